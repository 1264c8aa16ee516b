import '../texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormFeedback, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { Money, confirmDialog } from '../../../components';
import { CASH_NOTE_MAX, shiftBalance, type Shift } from '../../../entities/shift/shift';
import { formatMoney } from '../../../lib/money';
import { closeShift, type ShiftActor } from '../api/shiftWrites';
import { cashOf, draftTotal, EMPTY_CASH, noteProblem, type CashDraft } from '../domain/cashForm';
import { useStoredDraft } from '../hooks/useStoredDraft';
import { CashCountForm } from './CashCountForm';
import { shiftErrorText } from './shiftErrors';
import { useFiguresNow } from './XReportDialog';

/**
 * The close: the drawer counted, what it should hold (summed now), the difference, a note; then the
 * shift and its counter close in one write and the Z report is shown (docs/shifts.md, "The close").
 */
export function CloseShiftDialog({ shift, by, onClose, onClosed }: { shift: Shift; by: ShiftActor; onClose: () => void; onClosed: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft, clearDraft] = useStoredDraft<CashDraft>(`shift-close-${shift.id}`, EMPTY_CASH);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { figures, error: figuresError, retry } = useFiguresNow(shift);
  const expected = figures ? shiftBalance(figures, shift.float, shift.payIns, shift.payOuts).expectedCash : null;
  const counted = draftTotal(draft);
  const difference = expected === null ? null : counted - expected;
  const submit = async () => {
    setTried(true);
    const cash = cashOf(draft);
    if (!cash.ok || noteProblem(note)) return;
    if (!(await confirmDialog({ text: t('shifts.close.confirm', { counted: formatMoney(cash.amount) }), confirmText: t('shifts.close.submit'), cancelText: t('shifts.close.cancel') }))) return;
    setBusy(true);
    setError(null);
    try {
      await closeShift(shift.id, { count: cash.count, amount: cash.amount, note }, by);
      clearDraft();
      onClosed(shift.id);
    } catch (e) {
      console.error('close shift', e);
      setError(shiftErrorText(e, 'shifts.errors.figures'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal isOpen toggle={busy ? undefined : onClose} size="lg" data-testid="close-shift-dialog">
      <ModalHeader toggle={busy ? undefined : onClose}>{t('shifts.close.title', { no: shift.no })}</ModalHeader>
      <ModalBody>
        <div className="row g-3">
          <div className="col-md-7">
            <CashCountForm draft={draft} onChange={setDraft} showProblems={tried} idPrefix="close" disabled={busy} />
          </div>
          <div className="col-md-5">
            <dl className="row mb-2">
              <dt className="col-7">{t('shifts.close.expected')}</dt>
              <dd className="col-5 text-end" data-testid="close-expected">
                {figuresError ? (
                  <Button size="sm" color="link" className="p-0" onClick={retry}>
                    {t('shifts.retry')}
                  </Button>
                ) : expected === null ? (
                  <Spinner size="sm" />
                ) : (
                  <Money value={expected} />
                )}
              </dd>
              <dt className="col-7">{t('shifts.close.counted')}</dt>
              <dd className="col-5 text-end" data-testid="close-counted">
                <Money value={counted} />
              </dd>
              <dt className="col-7">{t('shifts.close.difference')}</dt>
              <dd className={`col-5 text-end fw-bold ${difference !== null && difference < 0 ? 'text-danger' : ''}`} data-testid="close-difference">
                {difference === null ? '' : formatMoney(difference)}
              </dd>
            </dl>
            {figuresError && <div className="text-danger small">{t('shifts.errors.figures')}</div>}
            <Label for={`${id}-note`}>{t('shifts.close.note')}</Label>
            <Input id={`${id}-note`} type="textarea" rows={2} value={note} onChange={(e) => setNote(e.target.value)} invalid={noteProblem(note) !== null} data-testid="close-note" />
            {noteProblem(note) && <FormFeedback>{t('shifts.close.noteTooLong')}</FormFeedback>}
            <div className="form-text">
              {note.trim().length} / {CASH_NOTE_MAX}
            </div>
          </div>
        </div>
        {error && (
          <Alert color="danger" className="mt-2 py-2" data-testid="close-error">
            {error}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose} disabled={busy}>
          {t('shifts.close.cancel')}
        </Button>
        <Button color="danger" onClick={() => void submit()} disabled={busy} data-testid="close-submit" style={{ minHeight: 44 }}>
          {busy && <Spinner size="sm" className="me-2" />}
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {t('shifts.close.submit')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
