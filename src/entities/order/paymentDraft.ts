import { NO_PAYMENTS, PAYMENT_METHODS, paymentsTotal, singlePayment, type PaymentMethod, type Payments } from './payment';

/**
 * How a customer pays, as a form: the payment part of a store or merchant sale (docs/selling.md:
 * payment) and of a delivery at the door (docs/delivery.md). One or more methods are picked;
 * amounts follow the total so a one-method payment needs no typing, and a two-method split needs
 * one amount. The security rules check the same sum (orders: paidAsRecorded, paidAtDoor).
 */

/** What the sale writes: the amounts and, when the customer paid cash, what they handed over. */
export interface SalePayment {
  payments: Payments;
  /** Cash handed over (>= payments.cash); null when not entered (exact cash, or no cash). */
  cashReceived: number | null;
}

/** A sale that says nothing about payment was paid in cash, exactly (the counter's default). */
export function exactCash(total: number): SalePayment {
  return { payments: singlePayment('cash', total), cashReceived: null };
}

export type PaymentProblem = 'paymentMismatch' | 'paymentNegative' | 'cashShort';

export function paymentProblem(total: number, payment: SalePayment): PaymentProblem | null {
  const p = payment.payments;
  if (PAYMENT_METHODS.some((m) => !Number.isInteger(p[m]) || p[m] < 0)) return 'paymentNegative';
  if (paymentsTotal(p) !== total) return 'paymentMismatch';
  if (payment.cashReceived !== null && payment.cashReceived < p.cash) return 'cashShort';
  return null;
}

/** The payment form: chosen methods (in the order chosen), each one's amount, the cash handed over. */
export interface PaymentDraft {
  methods: PaymentMethod[];
  amounts: Payments;
  cashReceived: number | null;
}

export function paymentDraft(total: number, method: PaymentMethod = 'cash'): PaymentDraft {
  return { methods: [method], amounts: singlePayment(method, total), cashReceived: null };
}

function sumOf(amounts: Payments, methods: readonly PaymentMethod[], except?: PaymentMethod): number {
  return methods.filter((m) => m !== except).reduce((s, m) => s + amounts[m], 0);
}

/**
 * Turns a method on or off. A method turned on takes what is still to pay; a method turned off hands
 * its amount to the first remaining one. The last method cannot be turned off.
 */
export function toggleMethod(draft: PaymentDraft, method: PaymentMethod, total: number): PaymentDraft {
  const on = draft.methods.includes(method);
  if (on) {
    if (draft.methods.length === 1) return draft;
    const methods = draft.methods.filter((m) => m !== method);
    const amounts = { ...draft.amounts, [method]: 0 };
    amounts[methods[0]] = Math.max(0, total - sumOf(amounts, methods, methods[0]));
    return { methods, amounts, cashReceived: method === 'cash' ? null : draft.cashReceived };
  }
  const methods = [...draft.methods, method];
  const amounts = { ...draft.amounts, [method]: Math.max(0, total - sumOf(draft.amounts, draft.methods)) };
  return { ...draft, methods, amounts };
}

/**
 * Sets one method's amount. With two methods the other takes the rest, so "half cash, half card"
 * is one amount typed; with more, the others stay and the form shows what is left.
 */
export function setMethodAmount(draft: PaymentDraft, method: PaymentMethod, amount: number, total: number): PaymentDraft {
  const value = Math.max(0, Math.round(amount));
  const amounts = { ...draft.amounts, [method]: value };
  if (draft.methods.length === 2) {
    const other = draft.methods.find((m) => m !== method);
    if (other) amounts[other] = Math.max(0, total - value);
  }
  return { ...draft, amounts };
}

/** A new total (a product added or removed, VAT ticked): a one-method payment follows it. */
export function followTotal(draft: PaymentDraft, total: number): PaymentDraft {
  if (draft.methods.length !== 1) return draft;
  return { ...draft, amounts: singlePayment(draft.methods[0], total) };
}

export function draftPayment(draft: PaymentDraft): SalePayment {
  const payments: Payments = { ...NO_PAYMENTS };
  for (const m of draft.methods) payments[m] = draft.amounts[m];
  const cashReceived = payments.cash > 0 && draft.cashReceived !== null ? draft.cashReceived : null;
  return { payments, cashReceived };
}

/** What is left to pay (negative: paid too much). */
export function remainingToPay(draft: PaymentDraft, total: number): number {
  return total - sumOf(draft.amounts, draft.methods);
}
