import '../texts';
import { LoadFailed } from './ListParts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import type { CashMove, Shift, ShiftFigures } from '../../../entities/shift/shift';
import { MissingReceipts } from '../../../entities/ebarimt/MissingReceipts';
import { readShiftFigures } from '../api/shiftFigureQueries';
import { shiftReport } from '../domain/shiftReport';
import { printShiftReport } from './printShiftReport';
import { ShiftReportView } from './ShiftReportView';

/** Reads a shift's figures up to now; `retry` reads again. */
export function useFiguresNow(shift: Shift | null) {
  const [state, setState] = useState<{ figures: ShiftFigures | null; error: boolean }>({ figures: null, error: false });
  const [attempt, setAttempt] = useState(0);
  const storeId = shift?.storeId ?? null;
  const openedAt = shift?.openedAt ?? null;
  useEffect(() => {
    if (!storeId || !openedAt) return;
    let live = true;
    readShiftFigures(storeId, openedAt, null).then(
      (figures) => live && setState({ figures, error: false }),
      (e: unknown) => {
        console.error('shift figures', e);
        if (live) setState({ figures: null, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [storeId, openedAt, attempt]);
  const retry = useCallback(() => {
    setState({ figures: null, error: false });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** The X report: the open shift so far, on screen and on paper (nothing is closed). */
export function XReportDialog({ shift, moves, onClose }: { shift: Shift; moves: readonly CashMove[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { figures, error, retry } = useFiguresNow(shift);
  const report = figures ? shiftReport('x', shift, figures) : null;
  // The shift so far: up to when the report was opened.
  const [now] = useState(() => new Date());
  return (
    <Modal isOpen toggle={onClose} size="lg" data-testid="x-report-dialog">
      <ModalHeader toggle={onClose}>{t('shifts.x.title')}</ModalHeader>
      <ModalBody>
        <p className="small text-body-secondary">{t('shifts.x.note')}</p>
        {error ? (
          <LoadFailed onRetry={retry} text={t('shifts.errors.figures')} />
        ) : report ? (
          <>
            <ShiftReportView report={report} />
            <MissingReceipts from={shift.openedAt.toDate()} to={now} storeId={shift.storeId} />
          </>
        ) : (
          <Spinner size="sm" />
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t('shifts.x.close')}
        </Button>
        <Button color="primary" disabled={!report} onClick={() => report && printShiftReport(report, shift, moves)} data-testid="x-report-print">
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('shifts.x.print')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
