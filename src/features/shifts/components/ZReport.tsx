import '../texts';
import { LoadFailed } from './ListParts';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import type { Shift } from '../../../entities/shift/shift';
import { MissingReceipts } from '../../../entities/ebarimt/MissingReceipts';
import { useShift, useShiftMoves } from '../api/shiftQueries';
import { shiftReport } from '../domain/shiftReport';
import { printShiftReport } from './printShiftReport';
import { ShiftReportView } from './ShiftReportView';

/** A closed shift's Z report as it was stored at the close, with its print button. */
export function ZReportOf({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const moves = useShiftMoves(shift);
  if (shift.status !== 'closed' || !shift.figures) return null;
  const report = shiftReport('z', shift, shift.figures);
  return (
    <div data-testid="z-report">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 className="h5 mb-0" data-testid="z-report-title">
          {t('shifts.report.zTitle', { no: shift.no })} · {shift.storeName}
        </h3>
        <Button color="primary" onClick={() => printShiftReport(report, shift, moves.data ?? [])} disabled={moves.loading} data-testid="z-report-print">
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('shifts.closed.print')}
        </Button>
      </div>
      <ShiftReportView report={report} />
      {/* The shift's VAT sales that have no issued e-barimt (read now: a receipt may be issued since). */}
      {shift.closedAt && <MissingReceipts from={shift.openedAt.toDate()} to={shift.closedAt.toDate()} storeId={shift.storeId} />}
      {shift.note && (
        <p className="small">
          {t('shifts.report.note')}: {shift.note}
        </p>
      )}
    </div>
  );
}

/** The shift just closed at the counter (read again as stored), until "Done". */
export function ClosedShiftPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: shift, error, retry } = useShift(id);
  return (
    <section className="card card-body mb-3" data-testid="closed-shift">
      <h2 className="h5 text-success">
        <i className="bi bi-check-circle me-1" aria-hidden="true" />
        {t('shifts.closed.title')}
      </h2>
      {error ? (
        <LoadFailed onRetry={retry} />
      ) : shift ? (
        <ZReportOf shift={shift} />
      ) : (
        <Spinner size="sm" />
      )}
      <div>
        <Button color="secondary" outline onClick={onDone} data-testid="closed-shift-done">
          {t('shifts.closed.dismiss')}
        </Button>
      </div>
    </section>
  );
}
