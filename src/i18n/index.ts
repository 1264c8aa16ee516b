import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import mn from './mn.json';
import en from './en.json';

export const LANGUAGES = ['mn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'I18N_LANGUAGE';

export function storedLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return saved === 'en' ? 'en' : 'mn';
}

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { mn: { translation: mn }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'mn',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
