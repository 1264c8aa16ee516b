import '../texts';
import { useState } from 'react';
import { Alert, Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { refusedWriteText } from '../../../components';
import type { StaffRole } from '../../../auth/roles';
import type { StockReturn } from '../../../entities/stockReturn/stockReturn';
import { finishStockReturn, isReturningHere } from '../api/largeDeliveryWrites';
import { useUnfinishedReturns } from '../api/stockReturnQueries';

/**
 * The large delivery orders settled (confirmed at the door, or deleted) whose products are not all
 * back in stock yet (the network lost or the tab closed after the settling write: docs/delivery.md,
 * "Deliveries of any size"), above the delivery tables. The money and the order are final; each
 * is finished in one action. A return this tab is finishing right now is not listed.
 */
export function UnfinishedReturns({ viewer }: { viewer: { id: string; role: StaffRole } }) {
  const { t } = useTranslation();
  const list = useUnfinishedReturns(viewer);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const shown = list.data.filter((r) => !isReturningHere(r.id) || busy.has(r.id));
  if (shown.length === 0 && !done) return null;

  const finish = async (r: StockReturn) => {
    setErrors(({ [r.id]: _gone, ...rest }) => rest);
    setBusy((b) => new Set(b).add(r.id));
    try {
      await finishStockReturn(r.id);
      setDone(true);
    } catch (e) {
      console.error('unfinished return', e);
      setErrors((all) => ({ ...all, [r.id]: refusedWriteText(e) ?? t('deliveries.unfinishedReturns.failed') }));
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(r.id);
        return next;
      });
    }
  };

  return (
    <div data-testid="unfinished-returns" className="mb-3">
      {done && (
        <Alert color="success" className="py-2" toggle={() => setDone(false)} data-testid="unfinished-return-done">
          {t('deliveries.unfinishedReturns.finished')}
        </Alert>
      )}
      {shown.map((r) => (
        <Alert key={r.id} color="warning" className="py-2 text-dark" data-testid="unfinished-return">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <i className="bi bi-box-arrow-in-left" aria-hidden="true" />
            <div className="flex-grow-1">
              <strong>{t(`deliveries.unfinishedReturns.${r.reason}`, { order: r.id })}</strong>
              <div className="small">
                {t('deliveries.unfinishedReturns.left', { count: r.productIds.length })} · {t('deliveries.unfinishedReturns.note')}
              </div>
            </div>
            <Button color="primary" size="sm" disabled={busy.has(r.id)} onClick={() => void finish(r)} data-testid="unfinished-return-finish">
              {busy.has(r.id) ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-play-fill me-1" aria-hidden="true" />}
              {t('deliveries.unfinishedReturns.finish')}
            </Button>
          </div>
          {errors[r.id] && (
            <div className="text-danger small mt-1" role="alert" data-testid="unfinished-return-error">
              {errors[r.id]}
            </div>
          )}
        </Alert>
      ))}
    </div>
  );
}
