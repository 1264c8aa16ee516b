import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, Button, Progress, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { confirmDialog, refusedWriteText } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { useUnfinishedDiscounts } from '../api/discountRequestQueries';
import { isBatchRunningHere, resumeDiscountBatch, undoDiscountBatch, type DiscountProgress } from '../api/discountRequestWrites';
import { formatSentAt, type UnfinishedBatch } from '../domain/discountRequest';

interface Busy {
  action: 'finish' | 'undo';
  progress: DiscountProgress | null;
}

/** One unfinished batch: how far it got, Finish and Undo. Also the wizard's own panel after a stop. */
export function UnfinishedBatchActions({
  batch,
  user,
  onFinished,
  onUndone,
}: {
  batch: Pick<UnfinishedBatch, 'batchId' | 'written' | 'total' | 'startedAtMs'>;
  user: { id: string; role: import('../../../auth/roles').StaffRole };
  onFinished?: (total: number) => void;
  onUndone?: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const time = formatSentAt(batch.startedAtMs);

  const run = async (action: Busy['action']) => {
    if (action === 'undo') {
      const sure = await confirmDialog({
        title: t('discounts.unfinished.undoTitle'),
        text: t('discounts.unfinished.undoText', { count: batch.written }),
        confirmText: t('discounts.unfinished.undoYes'),
        cancelText: t('discounts.unfinished.undoNo'),
        danger: true,
      });
      if (!sure) return;
    }
    setError(null);
    setBusy({ action, progress: null });
    try {
      if (action === 'finish') {
        await resumeDiscountBatch(batch.batchId, user, undefined, (progress) => setBusy({ action, progress }));
        onFinished?.(batch.total);
      } else {
        await undoDiscountBatch(batch.batchId, user);
        onUndone?.();
      }
    } catch (e) {
      console.error('unfinished discount request', e);
      const conflict = asStockConflict(e);
      setError(
        conflict
          ? conflictMessage(conflict, t)
          : (refusedWriteText(e) ?? t(action === 'finish' ? 'discounts.unfinished.failed' : 'discounts.unfinished.undoFailed')),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <div data-testid="unfinished-discount" data-batch-id={batch.batchId}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <i className="bi bi-hourglass-split" aria-hidden="true" />
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <strong data-testid="unfinished-discount-summary">{t('discounts.unfinished.summary', { written: batch.written, total: batch.total })}</strong>
          {time && <div className="small">{t('discounts.unfinished.startedAt', { time })}</div>}
        </div>
        <Button
          color="primary"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run('finish')}
          aria-label={t('discounts.unfinished.finishNamed', { total: batch.total, time })}
          data-testid="unfinished-discount-finish"
        >
          {busy?.action === 'finish' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-play-fill me-1" aria-hidden="true" />}
          {t('discounts.unfinished.finish')}
        </Button>
        <Button
          color="outline-danger"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run('undo')}
          aria-label={t('discounts.unfinished.undoNamed', { total: batch.total, time })}
          data-testid="unfinished-discount-undo"
        >
          {busy?.action === 'undo' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />}
          {t('discounts.unfinished.undo')}
        </Button>
      </div>
      {busy?.progress && (
        <Progress
          className="mt-2"
          value={busy.progress.written}
          max={busy.progress.total}
          aria-label={t('discounts.wizard.progress', { written: busy.progress.written, total: busy.progress.total })}
        />
      )}
      {error && (
        <div className="text-danger small mt-1" role="alert" data-testid="unfinished-discount-error">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The signed-in requester's discount requests that were started and not finished (a tab closed or
 * the network lost while a request of many products was written: docs/discounts.md, "Requests of
 * any size"). No approver sees them yet; each says how far it got, with Finish and Undo. A batch
 * this tab is writing right now is not listed. Shown above the product grids with the discount
 * button and on the discount request lists.
 */
export function UnfinishedDiscountRequests() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const list = useUnfinishedDiscounts(user.id);
  const [done, setDone] = useState<string | null>(null);
  const shown = list.data.filter((b) => !isBatchRunningHere(b.batchId));
  if (shown.length === 0 && done === null) return null;

  return (
    <section data-testid="unfinished-discounts" className="mb-3" aria-label={t('discounts.unfinished.title')}>
      {done !== null && (
        <Alert color="success" className="py-2" toggle={() => setDone(null)} data-testid="unfinished-discount-done">
          {done}
        </Alert>
      )}
      {shown.length > 0 && (
        <Alert color="warning" className="py-2 text-dark mb-0">
          <h2 className="h6 mb-2">{t('discounts.unfinished.title')}</h2>
          <div className="d-flex flex-column gap-2">
            {shown.map((b) => (
              <UnfinishedBatchActions
                key={b.batchId}
                batch={b}
                user={user}
                onFinished={(total) => setDone(t('discounts.unfinished.finished', { count: total }))}
                onUndone={() => setDone(t('discounts.unfinished.undone'))}
              />
            ))}
          </div>
        </Alert>
      )}
    </section>
  );
}

export default UnfinishedDiscountRequests;
