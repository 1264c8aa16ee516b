import { describe, expect, it } from 'vitest';
import { cpuTimeTrace, meetsBudgets, withoutCodeCacheProduction } from './lighthouse.mjs';

const meta = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, ts: 0, args: { name } });
const task = (pid, tid, ts, dur, tdur, name = 'RunTask') => ({ ph: 'X', name, pid, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe('cpuTimeTrace', () => {
  const events = [
    meta(1, 10, 'CrRendererMain'),
    meta(1, 11, 'Compositor'),
    // A 400 ms task that ran 100 ms on its thread, with a nested script and a mark inside it.
    task(1, 10, 1000, 400_000, 100_000),
    task(1, 10, 201_000, 200_000, 50_000, 'EvaluateScript'),
    { ph: 'I', name: 'mark', pid: 1, tid: 10, ts: 301_000 },
    // A task that never waited, one without thread time, and another thread's task.
    task(1, 10, 500_000, 30_000, 30_000),
    task(1, 10, 600_000, 80_000),
    task(1, 11, 1000, 400_000, 10_000),
  ];
  const out = cpuTimeTrace(events);

  it("shortens each main-thread task to its thread's CPU time and scales what it contains, keeping its start", () => {
    expect(out[2]).toMatchObject({ ts: 1000, dur: 100_000 });
    expect(out[3]).toMatchObject({ ts: 51_000, dur: 50_000 });
    expect(out[4].ts).toBe(76_000);
  });

  it('leaves tasks that did not wait, tasks without thread time, other threads and the input alone', () => {
    expect(out[5]).toMatchObject({ ts: 500_000, dur: 30_000 });
    expect(out[6]).toMatchObject({ ts: 600_000, dur: 80_000 });
    expect(out[7]).toMatchObject({ ts: 1000, dur: 400_000 });
    expect(events[2].dur).toBe(400_000);
  });
});

describe('withoutCodeCacheProduction', () => {
  const events = [
    meta(1, 10, 'CrRendererMain'),
    meta(1, 11, 'Compositor'),
    // A 100 ms task: 10 ms of script, 60 ms of code-cache production (with a nested step), 20 ms of layout.
    task(1, 10, 0, 100_000),
    task(1, 10, 5_000, 10_000, undefined, 'EvaluateScript'),
    task(1, 10, 20_000, 60_000, undefined, 'v8.produceModuleCache'),
    task(1, 10, 30_000, 5_000, undefined, 'V8.Serialize'),
    task(1, 10, 80_000, 20_000, undefined, 'Layout'),
    { ph: 'I', name: 'mark', pid: 1, tid: 10, ts: 90_000 },
    // The next task, a classic script's production alone, and another thread's.
    task(1, 10, 200_000, 30_000),
    task(1, 10, 300_000, 45_000),
    task(1, 10, 300_000, 45_000, undefined, 'v8.produceCache'),
    task(1, 11, 20_000, 60_000, undefined, 'v8.produceModuleCache'),
  ];
  const out = withoutCodeCacheProduction(events);

  it('takes the production out of its task: the task is that much shorter and what follows moves up', () => {
    expect(out[2]).toMatchObject({ ts: 0, dur: 40_000 });
    expect(out[3]).toMatchObject({ ts: 5_000, dur: 10_000 });
    expect(out[4]).toMatchObject({ ts: 20_000, dur: 0 });
    expect(out[5]).toMatchObject({ ts: 20_000, dur: 0 });
    expect(out[6]).toMatchObject({ ts: 20_000, dur: 20_000 });
    expect(out[7].ts).toBe(30_000);
  });

  it('leaves other tasks, other threads and the input alone; a task of production alone takes no time', () => {
    expect(out[8]).toMatchObject({ ts: 200_000, dur: 30_000 });
    expect(out[9]).toMatchObject({ ts: 300_000, dur: 0 });
    expect(out[10]).toMatchObject({ ts: 300_000, dur: 0 });
    expect(out[11]).toMatchObject({ ts: 20_000, dur: 60_000 });
    expect(events[2].dur).toBe(100_000);
  });
});

describe('meetsBudgets', () => {
  it('needs performance ≥ 95 and accessibility 100', () => {
    expect(meetsBudgets({ scores: { performance: 95, accessibility: 100 } })).toBe(true);
    expect(meetsBudgets({ scores: { performance: 94, accessibility: 100 } })).toBe(false);
    expect(meetsBudgets({ scores: { performance: 100, accessibility: 96 } })).toBe(false);
    expect(meetsBudgets({ error: 'x' })).toBe(false);
  });
});
