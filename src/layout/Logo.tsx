import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="app-logo" aria-label={t('app.home')}>
      <span className="app-logo-mark" aria-hidden="true">₮</span>
      {!compact && <span className="app-logo-text">{t('app.name')}</span>}
    </Link>
  );
}
