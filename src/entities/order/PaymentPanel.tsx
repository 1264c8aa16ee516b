import './texts';
import { useId } from 'react';
import { Alert, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money, MoneyInput } from '../../components';
import { changeDue, paymentMethodKey } from './payment';
import { PaymentMethodToggles } from './PaymentMethodToggles';
import { draftPayment, remainingToPay, setMethodAmount, type PaymentDraft } from './paymentDraft';

export interface PaymentPanelProps {
  total: number;
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  /** The refusal shown after Sell was pressed (already translated), or null. */
  error: string | null;
  /** Money going back to the customer (a return): titled so, no cash received nor change. */
  paidBack?: boolean;
}

/**
 * How the customer pays (docs/selling.md: payment): one or more methods as big toggles (cash is
 * on by default for the whole total); with two methods, typing one amount sets the other; the cash
 * handed over gives the change to return. Its fields take half its width below 1200 px: on the
 * counter tablet the sale's panel is half of the dialog, beside the sale's summary.
 */
export function PaymentPanel({ total, draft, onChange, error, paidBack = false }: PaymentPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const split = draft.methods.length > 1;
  const remaining = remainingToPay(draft, total);
  const payment = draftPayment(draft);
  const change = changeDue(payment.payments, payment.cashReceived);
  const hasCash = draft.methods.includes('cash') && !paidBack;
  return (
    <section className="payment-panel border rounded p-2 mt-3" aria-labelledby={`${id}-title`} data-testid={paidBack ? 'paid-back' : 'sale-payment'}>
      <h3 className="h6 mb-2" id={`${id}-title`}>
        {paidBack ? t('order.payment.paidBack') : t('order.payment.title')}
      </h3>
      <PaymentMethodToggles
        total={total}
        draft={draft}
        onChange={onChange}
        label={t('order.payment.methods')}
        className="d-flex flex-wrap gap-2 mb-2"
        buttonClassName="payment-method"
        testIdPrefix={paidBack ? 'back' : 'pay'}
      />
      {split && (
        <div className="row g-2 mb-2">
          {draft.methods.map((m) => (
            <div className="col-6 col-xl-3" key={m}>
              <Label for={`${id}-${m}`} className="small mb-0">
                {t(paymentMethodKey(m))}
              </Label>
              <MoneyInput
                id={`${id}-${m}`}
                bsSize="sm"
                value={draft.amounts[m]}
                onChange={(v) => onChange(setMethodAmount(draft, m, v ?? 0, total))}
                data-testid={`${paidBack ? 'back' : 'pay'}-amount-${m}`}
              />
            </div>
          ))}
        </div>
      )}
      {hasCash && (
        <div className="row g-2 align-items-end mb-1">
          <div className="col-6 col-xl-4">
            <Label for={`${id}-received`} className="small mb-0">
              {t('order.payment.cashReceived')}
            </Label>
            <MoneyInput
              id={`${id}-received`}
              bsSize="sm"
              value={draft.cashReceived}
              placeholder={t('order.payment.exact')}
              onChange={(v) => onChange({ ...draft, cashReceived: v })}
              data-testid="pay-cash-received"
            />
          </div>
          <div className="col-6 col-xl-4 small">
            {t('order.payment.change')}:{' '}
            <strong className="fs-5" data-testid="pay-change">
              <Money value={change} />
            </strong>
          </div>
        </div>
      )}
      {remaining !== 0 && (
        <div className={`small ${remaining > 0 ? 'text-warning-emphasis' : 'text-danger'}`} data-testid="pay-remaining" role="status">
          {remaining > 0 ? t('order.payment.remaining') : t('order.payment.over')} <Money value={Math.abs(remaining)} />
        </div>
      )}
      {error && (
        <Alert color="danger" className="py-2 mt-2 mb-0" role="alert" data-testid="pay-error">
          {error}
        </Alert>
      )}
    </section>
  );
}
