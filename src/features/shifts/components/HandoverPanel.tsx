import '../texts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, Input, Label, Spinner } from 'reactstrap';
import { Money, MoneyInput, showSuccess } from '../../../components';
import { CASH_MAX, CASH_NOTE_MAX } from '../../../entities/shift/shift';
import type { Person } from '../../../entities/person/person';
import { personName } from '../../../entities/person/person';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { readCourierCash } from '../api/shiftFigureQueries';
import { useCourierCashState } from '../api/shiftQueries';
import { recordHandover, ShiftStateError, type HandoverFigures, type ShiftActor } from '../api/shiftWrites';
import { noteProblem } from '../domain/cashForm';
import { shiftErrorText } from './shiftErrors';

/**
 * A courier hands over the cash collected at the door since the last hand-over: the Manager picks the
 * courier, sees the deliveries and their cash, counts it and records the hand-over (docs/shifts.md).
 */
export function HandoverPanel({ couriers, by }: { couriers: readonly Person[]; by: ShiftActor }) {
  const { t } = useTranslation();
  const id = useId();
  const [courierId, setCourierId] = useState('');
  const state = useCourierCashState(courierId || null);
  const [figures, setFigures] = useState<{ key: string; value: HandoverFigures | null; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [counted, setCounted] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = courierId !== '' && !state.loading && !state.error;
  const lastUntil = state.data?.lastUntil ?? null;
  const key = `${courierId}:${state.data?.handovers ?? 0}:${attempt}`;

  useEffect(() => {
    if (!ready) return;
    let live = true;
    readCourierCash(courierId, lastUntil).then(
      (value) => live && setFigures({ key, value, failed: false }),
      (e: unknown) => {
        console.error('courier cash', e);
        if (live) setFigures({ key, value: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // lastUntil changes with handovers (in key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);

  const current = figures && figures.key === key ? figures : null;
  const courier = couriers.find((c) => c.id === courierId) ?? null;
  const difference = current?.value && counted !== null ? counted - current.value.expected : null;

  const save = async () => {
    setTried(true);
    if (!courier || !current?.value || counted === null || noteProblem(note)) return;
    setBusy(true);
    setError(null);
    try {
      await recordHandover({ id: courier.id, name: personName(courier) }, state.data ?? null, current.value, counted, note, by);
      setCounted(null);
      setNote('');
      setTried(false);
      void showSuccess(t('shifts.handover.saved'));
    } catch (e) {
      console.error('hand-over', e);
      setError(shiftErrorText(e));
      if (e instanceof ShiftStateError && e.reason === 'changed') setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-3" data-testid="handover-panel">
      <CardBody>
        <h2 className="h5">{t('shifts.handover.title')}</h2>
        <div style={{ maxWidth: 360 }}>
          <Label for={`${id}-courier`} className="small mb-1">
            {t('shifts.handover.courier')}
          </Label>
          <Input
            id={`${id}-courier`}
            type="select"
            value={courierId}
            onChange={(e) => {
              setCourierId(e.target.value);
              setCounted(null);
              setError(null);
            }}
            data-testid="handover-courier"
          >
            <option value="">{t('shifts.handover.chooseCourier')}</option>
            {couriers.map((c) => (
              <option key={c.id} value={c.id}>
                {personName(c)}
              </option>
            ))}
          </Input>
        </div>
        {courierId && (state.error || current?.failed) && (
          <Alert color="danger" className="mt-2 d-flex align-items-center gap-2 py-2">
            {t('shifts.handover.readFailed')}
            <Button size="sm" color="danger" outline onClick={() => (state.error ? state.retry?.() : setAttempt((n) => n + 1))}>
              {t('shifts.retry')}
            </Button>
          </Alert>
        )}
        {courierId && !state.error && !current?.failed && (
          <div className="mt-3" data-testid="handover-figures">
            <p className="small text-body-secondary mb-1">
              {lastUntil ? t('shifts.handover.since', { at: formatDateTime(lastUntil.toMillis()) }) : t('shifts.handover.sinceStart')}
            </p>
            {!current ? (
              <span className="small">
                <Spinner size="sm" className="me-1" />
                {t('shifts.handover.reading')}
              </span>
            ) : !current.value ? (
              <Alert color="light" className="py-2" data-testid="handover-nothing">
                {t('shifts.handover.nothing')}
              </Alert>
            ) : (
              <>
                <dl className="row mb-2" style={{ maxWidth: 480 }}>
                  <dt className="col-7">{t('shifts.handover.deliveries')}</dt>
                  <dd className="col-5 text-end" data-testid="handover-deliveries">
                    {current.value.deliveries}
                  </dd>
                  <dt className="col-7">{t('shifts.handover.expected')}</dt>
                  <dd className="col-5 text-end" data-testid="handover-expected">
                    <Money value={current.value.expected} />
                  </dd>
                  <dt className="col-7">
                    <label htmlFor={`${id}-counted`} className="mb-0">
                      {t('shifts.handover.counted')}
                    </label>
                  </dt>
                  <dd className="col-5">
                    <MoneyInput id={`${id}-counted`} value={counted} onChange={setCounted} max={CASH_MAX} invalid={tried && counted === null} data-testid="handover-counted" />
                    {tried && counted === null && <div className="text-danger small">{t('shifts.handover.counterMissing')}</div>}
                  </dd>
                  <dt className="col-7">{t('shifts.handover.difference')}</dt>
                  <dd className={`col-5 text-end fw-bold ${difference !== null && difference < 0 ? 'text-danger' : ''}`} data-testid="handover-difference">
                    {difference === null ? '' : formatMoney(difference)}
                  </dd>
                </dl>
                <div style={{ maxWidth: 480 }}>
                  <Label for={`${id}-note`} className="small mb-1">
                    {t('shifts.handover.note')}
                  </Label>
                  <Input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} invalid={noteProblem(note) !== null} data-testid="handover-note" />
                  {noteProblem(note) && <div className="text-danger small">{t('shifts.close.noteTooLong')}</div>}
                  <div className="form-text">
                    {note.trim().length} / {CASH_NOTE_MAX}
                  </div>
                </div>
                {error && (
                  <Alert color="danger" className="mt-2 py-2">
                    {error}
                  </Alert>
                )}
                <Button color="primary" className="mt-2" style={{ minHeight: 44 }} onClick={() => void save()} disabled={busy} data-testid="handover-save">
                  {busy && <Spinner size="sm" className="me-2" />}
                  {t('shifts.handover.save')}
                </Button>
              </>
            )}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
