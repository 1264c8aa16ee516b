import i18n from './index';

type Texts = Record<string, unknown>;

/**
 * Adds a feature's texts under `section` (e.g. 'products' -> t('products.title')). A feature's texts
 * live in their own i18n files (src/i18n/<section>/mn.json and en.json) and load with the feature's
 * lazy screens, so the sign-in bundle does not grow with every feature.
 */
export function registerTexts(section: string, mn: Texts, en: Texts): void {
  // Deep merge, overwrite: registering twice (hot reload, tests) is harmless.
  i18n.addResourceBundle('mn', 'translation', { [section]: mn }, true, true);
  i18n.addResourceBundle('en', 'translation', { [section]: en }, true, true);
}
