import '../texts';
import { useTranslation } from 'react-i18next';
import { Alert, Badge } from 'reactstrap';
import { isLeftOpen, type Shift } from '../../../entities/shift/shift';
import { formatDateTime } from '../../../lib/dates';
import { startOfToday } from '../domain/shiftDates';

/** The shifts open now; one opened before today (left open overnight) is flagged for the Manager. */
export function OpenShiftsAlert({ shifts }: { shifts: readonly Shift[] }) {
  const { t } = useTranslation();
  if (shifts.length === 0) return null;
  const today = startOfToday(new Date());
  const overnight = shifts.some((s) => isLeftOpen(s, today));
  return (
    <Alert color={overnight ? 'danger' : 'info'} className="py-2" data-testid="open-shifts">
      <div className="fw-semibold mb-1">{t('shifts.history.openShifts')}</div>
      <ul className="mb-0 ps-3">
        {shifts.map((s) => (
          <li key={s.id} data-testid="open-shift" data-left-open={isLeftOpen(s, today)}>
            {t('shifts.history.openShift', { store: s.storeName, no: s.no, at: formatDateTime(s.openedAtMs), by: s.openedUser })}
            {isLeftOpen(s, today) && (
              <Badge color="danger" className="ms-2">
                {t('shifts.history.status.leftOpen')}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
