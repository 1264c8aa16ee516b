import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import './texts';
import { PAYMENT_METHOD_ICONS, PAYMENT_METHODS, paymentMethodKey } from './payment';
import { toggleMethod, type PaymentDraft } from './paymentDraft';

export interface PaymentMethodTogglesProps {
  total: number;
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  /** The group's accessible name (already translated). */
  label: string;
  /** Classes of the row and of each button (the counter and the courier's card size them apart). */
  className: string;
  buttonClassName: string;
  /** Prefix of each button's test id: `${prefix}-${method}`. */
  testIdPrefix: string;
}

/**
 * The payment methods as big toggles (cash, card, QPay, bank), shared by the counter's sale and the
 * courier's payment at the door: turning one on or off goes through toggleMethod (paymentDraft.ts).
 */
export function PaymentMethodToggles({ total, draft, onChange, label, className, buttonClassName, testIdPrefix }: PaymentMethodTogglesProps) {
  const { t } = useTranslation();
  return (
    <div className={className} role="group" aria-label={label}>
      {PAYMENT_METHODS.map((m) => {
        const on = draft.methods.includes(m);
        return (
          <Button
            key={m}
            type="button"
            color={on ? 'primary' : 'secondary'}
            outline={!on}
            className={buttonClassName}
            aria-pressed={on}
            onClick={() => onChange(toggleMethod(draft, m, total))}
            data-testid={`${testIdPrefix}-${m}`}
          >
            <i className={`bi ${PAYMENT_METHOD_ICONS[m]} me-1`} aria-hidden="true" />
            {t(paymentMethodKey(m))}
          </Button>
        );
      })}
    </div>
  );
}
