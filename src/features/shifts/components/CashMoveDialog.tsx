import '../texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormFeedback, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { MoneyInput, showSuccess } from '../../../components';
import { CASH_MAX, CASH_MOVE_REASONS, CASH_NOTE_MAX, type CashMoveReason, type CashMoveType, type Shift } from '../../../entities/shift/shift';
import { recordCashMove, type ShiftActor } from '../api/shiftWrites';
import { moveProblem } from '../domain/cashForm';
import { shiftErrorText } from './shiftErrors';

/** A pay-in or pay-out of the open shift: amount, reason, note (docs/shifts.md). */
export function CashMoveDialog({ shift, type, by, onClose }: { shift: Shift; type: CashMoveType; by: ShiftActor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState<CashMoveReason>(type === 'in' ? 'bank' : 'expense');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = moveProblem(amount, note);
  const save = async () => {
    setTried(true);
    if (problem || amount === null) return;
    setBusy(true);
    setError(null);
    try {
      await recordCashMove(shift.id, { type, amount, reason, note }, by);
      onClose();
      void showSuccess(t(type === 'in' ? 'shifts.move.savedIn' : 'shifts.move.savedOut'));
    } catch (e) {
      console.error('cash move', e);
      setError(shiftErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  const amountProblem = tried && problem && problem !== 'noteTooLong' ? problem : null;
  return (
    <Modal isOpen toggle={busy ? undefined : onClose} data-testid="cash-move-dialog">
      <ModalHeader toggle={busy ? undefined : onClose}>{t(type === 'in' ? 'shifts.move.titleIn' : 'shifts.move.titleOut')}</ModalHeader>
      <ModalBody>
        <Label for={`${id}-amount`}>{t('shifts.move.amount')}</Label>
        <MoneyInput id={`${id}-amount`} value={amount} onChange={setAmount} max={CASH_MAX} invalid={amountProblem !== null} autoFocus data-testid="cash-move-amount" />
        {amountProblem && (
          <div className="text-danger small" data-testid="cash-move-problem">
            {t(`shifts.move.${amountProblem}`)}
          </div>
        )}
        <Label for={`${id}-reason`} className="mt-3">
          {t('shifts.move.reason')}
        </Label>
        <Input id={`${id}-reason`} type="select" value={reason} onChange={(e) => setReason(e.target.value as CashMoveReason)} data-testid="cash-move-reason">
          {CASH_MOVE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`shifts.move.reasons.${r}`)}
            </option>
          ))}
        </Input>
        <Label for={`${id}-note`} className="mt-3">
          {t('shifts.move.note')}
        </Label>
        <Input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} invalid={problem === 'noteTooLong'} data-testid="cash-move-note" />
        {problem === 'noteTooLong' && <FormFeedback>{t('shifts.move.noteTooLong')}</FormFeedback>}
        <div className="form-text">
          {note.trim().length} / {CASH_NOTE_MAX}
        </div>
        {error && (
          <Alert color="danger" className="mt-2 py-2">
            {error}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose} disabled={busy}>
          {t('shifts.move.cancel')}
        </Button>
        <Button color="primary" onClick={() => void save()} disabled={busy} data-testid="cash-move-save">
          {busy && <Spinner size="sm" className="me-2" />}
          {t('shifts.move.save')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
