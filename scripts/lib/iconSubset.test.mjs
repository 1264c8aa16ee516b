import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appSources, iconNamesIn, iconRules, installedIconCssPath, subsetIconCss } from './iconSubset.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const SAMPLE = `/*! Bootstrap Icons */

@font-face {
  font-display: block;
  font-family: "bootstrap-icons";
  src: url("./fonts/bootstrap-icons.woff2?abc") format("woff2"),
url("./fonts/bootstrap-icons.woff?abc") format("woff");
}

.bi::before,
[class^="bi-"]::before {
  font-family: bootstrap-icons !important;
}

.bi-alarm::before { content: "\\f102"; }
.bi-bell-fill::before { content: "\\f189"; }
.bi-cart::before { content: "\\f23d"; }
`;

describe('icon subset', () => {
  it('finds icon names written whole, in class lists, maps and template strings', () => {
    const names = iconNamesIn(['<i className="bi bi-bell-fill me-1" />', "{ sell: 'bi-cart', x: `bi ${a ? 'bi-check2' : 'bi-square'}` }"]);
    expect([...names].sort()).toEqual(['bi-bell-fill', 'bi-cart', 'bi-check2', 'bi-square']);
  });

  it('keeps the header, one woff2 source and the used rules only', () => {
    const { css, codePoints } = subsetIconCss(SAMPLE, new Set(['bi-cart', 'bi-alarm', 'bi-no-such-icon']), 'subset.woff2');
    expect(css).toContain('src: url("subset.woff2") format("woff2");');
    expect(css).not.toContain('bootstrap-icons.woff');
    expect(css).toContain('font-family: bootstrap-icons !important;');
    expect(css).toContain('.bi-alarm::before { content: "\\f102"; }');
    expect(css).toContain('.bi-cart::before { content: "\\f23d"; }');
    expect(css).not.toContain('bi-bell-fill');
    expect(codePoints).toEqual([0xf102, 0xf23d]);
  });

  it('refuses a stylesheet it cannot read rather than building one without icons', () => {
    expect(() => subsetIconCss('.something { color: red; }', new Set(['bi-cart']), 'x.woff2')).toThrow(/no icon rules/);
  });

  it('every icon the app names exists in bootstrap-icons (a misspelt one would show nothing)', async () => {
    const rules = iconRules(await readFile(installedIconCssPath(), 'utf8'));
    expect(rules.size).toBeGreaterThan(1500);
    const used = iconNamesIn(await appSources(root));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !rules.has(name))).toEqual([]);
  });

  it('no icon name is put together at run time (the build would leave its icon out)', async () => {
    const built = (await appSources(root)).flatMap((text) => text.match(/bi-\$\{|['"`]bi-['"`]\s*\+/g) ?? []);
    expect(built).toEqual([]);
  });
});
