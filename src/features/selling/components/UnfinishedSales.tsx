import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, Button, Progress, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { confirmDialog, Money, refusedWriteText } from '../../../components';
import { useAuth } from '../../../auth/AuthProvider';
import type { OpenSale } from '../../../entities/openSale/openSale';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { useUnfinishedSales } from '../api/openSaleQueries';
import { isRunningHere, resumeOpenSale, undoOpenSale, type SaleProgress } from '../api/largeSaleWrites';
import { saleErrorMessage } from '../domain/saleMessages';

interface Busy {
  action: 'resume' | 'undo';
  progress: SaleProgress | null;
}

/**
 * The large sales that were opened and not finished (a tab closed or the network lost mid-commit:
 * docs/selling.md, "Sales of any size"), above the product grids. Nothing of them counts yet; each
 * says how far it got, and its creator (or Admin, Manager, dev) finishes it or undoes it in one
 * action. A sale this tab is committing right now is not listed.
 */
export function UnfinishedSales() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const user = state.status === 'signedIn' ? state.user : null;
  const list = useUnfinishedSales(user);
  const [busy, setBusy] = useState<Record<string, Busy>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  if (!user) return null;
  const shown = list.data.filter((open) => !isRunningHere(open.id));
  if (shown.length === 0 && done === null) return null;

  const run = async (open: OpenSale, action: Busy['action']) => {
    if (action === 'undo') {
      const sure = await confirmDialog({
        title: t('selling.unfinished.undoTitle'),
        text: t('selling.unfinished.undoText', { count: open.quantity }),
        confirmText: t('selling.unfinished.undo'),
        danger: true,
      });
      if (!sure) return;
    }
    setErrors(({ [open.id]: _gone, ...rest }) => rest);
    setBusy((b) => ({ ...b, [open.id]: { action, progress: null } }));
    try {
      if (action === 'resume') {
        await resumeOpenSale(open.id, user, undefined, undefined, (progress) => setBusy((b) => ({ ...b, [open.id]: { action, progress } })));
        setDone(t('selling.unfinished.finished'));
      } else {
        await undoOpenSale(open.id);
        setDone(t('selling.unfinished.undone'));
      }
    } catch (e) {
      console.error('unfinished sale', e);
      const conflict = asStockConflict(e);
      const text = conflict ? conflictMessage(conflict, t) : (refusedWriteText(e) ?? saleErrorMessage(e, t, open.purchaseType));
      setErrors((all) => ({ ...all, [open.id]: text }));
    } finally {
      setBusy(({ [open.id]: _gone, ...rest }) => rest);
    }
  };

  return (
    <div data-testid="unfinished-sales" className="mb-3">
      {done !== null && (
        <Alert color="success" className="py-2" toggle={() => setDone(null)} data-testid="unfinished-done">
          {done}
        </Alert>
      )}
      {shown.map((open) => {
        const current = busy[open.id];
        const seller = `${open.createdUser.lastName} ${open.createdUser.firstName}`.trim();
        return (
          <Alert key={open.id} color="warning" className="py-2 text-dark" data-testid="unfinished-sale">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <i className="bi bi-hourglass-split" aria-hidden="true" />
              <div className="flex-grow-1">
                <strong>{t(`selling.unfinished.kinds.${open.purchaseType}`)}</strong>
                {': '}
                {t('selling.unfinished.summary', { held: open.quantity, total: open.plannedIds.length })}{' '}
                <Money value={open.soldTotalPrice} />
                <div className="small">
                  {t('selling.unfinished.by', { name: seller, time: new Date(open.createdAtMs).toLocaleString() })}
                  {' · '}
                  {t('selling.unfinished.nothingCounts')}
                </div>
              </div>
              <Button color="primary" size="sm" disabled={current !== undefined} onClick={() => void run(open, 'resume')} data-testid="unfinished-resume">
                {current?.action === 'resume' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-play-fill me-1" aria-hidden="true" />}
                {t('selling.unfinished.resume')}
              </Button>
              <Button color="outline-danger" size="sm" disabled={current !== undefined} onClick={() => void run(open, 'undo')} data-testid="unfinished-undo">
                {current?.action === 'undo' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />}
                {t('selling.unfinished.undo')}
              </Button>
            </div>
            {current?.progress && (
              <Progress className="mt-2" value={current.progress.held} max={current.progress.total} aria-label={t('selling.unfinished.progress', { held: current.progress.held, total: current.progress.total })} />
            )}
            {errors[open.id] && (
              <div className="text-danger small mt-1" role="alert" data-testid="unfinished-error">
                {errors[open.id]}
              </div>
            )}
          </Alert>
        );
      })}
    </div>
  );
}

export default UnfinishedSales;
