import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, CardTitle, Spinner } from 'reactstrap';
import { useStoredDraft } from '../hooks/useStoredDraft';
import { openShift, type ShiftActor } from '../api/shiftWrites';
import { cashOf, EMPTY_CASH, type CashDraft } from '../domain/cashForm';
import { CashCountForm } from './CashCountForm';
import { shiftErrorText } from './shiftErrors';

/** No shift is open at the store: count the float and open one (docs/shifts.md, "Opening"). */
export function OpenShiftCard({ storeId, by }: { storeId: string; by: ShiftActor }) {
  const { t } = useTranslation();
  // The count survives a reload or a failed write (a seller counting a full drawer must not start over).
  const [draft, setDraft, clearDraft] = useStoredDraft<CashDraft>(`shift-float-${storeId}`, EMPTY_CASH);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setTried(true);
    const cash = cashOf(draft);
    if (!cash.ok) return;
    setBusy(true);
    setError(null);
    try {
      await openShift(storeId, { count: cash.count, amount: cash.amount }, by);
      clearDraft();
      setTried(false);
    } catch (e) {
      console.error('open shift', e);
      setError(shiftErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="mb-3" data-testid="shift-open-card">
      <CardBody>
        <CardTitle tag="h2" className="h5">
          {t('shifts.open.title')}
        </CardTitle>
        <p className="text-body-secondary small mb-2">{t('shifts.none')}</p>
        <p className="fw-semibold mb-1">{t('shifts.open.float')}</p>
        <CashCountForm draft={draft} onChange={setDraft} showProblems={tried} idPrefix="float" disabled={busy} />
        {error && (
          <Alert color="danger" className="mt-2 py-2" data-testid="shift-open-error">
            {error}
          </Alert>
        )}
        <Button color="primary" className="mt-2" style={{ minHeight: 44 }} onClick={() => void submit()} disabled={busy} data-testid="shift-open">
          {busy && <Spinner size="sm" className="me-2" />}
          <i className="bi bi-unlock me-1" aria-hidden="true" />
          {t('shifts.open.submit')}
        </Button>
      </CardBody>
    </Card>
  );
}
