// One language per flow (docs/testing.md, "e2e"): the long flows run in Mongolian, the users'
// language; English is proven by the English smoke (tests/e2e/english.spec.ts: every screen, no
// untranslated key, no overflow) and the catalogues' key parity (src/i18n/texts.test.ts).
// E2E_ALL_LANGUAGES=1 runs the flows that have English texts in English too.
export type FlowLanguage = 'mn' | 'en';

export const FLOW_LANGUAGES: readonly FlowLanguage[] = process.env.E2E_ALL_LANGUAGES === '1' ? ['mn', 'en'] : ['mn'];
