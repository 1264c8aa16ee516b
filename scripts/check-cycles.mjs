// `node scripts/check-cycles.mjs [dir]`: fails when the TypeScript files under src/ (or dir) import
// each other in a cycle, and prints each cycle with its files. A static check of `npm test`
// (scripts/test.mjs), in place of eslint-plugin-import's import/no-cycle, which took half the lint.
//
// The same import graph as import/no-cycle, or a stricter one: an edge for every relative
// `import ... from`, side-effect `import '...'`, `export ... from` (`export type ... from` too, as the
// plugin counts it), dynamic `import('...')` and `import x = require('...')`. Only imports that
// bring in types alone are left out, as the plugin does (they vanish from the JavaScript):
// `import type ...` and `import { type A, type B } ...`. Package imports are outside the graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
// As the plugin's node resolver was configured (eslint.config.js): these extensions, then index files.
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** The module specifiers a file imports at run time (type-only imports left out). */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : null);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifiers.push(literal(node.moduleSpecifier));
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier) specifiers.push(literal(node.moduleSpecifier));
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (ts.isExternalModuleReference(node.moduleReference)) specifiers.push(literal(node.moduleReference.expression));
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifiers.push(literal(node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((s) => s !== null);
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names (node resolution: as written, with an extension, or an index), or null. */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find(isFile) ?? null;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files.sort();
}

/** Map file -> files it imports at run time, for every .ts/.tsx file under dir. */
export function importGraph(dir) {
  const files = sourceFiles(resolve(dir));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components (Tarjan, iterative) with more than one file, or a file importing itself. */
export function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = (graph.get(node) ?? [])[i];
      if (next !== undefined) {
        frame[1] += 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter);
          counter += 1;
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
      }
    }
  }
  return components;
}

/** One shortest cycle through the component's first file: [a, b, ..., a]. */
export function cycleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  for (let k = 0; k < queue.length; k += 1) {
    const node = queue[k];
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The cycles among the files under dir, each as its files and one cycle path (paths relative to root). */
export function findCycles(dir, root = process.cwd()) {
  const graph = importGraph(dir);
  const rel = (f) => relative(root, f);
  return cyclicComponents(graph).map((component) => ({ files: component.map(rel), cycle: cycleThrough(graph, component).map(rel) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = resolve(process.argv[2] ?? join(root, 'src'));
  const cycles = findCycles(dir, root);
  if (cycles.length === 0) {
    console.log(`No import cycles among the TypeScript files of ${relative(root, dir) || '.'}.`);
  } else {
    for (const { files, cycle } of cycles) {
      console.error(`Import cycle among ${files.length} file(s): ${cycle.join(' -> ')}`);
      for (const file of files) console.error(`  ${file}`);
    }
    console.error(`${cycles.length} import cycle(s): an import between these files must go (move what both need to a third module).`);
    process.exitCode = 1;
  }
}
