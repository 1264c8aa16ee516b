import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <span>© {new Date().getFullYear()} {t('app.name')}</span>
      <span className="d-none d-sm-inline">{t('app.footer')}</span>
    </footer>
  );
}
