import '../texts';
import type { ReactNode } from 'react';
import { FormFeedback, Input, Label, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { LotteryTypeInfo } from '../domain/sale';

export interface LotteryStepProps {
  /** The offered lottery type (docs/selling.md, lottery offer), or null: 'Сугалаа байхгүй'. */
  offer: LotteryTypeInfo | null;
  /** The code of the ticket the sale will give, or null while it will give none (a walk-in customer without a phone). */
  code: string | null;
  loading: boolean;
  /** A walk-in customer's phone field: their ticket exists only with a phone (docs/selling.md, walk-in customers). */
  phone?: ReactNode;
}

/**
 * Sell in store, step 3: the lottery ticket code the customer gets, or the no-lottery message. A
 * code shows only for a ticket the sale will store: a walk-in customer's once a phone is given.
 */
export function LotteryStep({ offer, code, loading, phone }: LotteryStepProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div role="status" className="text-center text-muted py-4">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        {t('selling.wizard.loading')}
      </div>
    );
  }
  return (
    <div data-testid="sale-step-lottery" className="text-center py-3">
      {offer ? (
        <>
          <i className="bi bi-ticket-perforated text-primary" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
          <p className="text-muted mb-1" data-testid="lottery-offered">
            {t(phone ? 'selling.wizard.lottery.offeredWithPhone' : 'selling.wizard.lottery.offered')}
          </p>
          <p className="fw-semibold mb-1" data-testid="lottery-type-name">
            {offer.name}
          </p>
          <p className="small text-muted mb-2">
            {t('selling.wizard.lottery.threshold')} <Money value={offer.price} />
          </p>
          {phone}
          {code !== null && (
            <>
              <div className="text-muted small mt-2">{t('selling.wizard.lottery.code')}</div>
              <div className="display-6 fw-bold font-monospace text-break" data-testid="lottery-code">
                {code}
              </div>
            </>
          )}
        </>
      ) : (
        <>
          <i className="bi bi-ticket text-secondary" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
          <p className="h5 mt-2 mb-0" data-testid="lottery-none">
            {t('selling.wizard.lottery.none')}
          </p>
        </>
      )}
    </div>
  );
}

export interface TicketPhoneFieldProps {
  value: string;
  /** The number is partial: its message shows. */
  invalid: boolean;
  onChange: (phone: string) => void;
}

/** A walk-in customer's phone for the lottery ticket: empty gives no ticket. */
export function TicketPhoneField({ value, invalid, onChange }: TicketPhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto text-start my-2" style={{ maxWidth: '20rem' }}>
      <Label for="sale-ticket-phone" className="small mb-1">
        {t('selling.ticketPhone.label')}
      </Label>
      <Input
        id="sale-ticket-phone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        data-testid="sale-ticket-phone"
      />
      <FormFeedback>{t('selling.ticketPhone.invalid')}</FormFeedback>
      <div className="form-text" data-testid="sale-ticket-phone-hint">
        {value.trim() === '' ? t('selling.ticketPhone.skipped') : t('selling.ticketPhone.hint')}
      </div>
    </div>
  );
}
