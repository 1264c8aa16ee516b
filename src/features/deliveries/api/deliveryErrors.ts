import type { Payments } from '../../../entities/order/payment';

// What the delivery writes throw and take, shared by the small and the large writes.

/** The order is no longer in the state the screen showed (someone else acted on it). */
export class OrderStateError extends Error {
  constructor(readonly orderId: string) {
    super(`order ${orderId} changed`);
    this.name = 'OrderStateError';
  }
}


/** The payment recorded at the door does not add up to what was delivered (or has a bad part). */
export class DoorPaymentError extends Error {
  constructor(
    readonly orderId: string,
    readonly expected: number,
  ) {
    super(`order ${orderId}: the payment does not add up to ${expected}`);
    this.name = 'DoorPaymentError';
  }
}

/** What the courier records at the door: the products the customer refused, and how the rest was paid. */
export interface DoorConfirmation {
  refundIds: ReadonlySet<string>;
  /** Adds up to the delivered total (the order's lines less the refunded ones). */
  payments: Payments;
}

