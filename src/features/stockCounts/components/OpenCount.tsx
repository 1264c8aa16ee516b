import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, InputGroup, Spinner } from 'reactstrap';
import { CameraScanButton, useBarcodeScanner } from '../../../components/scan';
import { confirmDialog, refusedWriteText, showFailure, showSuccess } from '../../../components';
import { conflictMessage, asStockConflict } from '../../../entities/product/stockMessages';
import type { SkuRestriction } from '../../../entities/product/skuLookup';
import { MAX_COUNT_CODES, type StockCount } from '../domain/stockCount';
import { useCountSession, type Feedback } from '../hooks/useCountSession';
import type { Counter } from '../api/stockCountWrites';
import { CodeList, type CodeRow } from './CodeList';
import { CountFigures } from './CountFigures';

export interface OpenCountProps {
  count: StockCount;
  by: Counter;
  restrict: SkuRestriction;
  canMove: boolean;
  isSeller: boolean;
}

const FEEDBACK_COLOR: Record<Feedback['kind'], string> = {
  found: 'success',
  elsewhere: 'warning',
  sold: 'warning',
  unknown: 'danger',
  duplicate: 'secondary',
  full: 'danger',
  failed: 'danger',
};

/** A count being scanned: code box, camera, live figures and lists, move here, close. */
export function OpenCount({ count, by, restrict, canMove, isSeller }: OpenCountProps) {
  const { t } = useTranslation();
  const session = useCountSession(count, by, restrict);
  const { book, version, phase, feedback, save, scan } = session;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = phase.kind === 'ready';

  useBarcodeScanner((scanned) => void scan(scanned), { enabled: ready });

  // The book changes in place; `version` says when.
  const figures = useMemo(() => (book ? book.figures() : null), [book, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return;
    setCode('');
    void scan(value);
  };

  const rowsOf = (kind: 'found' | 'elsewhere' | 'sold' | 'unknown') => (): CodeRow[] => {
    if (!book) return [];
    return book
      .codes(kind)
      .reverse()
      .map((c) => {
        const p = book.productOf(c);
        return { code: c, name: p ? `${p.name}${p.size ? ` · ${p.size}` : ''}` : undefined, detail: p && kind !== 'found' ? t('stockCounts.detail.at', { location: p.locationName }) : undefined };
      });
  };
  const missingRows = (): CodeRow[] => (book ? book.missing().map((p) => ({ code: p.sku, name: `${p.name}${p.size ? ` · ${p.size}` : ''}` })) : []);

  const moveHere = async () => {
    const n = figures?.elsewhere ?? 0;
    if (n === 0) return;
    const ok = await confirmDialog({ text: t('stockCounts.detail.moveConfirm', { count: n, location: count.locationName }) });
    if (!ok) return;
    setBusy(true);
    try {
      const moved = await session.moveHere();
      void showSuccess(t('stockCounts.detail.moved', { count: moved }));
    } catch (error) {
      const conflict = asStockConflict(error);
      void showFailure(conflict ? conflictMessage(conflict, t) : String(error instanceof Error ? error.message : error));
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    const ok = await confirmDialog({ text: t('stockCounts.detail.closeConfirm') });
    if (!ok) return;
    setBusy(true);
    try {
      await session.close();
    } catch (error) {
      void showFailure(refusedWriteText(error) ?? String(error instanceof Error ? error.message : error));
    } finally {
      setBusy(false);
    }
  };

  if (phase.kind === 'failed') return <Alert color="danger">{phase.reason}</Alert>;
  if (phase.kind !== 'ready' || !figures) {
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary" data-testid="count-loading">
        <Spinner size="sm" />
        {phase.kind === 'reading' ? t('stockCounts.detail.loadingExpected', { count: phase.read }) : t('stockCounts.detail.resuming')}
      </div>
    );
  }

  return (
    <div data-testid="open-count">
      <form onSubmit={submit} className="mb-2">
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <InputGroup style={{ maxWidth: 420 }} className="flex-grow-1">
            <Input
              aria-label={t('stockCounts.scan.code')}
              placeholder={t('stockCounts.scan.placeholder')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              data-scan-target
              data-testid="count-code"
              disabled={!ready}
              autoFocus
            />
            <Button type="submit" color="primary" disabled={!ready}>
              {t('stockCounts.scan.add')}
            </Button>
          </InputGroup>
          <CameraScanButton onScan={(c) => void scan(c)} continuous disabled={!ready} />
          <span className="small text-body-secondary ms-auto" data-testid="save-state">
            {save.kind === 'saving' && t('stockCounts.detail.saving')}
            {save.kind === 'saved' && (
              <>
                <i className="bi bi-cloud-check me-1" aria-hidden="true" />
                {t('stockCounts.detail.saved')}
              </>
            )}
            {save.kind === 'queued' && (
              <>
                <i className="bi bi-cloud-slash me-1" aria-hidden="true" />
                {t('stockCounts.detail.queued')}
              </>
            )}
          </span>
        </div>
        <div className="form-text">{t('stockCounts.scan.usbHint')}</div>
      </form>
      {save.kind === 'failed' && <Alert color="danger">{t('stockCounts.detail.saveFailed', { reason: save.reason })}</Alert>}
      <div aria-live="polite" className="mb-2" style={{ minHeight: 42 }}>
        {feedback && (
          <Alert color={FEEDBACK_COLOR[feedback.kind]} className="py-2 mb-0" data-testid="scan-feedback" data-kind={feedback.kind}>
            {feedbackText(feedback, t)}
          </Alert>
        )}
      </div>
      <CountFigures figures={figures} />
      {isSeller && <p className="small text-body-secondary">{t('stockCounts.detail.sellerScope')}</p>}
      <CodeList kind="missing" title={t('stockCounts.figure.missing')} hint={t('stockCounts.hint.missing')} rows={missingRows} total={figures.missing} color="danger" defaultOpen />
      <CodeList
        kind="elsewhere"
        title={t('stockCounts.figure.elsewhere')}
        hint={t('stockCounts.hint.elsewhere')}
        rows={rowsOf('elsewhere')}
        total={figures.elsewhere}
        color="warning"
        defaultOpen
        actions={
          figures.elsewhere > 0 &&
          (canMove ? (
            <Button color="warning" size="sm" className="mb-2" disabled={busy || !ready} onClick={() => void moveHere()} data-testid="move-here">
              <i className="bi bi-box-arrow-in-down me-1" aria-hidden="true" />
              {t('stockCounts.detail.moveHere', { count: figures.elsewhere })}
            </Button>
          ) : (
            <p className="small text-body-secondary mb-2" data-testid="move-manager-only">
              {t('stockCounts.detail.moveManagerOnly')}
            </p>
          ))
        }
      />
      <CodeList kind="unknown" title={t('stockCounts.figure.unknown')} hint={t('stockCounts.hint.unknown')} rows={rowsOf('unknown')} total={figures.unknown} color="dark" defaultOpen />
      <CodeList kind="sold" title={t('stockCounts.figure.sold')} hint={t('stockCounts.hint.sold')} rows={rowsOf('sold')} total={figures.sold} color="info" />
      <CodeList kind="found" title={t('stockCounts.figure.found')} hint={t('stockCounts.hint.expected')} rows={rowsOf('found')} total={figures.found} color="success" />
      <div className="d-flex justify-content-end mt-3">
        <Button color="danger" outline disabled={busy || !ready} onClick={() => void close()} data-testid="close-count">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {t('stockCounts.detail.close')}
        </Button>
      </div>
    </div>
  );
}

function feedbackText(f: Feedback, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (f.kind) {
    case 'duplicate':
      return t('stockCounts.scan.duplicate', { code: f.code });
    case 'full':
      return t('stockCounts.scan.full', { max: MAX_COUNT_CODES });
    case 'failed':
      return t('stockCounts.scan.failed', { code: f.code, reason: f.reason });
    case 'unknown':
      return t('stockCounts.scan.unknown', { code: f.code });
    default:
      return t(`stockCounts.scan.${f.kind}`, { code: f.code, name: f.product?.name ?? '', location: f.product?.locationName ?? '' });
  }
}
