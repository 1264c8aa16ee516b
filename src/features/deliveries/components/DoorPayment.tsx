import { useId } from 'react';
import { Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import '../../../entities/order/texts';
import './deliveries.css';
import { Money, MoneyInput } from '../../../components';
import { paymentMethodKey } from '../../../entities/order/payment';
import { PaymentMethodToggles } from '../../../entities/order/PaymentMethodToggles';
import { remainingToPay, setMethodAmount, type PaymentDraft } from '../../../entities/order/paymentDraft';

export interface DoorPaymentProps {
  /** What to collect (the delivered products' sold prices). */
  total: number;
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
}

/**
 * How the customer paid at the door, as at the counter (entities/order/paymentDraft): cash for the
 * whole amount by default; another method turned on takes what is left, and with two methods typing
 * one amount sets the other. Thumb-sized: 44 px method buttons and large amount fields.
 */
export function DoorPayment({ total, draft, onChange }: DoorPaymentProps) {
  const { t } = useTranslation();
  const id = useId();
  const split = draft.methods.length > 1;
  const remaining = remainingToPay(draft, total);
  return (
    <section className="border rounded p-2 mt-3" aria-labelledby={`${id}-title`} data-testid="door-payment">
      <h3 className="h6 mb-2" id={`${id}-title`}>
        {t('deliveries.payment.title')}
      </h3>
      <PaymentMethodToggles
        total={total}
        draft={draft}
        onChange={onChange}
        label={t('deliveries.payment.methods')}
        className="dlv-pay-methods"
        buttonClassName="dlv-tap"
        testIdPrefix="door-pay"
      />
      {split && (
        <div className="row g-2 mt-1">
          {draft.methods.map((m) => (
            <div className="col-6" key={m}>
              <Label for={`${id}-${m}`} className="small mb-0">
                {t(paymentMethodKey(m))}
              </Label>
              <MoneyInput id={`${id}-${m}`} bsSize="lg" value={draft.amounts[m]} onChange={(v) => onChange(setMethodAmount(draft, m, v ?? 0, total))} data-testid={`door-pay-amount-${m}`} />
            </div>
          ))}
        </div>
      )}
      {remaining !== 0 && (
        <div className={`mt-2 ${remaining > 0 ? 'text-warning-emphasis' : 'text-danger'}`} role="status" data-testid="door-pay-remaining">
          {t(remaining > 0 ? 'deliveries.payment.remaining' : 'deliveries.payment.over')} <Money value={Math.abs(remaining)} className="fw-semibold" />
        </div>
      )}
    </section>
  );
}
