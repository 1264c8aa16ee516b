import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, Table } from 'reactstrap';
import { figureDifferences, shiftBalance, type Shift, type ShiftFigures } from '../../../entities/shift/shift';
import { formatMoney } from '../../../lib/money';
import { readShiftFigures } from '../api/shiftFigureQueries';
import { ZReportOf } from './ZReport';

function figureOf(f: ShiftFigures, key: string): number {
  const [a, b] = key.split('.');
  const v = (f as unknown as Record<string, unknown>)[a];
  return b ? ((v as Record<string, number>)[b] ?? 0) : (v as number);
}

/**
 * A shift in the Manager's view: its Z report as stored, and "Check against the sales": the shift's
 * store sales and returns of its time summed again, any figure that differs from what the close
 * stored listed (a low cash figure would have hidden a shortage: docs/shifts.md, "Integrity").
 */
export function ShiftDetailDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<{ busy: boolean; now: ShiftFigures | null; failed: boolean }>({ busy: false, now: null, failed: false });
  const run = async () => {
    setCheck({ busy: true, now: null, failed: false });
    try {
      setCheck({ busy: false, now: await readShiftFigures(shift.storeId, shift.openedAt, shift.closedAt), failed: false });
    } catch (e) {
      console.error('check shift', e);
      setCheck({ busy: false, now: null, failed: true });
    }
  };
  const stored = shift.figures;
  const differs = stored && check.now ? figureDifferences(stored, check.now) : [];
  const expectedNow = check.now ? shiftBalance(check.now, shift.float, shift.payIns, shift.payOuts).expectedCash : null;
  return (
    <Modal isOpen toggle={onClose} size="lg" data-testid="shift-detail">
      <ModalHeader toggle={onClose}>{t('shifts.history.detail.title', { store: shift.storeName, no: shift.no })}</ModalHeader>
      <ModalBody>
        {shift.status === 'closed' ? <ZReportOf shift={shift} /> : <Alert color="info">{t('shifts.history.status.open')}</Alert>}
        {shift.status === 'closed' && (
          <div className="mt-2">
            <Button color="secondary" outline onClick={() => void run()} disabled={check.busy} data-testid="shift-check">
              {check.busy && <Spinner size="sm" className="me-2" />}
              <i className="bi bi-search me-1" aria-hidden="true" />
              {t('shifts.history.detail.check')}
            </Button>
            {check.failed && <Alert color="danger" className="mt-2 py-2">{t('shifts.history.detail.checkFailed')}</Alert>}
            {check.now && differs.length === 0 && (
              <Alert color="success" className="mt-2 py-2" data-testid="shift-check-matches">
                {t('shifts.history.detail.matches')}
              </Alert>
            )}
            {check.now && stored && differs.length > 0 && (
              <Alert color="danger" className="mt-2 py-2" data-testid="shift-check-differs">
                {t('shifts.history.detail.differs')}
                <Table size="sm" className="mb-0 mt-1">
                  <tbody>
                    {differs.map((k) => (
                      <tr key={k}>
                        <td>{k}</td>
                        <td className="text-end">
                          {t('shifts.history.detail.stored')}: {formatMoney(figureOf(stored, k))}
                        </td>
                        <td className="text-end fw-bold">
                          {t('shifts.history.detail.now')}: {formatMoney(figureOf(check.now as ShiftFigures, k))}
                        </td>
                      </tr>
                    ))}
                    <tr>
                      <td>{t('shifts.report.expected')}</td>
                      <td className="text-end">
                        {t('shifts.history.detail.stored')}: {formatMoney(shift.expectedCash ?? 0)}
                      </td>
                      <td className="text-end fw-bold" data-testid="shift-check-expected">
                        {t('shifts.history.detail.now')}: {formatMoney(expectedNow ?? 0)}
                      </td>
                    </tr>
                  </tbody>
                </Table>
              </Alert>
            )}
          </div>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose} data-testid="shift-detail-close">
          {t('shifts.history.detail.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
