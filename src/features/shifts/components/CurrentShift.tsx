import '../texts';
import { LoadFailed } from './ListParts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, Table } from 'reactstrap';
import { Money } from '../../../components';
import { isLeftOpen, type CashMoveType, type Shift } from '../../../entities/shift/shift';
import { formatDateTime } from '../../../lib/dates';
import { startOfToday } from '../domain/shiftDates';
import { useShiftMoves } from '../api/shiftQueries';
import type { ShiftActor } from '../api/shiftWrites';
import { CashMoveDialog } from './CashMoveDialog';
import { CloseShiftDialog } from './CloseShiftDialog';
import { XReportDialog } from './XReportDialog';

type Dialog = { kind: 'move'; type: CashMoveType } | { kind: 'x' } | { kind: 'close' } | null;

/** The open shift at the counter: its float and moves, pay-in / pay-out, the X report, the close. */
export function CurrentShift({ shift, by, onClosed }: { shift: Shift; by: ShiftActor; onClosed: (id: string) => void }) {
  const { t } = useTranslation();
  const moves = useShiftMoves(shift);
  const [dialog, setDialog] = useState<Dialog>(null);
  const leftOpen = isLeftOpen(shift, startOfToday(new Date()));
  return (
    <>
      <Card className="mb-3" data-testid="current-shift">
        <CardBody>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <div>
              <h2 className="h5 mb-1" data-testid="current-shift-title">
                {t('shifts.current.title', { no: shift.no })}
              </h2>
              <div className="small text-body-secondary">{t('shifts.current.opened', { at: formatDateTime(shift.openedAtMs), by: shift.openedUser })}</div>
            </div>
            <dl className="d-flex gap-4 mb-0 small">
              <div>
                <dt>{t('shifts.current.float')}</dt>
                <dd className="mb-0" data-testid="current-float">
                  <Money value={shift.float} />
                </dd>
              </div>
              <div>
                <dt>{t('shifts.current.payIns')}</dt>
                <dd className="mb-0" data-testid="current-pay-ins">
                  <Money value={shift.payIns} />
                </dd>
              </div>
              <div>
                <dt>{t('shifts.current.payOuts')}</dt>
                <dd className="mb-0" data-testid="current-pay-outs">
                  <Money value={shift.payOuts} />
                </dd>
              </div>
            </dl>
          </div>
          {leftOpen && (
            <Alert color="warning" className="mt-2 mb-0 py-2" data-testid="current-left-open">
              {t('shifts.current.leftOpen')}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button color="success" outline style={{ minHeight: 44 }} onClick={() => setDialog({ kind: 'move', type: 'in' })} data-testid="shift-pay-in">
              <i className="bi bi-box-arrow-in-down me-1" aria-hidden="true" />
              {t('shifts.move.in')}
            </Button>
            <Button color="warning" outline style={{ minHeight: 44 }} onClick={() => setDialog({ kind: 'move', type: 'out' })} data-testid="shift-pay-out">
              <i className="bi bi-box-arrow-up me-1" aria-hidden="true" />
              {t('shifts.move.out')}
            </Button>
            <Button color="secondary" outline style={{ minHeight: 44 }} onClick={() => setDialog({ kind: 'x' })} data-testid="shift-x-report">
              <i className="bi bi-file-earmark-text me-1" aria-hidden="true" />
              {t('shifts.x.button')}
            </Button>
            <Button color="danger" style={{ minHeight: 44 }} onClick={() => setDialog({ kind: 'close' })} data-testid="shift-close">
              <i className="bi bi-lock me-1" aria-hidden="true" />
              {t('shifts.close.button')}
            </Button>
          </div>
        </CardBody>
      </Card>
      <h3 className="h6">{t('shifts.move.list')}</h3>
      {moves.error ? (
        <LoadFailed onRetry={moves.retry} />
      ) : (moves.data ?? []).length === 0 ? (
        <p className="text-body-secondary small" data-testid="moves-none">
          {t('shifts.move.none')}
        </p>
      ) : (
        <Table size="sm" responsive data-testid="moves-list">
          <tbody>
            {(moves.data ?? []).map((m) => (
              <tr key={m.id} data-testid="move-row">
                <td className="text-nowrap">{formatDateTime(m.createdAtMs)}</td>
                <td>{t(m.type === 'in' ? 'shifts.move.in' : 'shifts.move.out')}</td>
                <td>
                  {t(`shifts.move.reasons.${m.reason}`)}
                  {m.note ? ` · ${m.note}` : ''}
                </td>
                <td>{m.createdUser}</td>
                <td className={`text-end text-nowrap ${m.type === 'out' ? 'text-danger' : 'text-success'}`}>
                  {m.type === 'out' ? '-' : '+'}
                  <Money value={m.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {dialog?.kind === 'move' && <CashMoveDialog shift={shift} type={dialog.type} by={by} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'x' && <XReportDialog shift={shift} moves={moves.data ?? []} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'close' && (
        <CloseShiftDialog
          shift={shift}
          by={by}
          onClose={() => setDialog(null)}
          onClosed={(id) => {
            setDialog(null);
            onClosed(id);
          }}
        />
      )}
    </>
  );
}
