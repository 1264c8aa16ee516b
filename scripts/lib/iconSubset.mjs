// The production build's icon font holds only the icons the app uses (docs/performance.md).
// bootstrap-icons ships 2,000 icons: a 134 KB font and 85 KB of CSS, both on the way to every first
// screen. The app uses about a hundred, always written out whole as `bi-<name>` in src/ or
// index.html (a name put together at run time would not be found: write names in full).
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ICONS_CSS = 'bootstrap-icons/font/bootstrap-icons.css';
const NAME = /\bbi-[a-z0-9]+(?:-[a-z0-9]+)*/g;
const RULE = /^\.(bi-[a-z0-9-]+)::before \{ content: "\\([0-9a-f]+)"; \}$/;

/** Every `bi-<name>` written in the given texts (whether or not bootstrap-icons has it). */
export function iconNamesIn(texts) {
  const names = new Set();
  for (const text of texts) for (const match of text.matchAll(NAME)) names.add(match[0]);
  return names;
}

/** The texts of src/ (scripts, styles) and index.html under `root`. */
export async function appSources(root) {
  const files = [join(root, 'index.html')];
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(tsx?|css)$/.test(entry.name)) files.push(path);
    }
  };
  await walk(join(root, 'src'));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

/** Every icon rule of bootstrap-icons.css: class name -> code point. */
export function iconRules(css) {
  const rules = new Map();
  for (const line of css.split('\n')) {
    const match = RULE.exec(line.trim());
    if (match) rules.set(match[1], Number.parseInt(match[2], 16));
  }
  return rules;
}

/**
 * bootstrap-icons.css cut down to `used`: its header, the @font-face (pointing at `fontUrl`, woff2
 * only: every browser the app supports reads it) and the base rule, then one rule per used icon.
 * Returns the CSS and the code points the font must keep.
 */
export function subsetIconCss(css, used, fontUrl) {
  const rules = iconRules(css);
  const firstRule = css.search(/^\.bi-/m);
  if (firstRule < 0 || rules.size === 0) throw new Error('bootstrap-icons.css: no icon rules found (has its format changed?)');
  const head = css
    .slice(0, firstRule)
    .replace(/src: url\([^;]*;/s, `src: url("${fontUrl}") format("woff2");`);
  const kept = [...used].filter((name) => rules.has(name)).sort();
  const body = kept.map((name) => `.${name}::before { content: "\\${rules.get(name).toString(16)}"; }`).join('\n');
  return { css: `${head}${body}\n`, codePoints: kept.map((name) => rules.get(name)) };
}

/**
 * Vite plugin (production builds only): the app's import of bootstrap-icons.css loads the subset
 * CSS, whose font is the subset woff2, written under the system's temporary folder and bundled by
 * Vite like any other asset (hashed name, precached by the service worker).
 */
export function iconSubset() {
  let root = process.cwd();
  return {
    name: 'icon-subset',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const file = id.split('?')[0];
      if (!file.endsWith(ICONS_CSS)) return null;
      const css = await readFile(file, 'utf8');
      const used = iconNamesIn(await appSources(root));
      const { codePoints } = subsetIconCss(css, used, '');
      const { default: subsetFont } = await import('subset-font');
      const full = await readFile(join(dirname(file), 'fonts', 'bootstrap-icons.woff2'));
      const font = await subsetFont(full, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
      const hash = createHash('sha256').update(font).digest('hex').slice(0, 16);
      const dir = join(tmpdir(), `icon-subset-${hash}`);
      const fontFile = join(dir, 'bootstrap-icons.woff2');
      await mkdir(dir, { recursive: true });
      // Written whole or not at all (two builds may run side by side).
      const partial = `${fontFile}.${process.pid}.part`;
      await writeFile(partial, font);
      await rename(partial, fontFile);
      return subsetIconCss(css, used, relative(dirname(file), fontFile).split('\\').join('/')).css;
    },
  };
}

/** bootstrap-icons.css as installed (for the tests). */
export function installedIconCssPath() {
  return fileURLToPath(import.meta.resolve(ICONS_CSS));
}
