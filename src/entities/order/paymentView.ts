import { formatThousands } from '../../lib/money';
import { paymentMethodKey, paymentMethodsUsed, type PaymentMethod, type Payments } from './payment';
import './texts';

/**
 * How an order was paid, in one line (the order lists): "Cash 50,000 · Card 50,000", or "Not recorded"
 * for an order made before payments were recorded (and delivery orders, paid at the door).
 */
export function paymentParts(payments: Payments | null | undefined, t: (key: string) => string): { method: PaymentMethod; label: string; amount: string }[] | null {
  if (!payments) return null;
  return paymentMethodsUsed(payments).map((m) => ({ method: m, label: t(paymentMethodKey(m)), amount: formatThousands(payments[m]) }));
}

export function paymentsText(payments: Payments | null | undefined, t: (key: string) => string): string {
  const parts = paymentParts(payments, t);
  if (!parts) return t('order.payment.notRecorded');
  return parts.map((p) => `${p.label} ${p.amount}`).join(' · ');
}
