import { useTranslation } from 'react-i18next';
import type { RouteAccess } from '../../auth/access';

/** Shown inside the shell for a route whose feature has not been built yet. */
export function NotAvailablePage({ route }: { route: RouteAccess }) {
  const { t } = useTranslation();
  return (
    <div className="page-card text-center py-5" data-testid="not-available">
      <i className="bi bi-cone-striped display-5 text-warning" aria-hidden="true" />
      <h1 className="h4 mt-3">{t(route.labelKey)}</h1>
      <p className="text-muted mb-0">{t('unavailable.text')}</p>
    </div>
  );
}
