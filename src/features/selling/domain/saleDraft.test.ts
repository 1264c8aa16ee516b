import { describe, expect, it } from 'vitest';
import { toProduct } from '../../../entities/product/product';
import { toPerson } from '../../../entities/person/person';
import { paymentDraft, setMethodAmount, toggleMethod } from '../../../entities/order/paymentDraft';
import { EMPTY_DELIVERY } from './deliveryForm';
import { SaleInputError, type LotteryTypeInfo } from './sale';
import {
  buyerChosen,
  confirmBuyer,
  currentStep,
  drawTicket,
  init,
  reduce,
  saleFigures,
  saleSteps,
  ticketPhoneOk,
  toSaleInput,
  type SaleAction,
  type SaleDraft,
} from './saleDraft';

const NOW = 1_700_000_000_000;
const full = toProduct('p1', { name: 'Nike Air 40', sku: '123456', price: 120_000, originalPrice: 120_000, locationType: 'store', locationId: 's1' });
const discounted = toProduct('p2', { name: 'Хивс 2x3', sku: '654321', price: 80_000, originalPrice: 100_000, isDiscount: true, locationType: 'store', locationId: 's1' });
const third = toProduct('p3', { name: 'Гутал', sku: '777001', price: 100_000, originalPrice: 100_000, locationType: 'store', locationId: 's1' });
const customer = toPerson('c1', { lastName: 'Батболд', firstName: 'Сараа', phone: '88112233', address: 'Хан-Уул, 3-р хороо' });
const manager = { role: 'Manager', locationId: null } as const;
const LOTTERY: LotteryTypeInfo = { id: 'lt1', name: 'Шинэ жил', price: 100_000, startAt: NOW - 1000, endAt: NOW + 1000 };
const types = { data: [LOTTERY], loading: false };

const store = (products = [full, discounted]) => init({ kind: 'store', open: true, products });
const run = (draft: SaleDraft, ...actions: SaleAction[]) => actions.reduce(reduce, draft);

describe('init', () => {
  it('starts with the products, nobody chosen, nothing typed, on the first step', () => {
    const d = store();
    expect(d).toMatchObject({ kind: 'store', open: true, products: [full, discounted], buyer: null, walkIn: false, delivery: EMPTY_DELIVERY, ticket: null, payment: null, done: null, step: 0 });
    expect(d.vat.size).toBe(0);
    expect(buyerChosen(d)).toBe(false);
  });
});

