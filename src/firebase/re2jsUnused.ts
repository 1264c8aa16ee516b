/**
 * Stands in for `re2js` in the app's build (vite.config.ts, resolve.alias). The Firestore SDK
 * imports re2js (a port of the RE2 regular-expression engine, 150 KB of the 537 KB Firestore chunk,
 * 46 KB compressed) only to evaluate the regex functions of Firestore *pipelines* on the device. The
 * app never runs a pipeline (its queries are plain collection queries), so the engine is not
 * shipped. Should a pipeline ever use regex_contains, regex_match or like, the SDK catches this
 * error and reports the expression as failed, rather than matching with a different engine.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`re2js is not part of this build (pattern ${pattern}): Firestore pipelines with regular expressions are not supported here`);
  },
};
