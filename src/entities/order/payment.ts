import { int, obj, type Data } from '../../firebase/fields';

/**
 * How an order was paid (docs/selling.md: payment). Store and merchant sales record it when they are
 * made: one amount per method, whole tugrik, adding up to the order's total (the security rules check
 * the sum); cash may be split with the others. `cashReceived` is what the customer handed over in cash,
 * so the change is cashReceived - cash. Delivery orders are paid at the door: they are created without
 * payments, and the courier's confirmation records them (adding up to what was delivered).
 */

export type PaymentMethod = 'cash' | 'card' | 'qpay' | 'bank';

/** In the order the counter offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'qpay', 'bank'];

/** The Bootstrap icon of each method (the counter's and the courier's method buttons). */
export const PAYMENT_METHOD_ICONS: Record<PaymentMethod, string> = {
  cash: 'bi-cash-coin',
  card: 'bi-credit-card',
  qpay: 'bi-qr-code',
  bank: 'bi-bank',
};

/** Amount paid by each method (every method present, 0 when unused). */
export type Payments = Record<PaymentMethod, number>;

export const NO_PAYMENTS: Payments = { cash: 0, card: 0, qpay: 0, bank: 0 };

/** Everything paid by one method. */
export function singlePayment(method: PaymentMethod, amount: number): Payments {
  return { ...NO_PAYMENTS, [method]: amount };
}

export function paymentsTotal(p: Payments): number {
  return PAYMENT_METHODS.reduce((sum, m) => sum + p[m], 0);
}

/** The methods actually used, in PAYMENT_METHODS order. */
export function paymentMethodsUsed(p: Payments): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => p[m] > 0);
}

/** The change to hand back: cash received beyond the cash part (0 when no cash or none received). */
export function changeDue(p: Payments, cashReceived: number | null | undefined): number {
  return cashReceived && cashReceived > p.cash ? cashReceived - p.cash : 0;
}

/** Stored `payments` -> Payments, or null for orders made before payments were recorded (or not yet delivered). */
export function toPayments(v: unknown): Payments | null {
  const d: Data | null = obj(v);
  if (!d) return null;
  return { cash: int(d.cash), card: int(d.card), qpay: int(d.qpay), bank: int(d.bank) };
}

/** i18n key of a method's name (order texts). */
export function paymentMethodKey(m: PaymentMethod): string {
  return `order.payment.${m}`;
}
