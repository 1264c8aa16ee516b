// The slowest test files (Vitest layers) and e2e tests (Playwright) of a run, read from the JSON
// reports `npm test` has each runner write: the table at the end of `npm test` that shows what the
// suite spends its time on (docs/testing.md, "The budget").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHOWN = 15;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON report: one entry per file, with its start and end times. */
export function vitestFileTimes(report, layer, root) {
  return (report?.testResults ?? []).map((file) => ({
    layer,
    name: file.name.replace(`${root}/`, ''),
    seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
}

/** Playwright's JSON report: every test of every (nested) suite, its attempts' durations summed. */
export function playwrightTestTimes(report) {
  const times = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        times.push({ layer: 'e2e', name: `${spec.file}: ${[...titles, spec.title].join(' › ')}`, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return times;
}

/** The slowest files per Vitest layer and the slowest e2e tests of the layers that ran. */
export function slowestTests(layers, resultsDir, root) {
  const groups = [];
  for (const layer of layers) {
    if (layer === 'e2e') {
      const times = ['large', 'chromium'].flatMap((project) => playwrightTestTimes(readJson(join(resultsDir, `e2e-${project}.json`))));
      groups.push({ title: 'e2e: slowest tests', times });
    } else {
      groups.push({ title: `${layer}: slowest files`, times: vitestFileTimes(readJson(join(resultsDir, `${layer}.json`)), layer, root) });
    }
  }
  return groups
    .filter((g) => g.times.length)
    .map((g) => ({ ...g, total: g.times.reduce((n, t) => n + t.seconds, 0), times: [...g.times].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN) }));
}

export function printSlowest(groups) {
  for (const group of groups) {
    console.log(`\n${group.title} (of ${Math.round(group.total)}s summed)`);
    for (const t of group.times) console.log(`${`${t.seconds.toFixed(1)}s`.padStart(8)}  ${t.name}`);
  }
}
