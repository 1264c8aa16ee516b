import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

// Every Mongolian text file: the shell's and the texts/ folders of the shared components, features and entities.
const FILES = import.meta.glob<Texts>(['./mn.json', '../components/texts/*.mn.json', '../features/*/texts/*.mn.json', '../entities/*/texts/*.mn.json'], {
  eager: true,
  import: 'default',
});

function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

/**
 * A case ending glued onto a value ("{{name}}-ийн", "«{{name}}»-д", "{{max}}-аас") is right only
 * for some values: Mongolian endings follow the word's vowels and last sound (Болормаагийн, not
 * Болормаа-ийн). The texts are phrased so no ending touches a value ("Захиалагч: {{name}}",
 * "«{{name}}» төрлийн ..."). The one ending allowed is the ordinal "-р" after a number
 * ("{{page}}-р хуудас"), written the same after every number.
 */
const GLUED = /\{\{[^}]+\}\}[»"'”)]*(?!-р(?:\s|$))[-‑]?\p{L}/u;
/** Postpositions that also follow the word's vowels (руу/рүү, луу/лүү), written after a value. */
const HARMONY_WORD = /\{\{[^}]+\}\}[»"'”)]*\s+(руу|рүү|луу|лүү)(?=[\s.,!?]|$)/u;

const all = Object.entries(FILES).flatMap(([file, texts]) => entries(texts).map(([key, text]) => ({ file, key, text })));

describe('Mongolian texts never glue an ending onto a name or a number', () => {
  it('finds the texts', () => {
    expect(Object.keys(FILES).length).toBeGreaterThan(10);
    expect(all.length).toBeGreaterThan(500);
  });

  it('the checks catch what they are for, and allow the ordinal', () => {
    for (const bad of ['{{name}}-ийн захиалга', '«{{name}}»-д', '{{max}}-аас хэтэрсэн', '{{name}}ийн', '{{count}}-г', '{{a}} ({{b}})-тай']) {
      expect(GLUED.test(bad), bad).toBe(true);
    }
    for (const good of ['Захиалагч: {{name}}', '{{page}}-р хуудас', '«{{name}}» төрлийн', '{{count}} бараа', 'Хуудас {{page}}-р', '{{code}}: {{name}}']) {
      expect(GLUED.test(good), good).toBe(false);
    }
    expect(HARMONY_WORD.test('«{{name}}» руу шилжлээ')).toBe(true);
    expect(HARMONY_WORD.test('Шинэ байршил: «{{name}}».')).toBe(false);
  });

  it.each(all.map((e) => [`${e.file.replace(/^.*\//, '')} ${e.key}`, e.text] as const))('%s', (_where, text) => {
    expect(GLUED.test(text), text).toBe(false);
    expect(HARMONY_WORD.test(text), text).toBe(false);
  });
});
