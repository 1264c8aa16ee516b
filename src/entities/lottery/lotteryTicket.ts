import { serverTimestamp } from 'firebase/firestore';
import { millis, obj, str, type Data } from '../../firebase/fields';

/**
 * Lottery tickets (docs/lottery.md): the code a sale or the lottery screen gives a new ticket, the
 * ticket as read, and the document the lottery screen writes. A ticket is the document
 * lottery/<code>: the numeric code is the document id, so a code is never given twice. A sale writes
 * {id, lotteryUUID, userId, user {firstName, phone}, lotteryTypeId, orderId, createdUserId,
 * createdAt}; the lottery screen writes the same shape with orderId null. Loads without the app's
 * Firebase set-up (the typed collections are lotteryCollections.ts).
 */

/** Digits of a lottery ticket code. */
export const LOTTERY_CODE_LENGTH = 8;

/** A numeric ticket code of 8 digits, not starting with 0 (the code is also the ticket's document id). */
export function lotteryCode(random: () => number = Math.random): string {
  const min = 10 ** (LOTTERY_CODE_LENGTH - 1);
  return String(min + Math.floor(random() * 9 * min));
}

export interface LotteryTicket {
  /** The code (= the document id). */
  id: string;
  code: string;
  userId: string;
  /** The customer snapshot the ticket carries. */
  firstName: string;
  /** null on older tickets, whose snapshot had no last name. */
  lastName: string | null;
  phone: string;
  lotteryTypeId: string;
  /** The order a sale ticket came with; null for a ticket created on the page. */
  orderId: string | null;
  createdUserId: string;
  /** ms since the epoch; 0 when unknown (a pending server timestamp or a legacy document). */
  createdAtMs: number;
}

/** A lottery document -> LotteryTicket (tolerant of legacy documents: missing fields become ''). */
export function toLotteryTicket(id: string, d: Data): LotteryTicket {
  const user = obj(d.user) ?? {};
  const orderId = typeof d.orderId === 'string' && d.orderId !== '' ? d.orderId : null;
  return {
    id,
    code: str(d.lotteryUUID) || id,
    userId: str(d.userId),
    firstName: str(user.firstName),
    lastName: typeof user.lastName === 'string' ? user.lastName : null,
    phone: str(user.phone),
    lotteryTypeId: str(d.lotteryTypeId),
    orderId,
    createdUserId: str(d.createdUserId),
    createdAtMs: millis(d.createdAt),
  };
}

/** The customer snapshot a ticket carries (as a sale writes it). */
export interface TicketCustomer {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** The document a new (or moved) ticket gets: the shape a sale writes, with orderId null. */
export function newTicketData(code: string, customer: TicketCustomer, lotteryTypeId: string, staffUid: string): Record<string, unknown> {
  return {
    id: code,
    lotteryUUID: code,
    userId: customer.id,
    user: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone },
    lotteryTypeId,
    orderId: null,
    createdUserId: staffUid,
    createdAt: serverTimestamp(),
  };
}

/** The fields an in-place edit writes (no new code): the changed customer and type, and updatedAt. */
export function ticketUpdateData(change: { customer: TicketCustomer | null; lotteryTypeId: string | null }): Record<string, unknown> {
  const fields: Record<string, unknown> = { updatedAt: serverTimestamp() };
  if (change.customer) {
    fields.userId = change.customer.id;
    fields.user = { firstName: change.customer.firstName, lastName: change.customer.lastName, phone: change.customer.phone };
  }
  if (change.lotteryTypeId !== null) fields.lotteryTypeId = change.lotteryTypeId;
  return fields;
}
