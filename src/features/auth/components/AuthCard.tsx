import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../../i18n';

/**
 * The frame of the public pages (sign-in, password reset) with the language choice. index.html
 * paints a static copy of the sign-in page's frame before the app's JavaScript has loaded: keep the
 * two alike (classes, texts) so React's takeover does not show.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'mn') as Language;
  return (
    <main className="auth-page">
      <div className="auth-language btn-group" role="group" aria-label={t('layout.language')}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className={`btn btn-sm ${language === current ? 'btn-primary' : 'btn-outline-primary'}`}
            onClick={() => setLanguage(language)}
            data-testid={`language-${language}`}
          >
            {language.toUpperCase()}
          </button>
        ))}
      </div>
      <div className="card auth-card">
        <div className="auth-card-header">
          <h1 className="h5 mb-1">{title}</h1>
          <p className="mb-0 small">{subtitle}</p>
        </div>
        <div className="card-body p-4">{children}</div>
      </div>
    </main>
  );
}
