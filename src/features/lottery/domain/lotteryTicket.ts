import * as yup from 'yup';
import { formatDateTime } from '../../../lib/dates';
import type { LotteryTicket, TicketCustomer } from '../../../entities/lottery/lotteryTicket';

// The ticket as stored, its mapper and its documents are the lottery entity's.
export type { LotteryTicket, TicketCustomer };

/**
 * Lottery tickets (docs/lottery.md): the /lottery page's pure rules.
 *
 * Editing (decisions, enforced the same way in firestore.rules):
 * - a page ticket (orderId null): customer, lottery type and code may change. Changing the code
 *   re-issues the ticket: one transaction deletes lottery/<old> and creates lottery/<new>; the new
 *   document is a new ticket under the rules (createdAt = the server time of the move, createdUserId
 *   = the staff member who moved it), because a create cannot prove which old document it replaces.
 * - a sale ticket (orderId set): it belongs to the order's buyer and the order names its code
 *   (order.lotteryId), so its customer and its code are locked; only the lottery type may change.
 */

/** Longest code the rules accept ('[0-9]{1,20}'). */
export const MAX_CODE_LENGTH = 20;

/** Page sizes: lotteries 10/25/50, default 10. */
export const TICKET_PAGE_SIZES = [10, 25, 50] as const;
export const TICKET_DEFAULT_PAGE_SIZE = 10;

/** The type filter's "all types" value. */
export const ALL_TYPES = 'all';

/** A ticket as the table shows it. */
export interface LotteryTicketRow extends LotteryTicket {
  /** The lottery type's name, or the id when the type is unknown (deleted), '' without a type. */
  typeName: string;
  /** 'YYYY-MM-DD HH:mm:ss', '' when unknown. */
  created: string;
}

export function toTicketRow(ticket: LotteryTicket, typeNames: ReadonlyMap<string, string>): LotteryTicketRow {
  return {
    ...ticket,
    typeName: typeNames.get(ticket.lotteryTypeId) ?? ticket.lotteryTypeId,
    created: formatDateTime(ticket.createdAtMs),
  };
}

/** A code the page accepts: digits only, 1..20 of them (the document id; the rules check the same). */
export function isTicketCode(value: string): boolean {
  return new RegExp(`^[0-9]{1,${MAX_CODE_LENGTH}}$`).test(value);
}

/** The code typed in the search box, trimmed and without inner spaces; null when it cannot be a code. */
export function searchableCode(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  return isTicketCode(code) ? code : null;
}

/** The create/edit form. */
export interface TicketFormValues {
  code: string;
  userId: string;
  lotteryTypeId: string;
}

/** Message keys (t('lottery.validation.*')): the form's 'UUID empty', 'Choose user', 'Choose lottery type'. */
export function ticketSchema(): yup.ObjectSchema<TicketFormValues> {
  return yup.object({
    code: yup
      .string()
      .trim()
      .required('lottery.validation.codeEmpty')
      .test('numeric', 'lottery.validation.codeEmpty', (v) => v === undefined || isTicketCode(v)),
    userId: yup.string().required('lottery.validation.chooseUser'),
    lotteryTypeId: yup.string().required('lottery.validation.chooseType'),
  });
}

/** What the edit dialog lets change on a ticket (see the decisions at the top). */
export interface TicketEditable {
  code: boolean;
  customer: boolean;
  type: boolean;
}

export function editableFields(ticket: Pick<LotteryTicket, 'orderId'> | null): TicketEditable {
  if (!ticket) return { code: true, customer: true, type: true };
  const fromSale = ticket.orderId !== null;
  return { code: !fromSale, customer: !fromSale, type: true };
}

/** The edit as it will be written: the code move (if any) and the changed fields. */
export interface TicketChange {
  /** The new code when it changes (a move), else null. */
  newCode: string | null;
  customer: TicketCustomer | null;
  lotteryTypeId: string | null;
}

/** Compares the form with the ticket; fields the ticket may not change are ignored. */
export function ticketChange(ticket: LotteryTicket, values: TicketFormValues, customer: TicketCustomer | null): TicketChange {
  const allowed = editableFields(ticket);
  const code = values.code.trim();
  const customerChanged =
    allowed.customer && customer !== null && (customer.id !== ticket.userId || customer.firstName !== ticket.firstName || customer.lastName !== ticket.lastName || customer.phone !== ticket.phone);
  return {
    newCode: allowed.code && code !== ticket.code ? code : null,
    customer: customerChanged ? customer : null,
    lotteryTypeId: allowed.type && values.lotteryTypeId !== ticket.lotteryTypeId ? values.lotteryTypeId : null,
  };
}

export function isNoChange(change: TicketChange): boolean {
  return change.newCode === null && change.customer === null && change.lotteryTypeId === null;
}

/** Why a ticket write was refused before it was sent. */
export type TicketProblem = 'codeTaken' | 'gone';

export class TicketWriteError extends Error {
  readonly problem: TicketProblem;

  constructor(problem: TicketProblem) {
    super(`lottery ticket: ${problem}`);
    this.name = 'TicketWriteError';
    this.problem = problem;
  }
}

export interface LotteryTypeOption {
  id: string;
  name: string;
  /** ms; 0 when unknown. */
  startAt: number;
  endAt: number;
}

/** Sorts the types newest period first (then by name): the draw a ticket is usually for comes first. */
export function sortTypeOptions(types: readonly LotteryTypeOption[]): LotteryTypeOption[] {
  return [...types].sort((a, b) => b.startAt - a.startAt || a.name.localeCompare(b.name));
}
