import type { OrderProduct } from '../../../entities/order/order';
import { NO_PAYMENTS, type Payments } from '../../../entities/order/payment';
import { draftPayment, followTotal, paymentDraft, paymentProblem, type PaymentDraft, type PaymentProblem } from '../../../entities/order/paymentDraft';
import { doorSummary, type DoorSummary } from './deliveries';

/**
 * The delivery confirmation wizard's state as a pure draft (docs/delivery.md): the lines refunded
 * at the door, how the rest was paid, the failure shown and what was confirmed. The order's lines
 * come from the order itself; `doorFigures` derives what is collected from both. Another order (or
 * a reopening) starts afresh.
 */
export interface DoorDraft {
  /** The order being confirmed; null: the wizard is closed. */
  orderId: string | null;
  /** The lines refunded at the door (by product id). */
  refundIds: ReadonlySet<string>;
  /** The payment form as the courier left it; null: untouched (the whole amount in cash). */
  payment: PaymentDraft | null;
  /** Why the confirmation failed (already translated). */
  failure: string | null;
  /** What was confirmed, shown until the wizard closes; `notice`: what is left to do (already translated). */
  done: { summary: DoorSummary; payments: Payments; notice: string | null } | null;
}

export type DoorAction =
  /** Another order (null: closed): everything starts afresh. */
  | { type: 'reset'; orderId: string | null }
  | { type: 'toggleRefund'; id: string }
  | { type: 'editPayment'; payment: PaymentDraft }
  /** The courier pressed confirm: an earlier failure goes. */
  | { type: 'confirming' }
  | { type: 'failed'; message: string }
  | { type: 'confirmed'; summary: DoorSummary; payments: Payments; notice?: string | null };

export function initDoor(orderId: string | null): DoorDraft {
  return { orderId, refundIds: new Set(), payment: null, failure: null, done: null };
}

export function reduceDoor(draft: DoorDraft, action: DoorAction): DoorDraft {
  switch (action.type) {
    case 'reset':
      return initDoor(action.orderId);
    case 'toggleRefund': {
      const refundIds = new Set(draft.refundIds);
      if (refundIds.has(action.id)) refundIds.delete(action.id);
      else refundIds.add(action.id);
      return { ...draft, refundIds };
    }
    case 'editPayment':
      return { ...draft, payment: action.payment };
    case 'confirming':
      return { ...draft, failure: null };
    case 'failed':
      return { ...draft, failure: action.message };
    case 'confirmed':
      return { ...draft, done: { summary: action.summary, payments: action.payments, notice: action.notice ?? null } };
  }
}

export interface DoorFigures {
  summary: DoorSummary;
  /** The payment form: paid in cash for the whole amount unless the courier says otherwise; a one-method payment follows the amount. */
  payment: PaymentDraft;
  /** What was paid; nothing when every product came back. */
  payments: Payments;
  /** The payment must add up to what is collected. */
  payProblem: PaymentProblem | null;
}

export function doorFigures(draft: DoorDraft, lines: readonly OrderProduct[]): DoorFigures {
  const summary = doorSummary(lines, draft.refundIds);
  const { collected } = summary;
  const payment = followTotal(draft.payment ?? paymentDraft(collected), collected);
  // Nothing to collect (every product came back): nothing was paid.
  const payments = collected === 0 ? NO_PAYMENTS : draftPayment(payment).payments;
  const payProblem = collected === 0 ? null : paymentProblem(collected, { payments, cashReceived: null });
  return { summary, payment, payments, payProblem };
}