describe('reduce', () => {
  it('reset: everything starts afresh with the new products', () => {
    const d = run(store(), { type: 'chooseBuyer', person: customer }, { type: 'toggleVat', productId: 'p1', on: true }, { type: 'step', index: 2 });
    const reset = reduce(d, { type: 'reset', open: false, products: [third] });
    expect(reset).toEqual(init({ kind: 'store', open: false, products: [third] }));
  });

  it('chooseBuyer: the buyer, the walk-in and the messages cleared; a delivery starts at the customer\'s address', () => {
    const d = run(store(), { type: 'chooseWalkIn' }, { type: 'register', typed: '88' }, { type: 'failed', message: 'x' }, { type: 'chooseBuyer', person: customer });
    expect(d).toMatchObject({ buyer: customer, walkIn: false, registering: false, failure: null, delivery: EMPTY_DELIVERY });
    const delivery = reduce(init({ kind: 'delivery', open: true, products: [full] }), { type: 'chooseBuyer', person: customer });
    expect(delivery.delivery.address).toBe('Хан-Уул, 3-р хороо');
  });

  it('chooseWalkIn: no buyer, a walk-in customer', () => {
    const d = run(store(), { type: 'chooseBuyer', person: customer }, { type: 'chooseWalkIn' });
    expect(d).toMatchObject({ buyer: null, walkIn: true, registering: false });
    expect(buyerChosen(d)).toBe(true);
  });

  it('register / cancelRegister: the form, starting from what was typed', () => {
    const d = reduce(store(), { type: 'register', typed: '8899' });
    expect(d).toMatchObject({ registering: true, typed: '8899' });
    expect(reduce(d, { type: 'cancelRegister' }).registering).toBe(false);
  });

  it('confirmBuyer: asks for a buyer, or judges the offer from now on', () => {
    const missing = reduce(store(), { type: 'confirmBuyer', at: NOW });
    expect(missing).toMatchObject({ buyerMissing: true, judgedAt: null });
    const chosen = run(missing, { type: 'chooseBuyer', person: customer }, { type: 'confirmBuyer', at: NOW });
    expect(chosen).toMatchObject({ buyerMissing: false, judgedAt: NOW });
    expect(confirmBuyer()).toMatchObject({ type: 'confirmBuyer', at: expect.any(Number) });
  });

  it('editDelivery / confirmDelivery: messages after Continue; a corrected field loses its own at once', () => {
    const d = reduce(init({ kind: 'delivery', open: true, products: [full] }), { type: 'confirmDelivery' });
    expect(Object.keys(d.deliveryShown).sort()).toEqual(['address', 'duureg']);
    const point = reduce(d, { type: 'editDelivery', delivery: { ...d.delivery, duureg: 'd1', duuregName: 'Хан-Уул' } });
    expect(point.deliveryShown).toEqual({ address: 'selling.wizard.errors.address' });
    // A field not yet shown waits for Continue.
    const long = reduce(point, { type: 'editDelivery', delivery: { ...point.delivery, addressDescription: 'x'.repeat(501) } });
    expect(long.deliveryShown.addressDescription).toBeUndefined();
    expect(reduce(long, { type: 'confirmDelivery' }).deliveryShown.addressDescription).toBe('selling.wizard.errors.descriptionLong');
  });

  it('scanned: the message, and the product added once; removeProduct drops it and the message', () => {
    const message = { tone: 'success', text: 'added' } as const;
    const d = run(store([full]), { type: 'scanned', product: third, message }, { type: 'scanned', product: third, message });
    expect(d.products).toEqual([full, third]);
    expect(d.codeMessage).toBe(message);
    expect(reduce(d, { type: 'scanned', message: { tone: 'danger', text: 'unknown' } }).products).toHaveLength(2);
    const removed = reduce(d, { type: 'removeProduct', productId: 'p3' });
    expect(removed).toMatchObject({ products: [full], codeMessage: null });
  });

  it('toggleVat: ticks and clears a product', () => {
    const d = reduce(store(), { type: 'toggleVat', productId: 'p1', on: true });
    expect([...d.vat]).toEqual(['p1']);
    expect(reduce(d, { type: 'toggleVat', productId: 'p1', on: false }).vat.size).toBe(0);
  });

  it('drawTicket: once per opening, store sales only', () => {
    const d = run(store(), { type: 'drawTicket', code: '12345678', at: NOW }, { type: 'drawTicket', code: '87654321', at: NOW + 5 });
    expect(d.ticket).toEqual({ code: '12345678', at: NOW });
    const merchant = init({ kind: 'merchant', open: true, products: [full] });
    expect(reduce(merchant, { type: 'drawTicket', code: '12345678', at: NOW }).ticket).toBeNull();
    expect(drawTicket()).toMatchObject({ type: 'drawTicket', code: expect.stringMatching(/^[1-9][0-9]{7}$/) });
  });

  it('editTicketPhone / confirmTicketPhone: a partial number is said on Continue, and typing clears it', () => {
    const d = run(store(), { type: 'chooseWalkIn' }, { type: 'editTicketPhone', phone: '8811' }, { type: 'confirmTicketPhone', offered: true });
    expect(d.ticketPhoneShown).toBe(true);
    expect(reduce(d, { type: 'editTicketPhone', phone: '88112' }).ticketPhoneShown).toBe(false);
    expect(reduce(d, { type: 'confirmTicketPhone', offered: false }).ticketPhoneShown).toBe(false);
  });

  it('editPayment, selling, paymentRefused, failed, sold, step', () => {
    const pay = paymentDraft(1000, 'card');
    let d = run(store(), { type: 'paymentRefused', problem: 'cashShort' }, { type: 'editPayment', payment: pay });
    expect(d).toMatchObject({ payment: pay, paymentRefused: null });
    d = run(d, { type: 'paymentRefused', problem: 'paymentMismatch' }, { type: 'failed', message: 'sold meanwhile' });
    expect(d).toMatchObject({ paymentRefused: 'paymentMismatch', failure: 'sold meanwhile' });
    expect(reduce(d, { type: 'selling' })).toMatchObject({ paymentRefused: null, failure: null });
    const done = { orderId: 'o1', total: 200_000, change: 0, lotteryCode: null };
    expect(reduce(d, { type: 'sold', done }).done).toBe(done);
    expect(reduce(d, { type: 'step', index: 3 }).step).toBe(3);
  });
});

