import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import mn from '../i18n/mn.json';
import en from '../i18n/en.json';
import { LANGUAGE_STORAGE_KEY } from '../i18n';
import { SESSION_STORAGE_KEY } from '../auth/session';

// index.html paints a static copy of the sign-in frame before the app loads (docs/performance.md);
// its texts are copies of the app's and must not drift from them.
const html = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
const bootTexts = JSON.parse(html.match(/<script type="application\/json" id="boot-texts">([\s\S]*?)<\/script>/)![1]) as Record<string, Record<string, string>>;

type Texts = { [key: string]: string | Texts };
const lookup = (texts: Texts, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);

describe('the static first paint of index.html', () => {
  it.each([
    ['mn', mn],
    ['en', en],
  ] as const)('repeats the app’s %s texts word for word', (language, texts) => {
    const copy = bootTexts[language];
    expect(Object.keys(copy).length).toBeGreaterThan(5);
    for (const [key, value] of Object.entries(copy)) expect([key, value]).toEqual([key, lookup(texts as Texts, key)]);
  });

  it('uses every text key it has, and has every key it uses', () => {
    const used = new Set([...html.matchAll(/data-t(?:-placeholder|-label)?="([^"]+)"/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(bootTexts.mn).sort());
    expect(Object.keys(bootTexts.en).sort()).toEqual(Object.keys(bootTexts.mn).sort());
  });

  it('reads the language and the session record under the app’s storage keys', () => {
    expect(html).toContain(`stored('${LANGUAGE_STORAGE_KEY}')`);
    expect(html).toContain(`stored('${SESSION_STORAGE_KEY}')`);
  });
});
