import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclicComponents, cycleThrough, findCycles, runtimeImports } from './check-cycles.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'check-cycles.mjs');
const dirs = [];
/** A throw-away source tree: { 'a.ts': '...' }. */
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'check-cycles-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('runtimeImports', () => {
  it('counts imports, side-effect imports, re-exports (type ones too), dynamic imports and import = require', () => {
    const text = [
      "import a from './a';",
      "import { b, type B } from './b';",
      "import './c';",
      "import {} from './c2';",
      "export { d } from './d';",
      "export * from './e';",
      "export * as f from './f';",
      "export type { G } from './g';",
      "const h = () => import('./h');",
      "import i = require('./i');",
      "import React from 'react';",
    ].join('\n');
    expect(runtimeImports('x.tsx', text)).toEqual(['./a', './b', './c', './c2', './d', './e', './f', './g', './h', './i', 'react']);
  });

  it('leaves out imports of types alone, as import/no-cycle does', () => {
    const text = ["import type { A } from './a';", "import type B from './b';", "import { type C, type D } from './c';"].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual([]);
  });
});

describe('cyclicComponents', () => {
  const graph = (edges) => new Map(Object.entries(edges));

  it('finds none in a graph without a cycle (a diamond)', () => {
    expect(cyclicComponents(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('finds each cycle as one component, and a file importing itself', () => {
    const g = graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] });
    expect(cyclicComponents(g).map((c) => c.join()).sort()).toEqual(['a,b,c', 'd,e', 'f']);
    expect(cycleThrough(g, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleThrough(g, ['f'])).toEqual(['f', 'f']);
  });
});

describe('findCycles on files', () => {
  it('no cycle: a chain, a type-only import back, and a package import', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nimport React from 'react';\nexport const a = b + String(React);",
      'b.ts': "import { c } from './lib';\nexport const b = c;",
      'lib/index.ts': "import type { A } from '../a';\nexport const c = 1;\nexport type C = A;",
    });
    expect(findCycles(dir, dir)).toEqual([]);
  });

  it('a cycle through an index file, a .tsx file and a re-export, printed with its files', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.tsx': "export { c as b } from './lib';",
      'lib/index.ts': "import { a } from '../a';\nexport const c = a;",
      'other.ts': "import { a } from './a';\nexport const o = a;",
    });
    expect(findCycles(dir, dir)).toEqual([{ files: ['a.ts', 'b.tsx', 'lib/index.ts'], cycle: ['a.ts', 'b.tsx', 'lib/index.ts', 'a.ts'] }]);
    let failure;
    try {
      execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      failure = err;
    }
    expect(failure?.status).toBe(1);
    expect(failure.stderr).toContain('Import cycle among 3 file(s)');
    expect(failure.stderr).toMatch(/a\.ts -> .*b\.tsx -> .*lib\/index\.ts -> .*a\.ts/);
  });

  it('exits 0 on a tree without a cycle', () => {
    const dir = tree({ 'a.ts': "import './b';", 'b.ts': 'export {};' });
    expect(execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })).toMatch(/No import cycles/);
  });
});
