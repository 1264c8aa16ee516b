import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

// Every text file: the shell's and the texts/ folders of the shared components, features and entities.
const FILES = import.meta.glob<Texts>(['./*.json', '../components/texts/*.json', '../features/*/texts/*.json', '../entities/*/texts/*.json'], {
  eager: true,
  import: 'default',
});

function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const texts = (language: 'mn' | 'en') =>
  Object.entries(FILES)
    .filter(([file]) => file.endsWith(`${language}.json`))
    .flatMap(([file, t]) => entries(t).map(([key, text]) => ({ where: `${file} ${key}`, text })));

/**
 * One word per idea (docs/architecture.md, "Texts"): the word kept, and the variants that must not
 * come back. Размер is the size of a shoe or a garment (хэмжээ is any measure, beside Өргөн and
 * Өндөр it reads as "dimensions"); Баркод is one word; a price let off is хямдрал; the dative of
 * хүргэлт is хүргэлтэд (it has no hidden н).
 */
const MONGOLIAN: { keep: string; refused: RegExp }[] = [
  { keep: 'Размер', refused: /хэмжээ/iu },
  { keep: 'Баркод', refused: /бар\s+код/iu },
  { keep: 'хямдрал', refused: /хөнгөлөлт/iu },
  { keep: 'хүргэлтэд', refused: /хүргэлтэнд/iu },
];
/** English: VAT, never the Mongolian abbreviation. */
const ENGLISH: { keep: string; refused: RegExp }[] = [{ keep: 'VAT', refused: /\bNOAT\b/iu }];

describe('one word per idea', () => {
  it('finds the texts', () => {
    expect(texts('mn').length).toBeGreaterThan(500);
    expect(texts('en').length).toBe(texts('mn').length);
  });

  it.each(MONGOLIAN)('Mongolian says $keep, never $refused', ({ keep, refused }) => {
    expect(texts('mn').filter(({ text }) => refused.test(text))).toEqual([]);
    expect(texts('mn').some(({ text }) => text.toLowerCase().includes(keep.toLowerCase()))).toBe(true);
  });

  it.each(ENGLISH)('English says $keep, never $refused', ({ keep, refused }) => {
    expect(texts('en').filter(({ text }) => refused.test(text))).toEqual([]);
    expect(texts('en').some(({ text }) => text.includes(keep))).toBe(true);
  });
});
