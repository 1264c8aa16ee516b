import { describe, expect, it } from 'vitest';
import { playwrightTestTimes, vitestFileTimes } from './test-timings.mjs';

describe('test timings', () => {
  it('reads each Vitest file from its start and end', () => {
    const report = { testResults: [{ name: '/repo/src/a.test.ts', startTime: 1000, endTime: 3500 }] };
    expect(vitestFileTimes(report, 'unit', '/repo')).toEqual([{ layer: 'unit', name: 'src/a.test.ts', seconds: 2.5 }]);
  });

  it('reads every Playwright test of nested suites, its retries summed', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [{ file: 'a.spec.ts', title: 'top', tests: [{ results: [{ duration: 1000 }] }] }],
          suites: [{ title: 'group', specs: [{ file: 'a.spec.ts', title: 'inner', tests: [{ results: [{ duration: 2000 }, { duration: 500 }] }] }] }],
        },
      ],
    };
    expect(playwrightTestTimes(report)).toEqual([
      { layer: 'e2e', name: 'a.spec.ts: top', seconds: 1 },
      { layer: 'e2e', name: 'a.spec.ts: group › inner', seconds: 2.5 },
    ]);
  });

  it('has nothing to show without a report', () => {
    expect(vitestFileTimes(null, 'unit', '/repo')).toEqual([]);
    expect(playwrightTestTimes(null)).toEqual([]);
  });
});
