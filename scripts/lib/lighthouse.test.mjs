import { describe, expect, it } from 'vitest';
import { cpuTimeTrace, meetsBudgets } from './lighthouse.mjs';

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

describe('meetsBudgets', () => {
  it('needs performance ≥ 95 and accessibility 100', () => {
    expect(meetsBudgets({ scores: { performance: 95, accessibility: 100 } })).toBe(true);
    expect(meetsBudgets({ scores: { performance: 94, accessibility: 100 } })).toBe(false);
    expect(meetsBudgets({ scores: { performance: 100, accessibility: 96 } })).toBe(false);
    expect(meetsBudgets({ error: 'x' })).toBe(false);
  });
});
