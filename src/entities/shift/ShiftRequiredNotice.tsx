import './texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { mustOpenShift, type CashDrawer } from './shift';

/**
 * Said on the sale screens of a store whose sales need an open cash shift while none is open
 * (docs/shifts.md): why selling waits, and the way to the shift screen. Nothing when a sale may go.
 */
export function ShiftRequiredNotice({ drawer, className }: { drawer: CashDrawer | null; className?: string }) {
  const { t } = useTranslation();
  if (!mustOpenShift(drawer)) return null;
  return (
    <Alert color="warning" className={className ?? 'py-2'} data-testid="shift-required">
      <i className="bi bi-cash-stack me-2" aria-hidden="true" />
      {t('shift.required.notice')}{' '}
      <Link to="/cash-shift" className="alert-link">
        {t('shift.required.openLink')}
      </Link>
    </Alert>
  );
}
