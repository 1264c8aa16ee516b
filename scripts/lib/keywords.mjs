// The product search keywords for the seed scripts, which are plain .mjs and cannot import the app's
// TypeScript. MIRRORS productKeywords() in src/entities/product/product.ts exactly (same
// words, same prefix length); scripts/lib/keywords.test.mjs checks the two agree. Change both together.

/** Longest word prefix kept in `keywords` (KEYWORD_MAX_LENGTH in product.ts). */
export const KEYWORD_MAX_LENGTH = 15;

/** Lower-case words of a text: any run of letters or digits. */
export function words(text) {
  return text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Every prefix (up to KEYWORD_MAX_LENGTH) of every word of the name and of the sku, lower-cased. */
export function productKeywords(name, sku) {
  const out = new Set();
  for (const word of [...words(name), ...words(sku)]) {
    const max = Math.min(word.length, KEYWORD_MAX_LENGTH);
    for (let n = 1; n <= max; n += 1) out.add(word.slice(0, n));
  }
  return [...out];
}
