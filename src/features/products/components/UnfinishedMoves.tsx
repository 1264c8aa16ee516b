import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, Button, Progress, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { confirmDialog, refusedWriteText } from '../../../components';
import { isMoveRunningHere, resumeMove, undoMove, type MoveProgress } from '../../../entities/product/largeMove';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import type { StockMove } from '../../../entities/stockMove/stockMove';
import { useUnfinishedMoves } from '../api/stockMoveQueries';

interface Busy {
  action: 'resume' | 'undo';
  progress: MoveProgress | null;
}

/**
 * The large moves opened and not done (the network lost or the tab closed mid-move: docs/products.md,
 * "Moves of any size"), above the grids that move. Nothing of them has moved; each says how far it got
 * and is finished or undone in one action. A move this tab is making right now is not listed.
 */
export function UnfinishedMoves({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const list = useUnfinishedMoves(true);
  const [busy, setBusy] = useState<Record<string, Busy>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const shown = list.data.filter((move) => !isMoveRunningHere(move.id));
  if (shown.length === 0 && done === null) return null;

  const run = async (move: StockMove, action: Busy['action']) => {
    if (action === 'undo') {
      const sure = await confirmDialog({ title: t('stock.unfinishedMoves.undoTitle'), text: t('stock.unfinishedMoves.undoText', { count: move.productIds.length }), confirmText: t('stock.unfinishedMoves.undo'), danger: true });
      if (!sure) return;
    }
    setErrors(({ [move.id]: _gone, ...rest }) => rest);
    setBusy((b) => ({ ...b, [move.id]: { action, progress: null } }));
    try {
      if (action === 'resume') {
        await resumeMove(move.id, undefined, (progress) => setBusy((b) => ({ ...b, [move.id]: { action, progress } })));
        setDone(t('stock.unfinishedMoves.finished', { name: move.target.locationName }));
      } else {
        await undoMove(move.id);
        setDone(t('stock.unfinishedMoves.undone'));
      }
      onChanged?.();
    } catch (e) {
      console.error('unfinished move', e);
      const conflict = asStockConflict(e);
      setErrors((all) => ({ ...all, [move.id]: conflict ? conflictMessage(conflict, t) : (refusedWriteText(e) ?? t('stock.move.failed')) }));
    } finally {
      setBusy(({ [move.id]: _gone, ...rest }) => rest);
    }
  };

  return (
    <div data-testid="unfinished-moves" className="mb-3">
      {done !== null && (
        <Alert color="success" className="py-2" toggle={() => setDone(null)} data-testid="unfinished-move-done">
          {done}
        </Alert>
      )}
      {shown.map((move) => {
        const current = busy[move.id];
        return (
          <Alert key={move.id} color="warning" className="py-2 text-dark" data-testid="unfinished-move">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <i className="bi bi-truck" aria-hidden="true" />
              <div className="flex-grow-1">
                <strong>{t('stock.unfinishedMoves.title', { name: move.target.locationName })}</strong>
                {': '}
                {t('stock.unfinishedMoves.summary', { held: move.productIds.length, total: move.plannedIds.length })}
                <div className="small">
                  {new Date(move.createdAtMs).toLocaleString()} · {t('stock.unfinishedMoves.nothingMoved')}
                </div>
              </div>
              <Button color="primary" size="sm" disabled={current !== undefined} onClick={() => void run(move, 'resume')} data-testid="unfinished-move-resume">
                {current?.action === 'resume' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-play-fill me-1" aria-hidden="true" />}
                {t('stock.unfinishedMoves.resume')}
              </Button>
              <Button color="outline-danger" size="sm" disabled={current !== undefined} onClick={() => void run(move, 'undo')} data-testid="unfinished-move-undo">
                {current?.action === 'undo' ? <Spinner size="sm" className="me-1" /> : <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />}
                {t('stock.unfinishedMoves.undo')}
              </Button>
            </div>
            {current?.progress && <Progress className="mt-2" value={current.progress.held} max={current.progress.total} />}
            {errors[move.id] && (
              <div className="text-danger small mt-1" role="alert" data-testid="unfinished-move-error">
                {errors[move.id]}
              </div>
            )}
          </Alert>
        );
      })}
    </div>
  );
}