describe('checks', () => {
  it('ticketPhoneOk: a walk-in customer\'s phone is empty or whole when a ticket is offered', () => {
    const walkIn = reduce(store(), { type: 'chooseWalkIn' });
    const phone = (p: string) => reduce(walkIn, { type: 'editTicketPhone', phone: p });
    expect(ticketPhoneOk(phone(''), true)).toBe(true);
    expect(ticketPhoneOk(phone('8811'), true)).toBe(false);
    expect(ticketPhoneOk(phone(' 88112233 '), true)).toBe(true);
    expect(ticketPhoneOk(phone('8811'), false)).toBe(true);
    expect(ticketPhoneOk(reduce(store(), { type: 'editTicketPhone', phone: '1' }), true)).toBe(true);
  });
});

describe('saleFigures', () => {
  it('totals once, VAT only where allowed and never for a merchant', () => {
    const d = run(store(), { type: 'toggleVat', productId: 'p1', on: true }, { type: 'toggleVat', productId: 'p2', on: true });
    const f = saleFigures(d, manager, types);
    expect(f.lines).toEqual([
      { productId: 'p1', isNoat: true },
      { productId: 'p2', isNoat: true },
    ]);
    expect(f.totals.soldTotalPrice).toBe(132_000 + 80_000);
    const merchant = reduce(init({ kind: 'merchant', open: true, products: [full] }), { type: 'toggleVat', productId: 'p1', on: true });
    expect(saleFigures(merchant, manager, types).lines).toEqual([{ productId: 'p1', isNoat: false }]);
  });

  it('the problem of the selection itself', () => {
    expect(saleFigures(store([]), manager, types).problem).toBe('empty');
    expect(saleFigures(store(), { role: 'Call Centre', locationId: null }, types).problem).toBe('notAllowed');
    expect(saleFigures(store(), manager, types).problem).toBeNull();
  });

  it('the lottery: offered as of the buyer, then of the ticket; a walk-in customer\'s only with a phone', () => {
    const before = saleFigures(store(), manager, types);
    expect(before).toMatchObject({ offer: null, ticketGiven: false, withLottery: true });
    const judged = run(store(), { type: 'chooseWalkIn' }, { type: 'confirmBuyer', at: NOW });
    expect(saleFigures(judged, manager, types)).toMatchObject({ offer: LOTTERY, ticketGiven: false, withLottery: true });
    const drawn = reduce(judged, { type: 'drawTicket', code: '12345678', at: NOW });
    expect(saleFigures(drawn, manager, types).ticketGiven).toBe(false);
    expect(saleFigures(reduce(drawn, { type: 'editTicketPhone', phone: '88112233' }), manager, types).ticketGiven).toBe(true);
    // A period ended when the ticket was drawn: no offer, no lottery step.
    const late = run(judged, { type: 'drawTicket', code: '12345678', at: NOW + 5000 });
    expect(saleFigures(late, manager, types)).toMatchObject({ offer: null, withLottery: false });
    // Types still loading: the step stays.
    expect(saleFigures(late, manager, { data: [], loading: true }).withLottery).toBe(true);
    expect(saleFigures(init({ kind: 'delivery', open: true, products: [full] }), manager, types).withLottery).toBe(false);
  });

  it('the payment follows the total while one method pays it all, and is checked', () => {
    const d = store();
    const f = saleFigures(d, manager, types);
    expect(f.paid).toEqual({ payments: { cash: 200_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null });
    expect(f.unpaid).toBeNull();
    const split = setMethodAmount(toggleMethod(f.payment, 'card', 200_000), 'cash', 1000, 200_000);
    expect(saleFigures(reduce(d, { type: 'editPayment', payment: { ...split, amounts: { ...split.amounts, card: 0 } } }), manager, types).unpaid).toBe('paymentMismatch');
    // A delivery is paid at the door.
    expect(saleFigures(init({ kind: 'delivery', open: true, products: [full] }), manager, types)).toMatchObject({ paid: undefined, unpaid: null });
  });
});

describe('toSaleInput', () => {
  it('a customer\'s store sale with VAT, a ticket and the payment', () => {
    const d = run(
      store(),
      { type: 'chooseBuyer', person: customer },
      { type: 'confirmBuyer', at: NOW },
      { type: 'toggleVat', productId: 'p1', on: true },
      { type: 'drawTicket', code: '12345678', at: NOW },
    );
    expect(toSaleInput(d, saleFigures(d, manager, types))).toEqual({
      kind: 'store',
      products: [full, discounted],
      lines: [
        { productId: 'p1', isNoat: true },
        { productId: 'p2', isNoat: false },
      ],
      buyer: { id: 'c1', firstName: 'Сараа', lastName: 'Батболд', phone: '88112233' },
      lottery: { lotteryTypeId: 'lt1', code: '12345678' },
      payment: { payments: { cash: 212_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null },
    });
  });

  it('a walk-in customer: the phone only with the ticket', () => {
    const d = run(store(), { type: 'chooseWalkIn' }, { type: 'confirmBuyer', at: NOW }, { type: 'drawTicket', code: '12345678', at: NOW });
    expect(toSaleInput(d, saleFigures(d, manager, types))).toMatchObject({ buyer: { id: null, phone: '' }, lottery: null });
    const withPhone = reduce(d, { type: 'editTicketPhone', phone: ' 88112233 ' });
    expect(toSaleInput(withPhone, saleFigures(withPhone, manager, types))).toMatchObject({
      buyer: { id: null, firstName: '', lastName: '', phone: '88112233' },
      lottery: { lotteryTypeId: 'lt1', code: '12345678' },
    });
  });

  it('a delivery: the point and the trimmed address, no payment, no ticket', () => {
    const d = run(
      init({ kind: 'delivery', open: true, products: [full] }),
      { type: 'chooseBuyer', person: customer },
      { type: 'editDelivery', delivery: { duureg: 'd2', duuregName: 'Баянзүрх', address: ' Баянзүрх ', addressDescription: ' код ' } },
    );
    expect(toSaleInput(d, saleFigures(d, manager, types))).toEqual({
      kind: 'delivery',
      products: [full],
      lines: [{ productId: 'p1', isNoat: false }],
      buyer: { id: 'c1', firstName: 'Сараа', lastName: 'Батболд', phone: '88112233' },
      delivery: { duureg: 'd2', address: 'Баянзүрх', addressDescription: 'код' },
      lottery: null,
    });
  });

  it('refuses while nobody is chosen', () => {
    const d = store();
    expect(() => toSaleInput(d, saleFigures(d, manager, types))).toThrow(SaleInputError);
  });
});

describe('saleSteps', () => {
  it('per kind, the lottery only when offered, only what was sold once done', () => {
    expect(saleSteps(store(), { withLottery: true })).toEqual(['buyer', 'products', 'lottery', 'confirm']);
    expect(saleSteps(store(), { withLottery: false })).toEqual(['buyer', 'products', 'confirm']);
    expect(saleSteps(init({ kind: 'delivery', open: true, products: [] }), { withLottery: false })).toEqual(['buyer', 'delivery', 'products', 'confirm']);
    expect(saleSteps(init({ kind: 'merchant', open: true, products: [] }), { withLottery: false })).toEqual(['buyer', 'products', 'confirm']);
    const done = reduce(store(), { type: 'sold', done: { orderId: 'o1', total: 1, change: 0, lotteryCode: null } });
    expect(saleSteps(done, { withLottery: true })).toEqual(['done']);
  });

  it('currentStep: the index within the steps there are', () => {
    const d = reduce(store(), { type: 'step', index: 1 });
    expect(currentStep(d, ['buyer', 'products', 'confirm'])).toBe('products');
    expect(currentStep(reduce(d, { type: 'step', index: 7 }), ['done'])).toBe('done');
  });
});
