import i18n from './index';

type Texts = Record<string, unknown>;

/**
 * Adds a feature's texts under `section` (e.g. 'products' -> t('products.title')). A feature's or an
 * entity's texts sit beside it (`texts/<section>.mn.json` and `.en.json`, registered by its
 * `texts/index.ts`) and load with its lazy screens, so the sign-in bundle does not grow with every
 * feature. The shell's own texts (menus, sign-in, shared components) are src/i18n/mn.json and en.json.
 */
export function registerTexts(section: string, mn: Texts, en: Texts): void {
  // Deep merge, overwrite: registering twice (hot reload, tests) is harmless.
  i18n.addResourceBundle('mn', 'translation', { [section]: mn }, true, true);
  i18n.addResourceBundle('en', 'translation', { [section]: en }, true, true);
}
