// Reads the role table out of storage.rules (staffRoles(), getRoles(), listRoles(), writeRoles()),
// so tests can check that scripts/storage-server.mjs (STORAGE_POLICY) and src/auth/roles.ts
// (STAFF_ROLES) say the same as the rules file. It understands exactly the shape storage.rules uses:
//   function getRoles(folder) {
//     return folder == 'warehouse' ? ['Manager', 'dev']
//       : folder == 'products' ? []
//       : [];
//   }
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const STORAGE_RULES_PATH = fileURLToPath(new URL('../../storage.rules', import.meta.url));

/** storage.rules as text, its // comments removed (so commented-out code never counts). */
export function readStorageRules(path = STORAGE_RULES_PATH) {
  return readFileSync(path, 'utf8').replace(/\/\/[^\n]*/g, '');
}

/** The body of `function name(...) { ... }`, or throws. */
function functionBody(rules, name) {
  const match = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{`).exec(rules);
  if (!match) throw new Error(`storage.rules has no function ${name}()`);
  let depth = 1;
  let i = match.index + match[0].length;
  const start = i;
  for (; i < rules.length && depth > 0; i += 1) {
    if (rules[i] === '{') depth += 1;
    else if (rules[i] === '}') depth -= 1;
  }
  return rules.slice(start, i - 1);
}

const names = (list) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/** The roles in `function staffRoles() { return [...]; }`. */
export function staffRolesOf(rules) {
  const body = functionBody(rules, 'staffRoles');
  const list = /return\s*\[([^\]]*)\]\s*;?\s*$/.exec(body.trim());
  if (!list) throw new Error('staffRoles() is not `return [...]`');
  return names(list[1]);
}

/**
 * { folder: { get, list, write } } from getRoles(), listRoles() and writeRoles(). Each must be a
 * chain of `folder == '<name>' ? [roles]` ending in `: []` (every other folder: nobody).
 */
export function storagePolicyOf(rules) {
  const policy = {};
  for (const operation of ['get', 'list', 'write']) {
    const name = `${operation}Roles`;
    const body = functionBody(rules, name).trim();
    if (!/^return\b/.test(body) || !/:\s*\[\s*\]\s*;?$/.test(body)) {
      throw new Error(`${name}() must be \`return folder == '...' ? [...] : ... : [];\``);
    }
    const arms = [...body.matchAll(/folder\s*==\s*'([^']+)'\s*\?\s*\[([^\]]*)\]/g)];
    if (!arms.length) throw new Error(`${name}() names no folder`);
    for (const [, folder, list] of arms) {
      policy[folder] ??= {};
      if (policy[folder][operation]) throw new Error(`${name}() names ${folder} twice`);
      policy[folder][operation] = names(list);
    }
  }
  for (const [folder, ops] of Object.entries(policy)) {
    for (const operation of ['get', 'list', 'write']) ops[operation] ??= [];
    policy[folder] = ops;
  }
  return policy;
}

/** The content types in `function pictureTypes() { return [...]; }`. */
export function pictureTypesOf(rules) {
  const body = functionBody(rules, 'pictureTypes');
  const list = /return\s*\[([^\]]*)\]\s*;?\s*$/.exec(body.trim());
  if (!list) throw new Error('pictureTypes() is not `return [...]`');
  return names(list[1]);
}

/** The `allow` lines of storage.rules, whitespace collapsed (to check they use the table). */
export function allowLinesOf(rules) {
  return [...rules.matchAll(/allow\s[^;]*;/g)].map((m) => m[0].replace(/\s+/g, ' '));
}
