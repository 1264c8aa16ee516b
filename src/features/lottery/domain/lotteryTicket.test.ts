import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import dayjs from 'dayjs';
import {
  editableFields,
  isNoChange,
  isTicketCode,
  sortTypeOptions,
  searchableCode,
  ticketChange,
  ticketSchema,
  toTicketRow,
  type LotteryTicket,
} from './lotteryTicket';
import { toLotteryTicket } from '../../../entities/lottery/lotteryTicket';

const pageTicket: LotteryTicket = {
  id: '12345678',
  code: '12345678',
  userId: 'customer-01',
  firstName: 'Болормаа',
  lastName: 'Бат',
  phone: '88104729',
  lotteryTypeId: 'type-a',
  orderId: null,
  createdUserId: 'demo-manager',
  createdAtMs: 1_700_000_000_000,
};
const saleTicket: LotteryTicket = { ...pageTicket, id: '87654321', code: '87654321', orderId: 'order-1' };

async function errorsOf(values: Record<string, string>): Promise<Record<string, string>> {
  try {
    await ticketSchema().validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

describe('ticket code', () => {
  it('accepts 1 to 20 digits only', () => {
    expect(isTicketCode('12345678')).toBe(true);
    expect(isTicketCode('0')).toBe(true);
    expect(isTicketCode('1'.repeat(20))).toBe(true);
    expect(isTicketCode('1'.repeat(21))).toBe(false);
    expect(isTicketCode('')).toBe(false);
    expect(isTicketCode('12a4')).toBe(false);
    expect(isTicketCode('-1')).toBe(false);
    expect(isTicketCode('1.5')).toBe(false);
    expect(isTicketCode('١٢٣')).toBe(false);
  });

  it('search: spaces are ignored, anything else but digits is not a code', () => {
    expect(searchableCode(' 1234 5678 ')).toBe('12345678');
    expect(searchableCode('abc')).toBeNull();
    expect(searchableCode('')).toBeNull();
  });
});

describe('ticketSchema: required-field messages', () => {
  it('an empty form gives the three messages', async () => {
    expect(await errorsOf({ code: '', userId: '', lotteryTypeId: '' })).toEqual({
      code: 'lottery.validation.codeEmpty',
      userId: 'lottery.validation.chooseUser',
      lotteryTypeId: 'lottery.validation.chooseType',
    });
  });

  it('a code that is not numeric is "UUID empty" too; blanks around a code are fine', async () => {
    expect(await errorsOf({ code: '12ab', userId: 'u', lotteryTypeId: 't' })).toEqual({ code: 'lottery.validation.codeEmpty' });
    expect(await errorsOf({ code: '   ', userId: 'u', lotteryTypeId: 't' })).toEqual({ code: 'lottery.validation.codeEmpty' });
    expect(await errorsOf({ code: ' 12345678 ', userId: 'u', lotteryTypeId: 't' })).toEqual({});
  });
});

describe('toLotteryTicket / toTicketRow', () => {
  it('reads a sale ticket', () => {
    const at = Timestamp.fromMillis(dayjs('2026-03-04 05:06:07').valueOf());
    const ticket = toLotteryTicket('55555555', {
      id: '55555555',
      lotteryUUID: '55555555',
      userId: 'customer-02',
      user: { firstName: 'Ганболд', lastName: 'Дорж', phone: '88209458' },
      lotteryTypeId: 'type-b',
      orderId: 'order-9',
      createdUserId: 'demo-admin',
      createdAt: at,
    });
    expect(ticket).toEqual({
      id: '55555555',
      code: '55555555',
      userId: 'customer-02',
      firstName: 'Ганболд',
      lastName: 'Дорж',
      phone: '88209458',
      lotteryTypeId: 'type-b',
      orderId: 'order-9',
      createdUserId: 'demo-admin',
      createdAtMs: at.toMillis(),
    });
    const row = toTicketRow(ticket, new Map([['type-b', 'Хаврын сугалаа']]));
    expect(row.typeName).toBe('Хаврын сугалаа');
    expect(row.created).toBe('2026-03-04 05:06:07');
  });

  it('tolerates a legacy document: numeric code and phone, no user, no date, orderId null or empty', () => {
    const ticket = toLotteryTicket('42', { lotteryUUID: 42, user: { phone: 99112233 }, orderId: '' });
    // No lastName in the snapshot: null, so the list reads the customer's name instead.
    expect(ticket).toMatchObject({ code: '42', userId: '', firstName: '', lastName: null, phone: '99112233', orderId: null, createdAtMs: 0 });
    const row = toTicketRow({ ...ticket, lotteryTypeId: 'gone-type' }, new Map());
    expect(row.typeName).toBe('gone-type');
    expect(row.created).toBe('');
    expect(toLotteryTicket('7', {}).code).toBe('7');
  });
});

describe('editing', () => {
  it('a page ticket may change everything; a sale ticket only its type', () => {
    expect(editableFields(null)).toEqual({ code: true, customer: true, type: true });
    expect(editableFields(pageTicket)).toEqual({ code: true, customer: true, type: true });
    expect(editableFields(saleTicket)).toEqual({ code: false, customer: false, type: true });
  });

  it('ticketChange lists only what changed', () => {
    const same = ticketChange(pageTicket, { code: '12345678', userId: 'customer-01', lotteryTypeId: 'type-a' }, { id: 'customer-01', firstName: 'Болормаа', lastName: 'Бат', phone: '88104729' });
    expect(isNoChange(same)).toBe(true);

    const other = { id: 'customer-02', firstName: 'Ганболд', lastName: 'Дорж', phone: '88209458' };
    const change = ticketChange(pageTicket, { code: ' 99990000 ', userId: 'customer-02', lotteryTypeId: 'type-b' }, other);
    expect(change).toEqual({ newCode: '99990000', customer: other, lotteryTypeId: 'type-b' });
    expect(isNoChange(change)).toBe(false);
  });

  it('a customer whose phone changed since is refreshed; an unknown customer is left as it is', () => {
    const refreshed = ticketChange(pageTicket, { code: pageTicket.code, userId: 'customer-01', lotteryTypeId: 'type-a' }, { id: 'customer-01', firstName: 'Болормаа', lastName: 'Бат', phone: '99000000' });
    expect(refreshed.customer).toEqual({ id: 'customer-01', firstName: 'Болормаа', lastName: 'Бат', phone: '99000000' });
    expect(ticketChange(pageTicket, { code: pageTicket.code, userId: 'customer-01', lotteryTypeId: 'type-a' }, null).customer).toBeNull();
  });

  it('a sale ticket ignores a code or customer change and keeps the type change', () => {
    const change = ticketChange(saleTicket, { code: '11111111', userId: 'customer-02', lotteryTypeId: 'type-b' }, { id: 'customer-02', firstName: 'Ганболд', lastName: 'Дорж', phone: '1' });
    expect(change).toEqual({ newCode: null, customer: null, lotteryTypeId: 'type-b' });
  });
});

describe('types', () => {
  it('lists the types newest period first', () => {
    const sorted = sortTypeOptions([
      { id: 'a', name: 'Old', startAt: 1, endAt: 2 },
      { id: 'b', name: 'New', startAt: 10, endAt: 20 },
      { id: 'c', name: 'Any', startAt: 10, endAt: 20 },
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['c', 'b', 'a']);
  });
});
