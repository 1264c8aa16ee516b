import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import type { Order } from '../order';
import { NO_PAYMENTS } from '../payment';
import { deliverySlipContentOf, receiptContentOf, receiptCustomer, receiptLine, receiptShop } from './receiptContent';
import { deliverySlipHtml, escapeHtml, receiptCss, receiptHtml, returnReceiptHtml, type DeliverySlipTexts, type ReceiptTexts } from './receiptHtml';

const texts: ReceiptTexts = {
  lang: 'mn',
  title: 'Худалдан авалтын баримт',
  date: 'Огноо',
  order: 'Захиалгын №',
  seller: 'Худалдагч',
  customer: 'Худалдан авагч',
  size: 'Размер',
  sku: 'Баркод',
  vat: 'НӨАТ орсон',
  total: 'Нийт дүн',
  payment: 'Төлбөр',
  methods: { cash: 'Бэлэн', card: 'Карт', qpay: 'QPay', bank: 'Дансаар' },
  notRecorded: 'Бүртгээгүй',
  cashReceived: 'Авсан бэлэн',
  change: 'Хариулт',
  lottery: 'Сугалааны код',
  thanks: 'Баярлалаа!',
};

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>';

function order(over: Partial<Order> = {}): Order {
  return {
    id: 'ORD123',
    products: [
      { id: 'p1', name: 'Гутал Өндөр', sku: '100001', price: 110_000, originalPrice: 100_000, isNoat: true, size: '40', colors: [], categories: [], pics: [] },
      { id: 'p2', name: 'Үүргэвч', sku: '100002', price: 90_000, originalPrice: 120_000, isNoat: false, size: 'M', colors: [], categories: [], pics: [] },
    ],
    purchaseType: 'store',
    pending_status: 'done',
    quantity: 2,
    soldTotalPrice: 200_000,
    originalTotalPrice: 220_000,
    userId: 'c1',
    user: { firstName: 'Бат', lastName: 'Дорж', phone: '99112233' },
    contactName: 'Бат',
    contactNumber: '99112233',
    locationId: 's1',
    locationName: 'Төв дэлгүүр',
    locationType: 'store',
    createdUserId: 'u1',
    createdUser: { firstName: 'Сэлэнгэ', lastName: 'Ө', role: 'Reception In City' },
    createdAt: Timestamp.fromDate(new Date(2026, 10, 24, 9, 5, 7)),
    payments: { cash: 100_000, card: 100_000, qpay: 0, bank: 0 },
    cashReceived: 150_000,
    lotteryId: '12345678',
    ...over,
  };
}

const store = { name: 'Төв дэлгүүр', address: 'Сүхбаатар дүүрэг, 1-р хороо', phone: '77001122' };

/** The document's text, tags dropped and whitespace squeezed, to read it as the paper does. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('receipt content', () => {
  it('prints a VAT-ticked line with its VAT (10 % of the original price, rounded) and no VAT otherwise', () => {
    expect(receiptLine({ name: 'a', size: '1', sku: '1', price: 1_000_015, originalPrice: 909_105, isNoat: true }).vat).toBe(90_911);
    expect(receiptLine({ name: 'a', size: '1', sku: '1', price: 5, originalPrice: 5, isNoat: false }).vat).toBeNull();
  });

  it('heads a store sale with its store, a merchant sale with the merchant', () => {
    expect(receiptShop(order(), store)).toEqual(store);
    expect(receiptShop(order({ purchaseType: 'merchant', locationName: 'Ану ХХК', user: { firstName: 'Ану', phone: '88001122' } }), null)).toEqual({
      name: 'Ану ХХК',
      address: '',
      phone: '88001122',
    });
    // The store document missing: the order's own store name.
    expect(receiptShop(order(), null).name).toBe('Төв дэлгүүр');
  });

  it('names a walk-in buyer (userId null) with the walk-in text and keeps a phone when one was given', () => {
    const walkIn = { userId: null, user: { firstName: '', lastName: '', phone: '' }, contactName: '', contactNumber: '' };
    expect(receiptCustomer(walkIn, 'Энгийн үйлчлүүлэгч')).toEqual({ name: 'Энгийн үйлчлүүлэгч', phone: '' });
    expect(receiptCustomer({ ...walkIn, contactNumber: '99001122' }, 'Энгийн үйлчлүүлэгч')).toEqual({ name: 'Энгийн үйлчлүүлэгч', phone: '99001122' });
    expect(receiptCustomer(order(), 'x')).toEqual({ name: 'Бат', phone: '99112233' });
  });

  it('maps the order: seller, lines, total, payments, cash received and lottery', () => {
    const c = receiptContentOf(order(), { store, barcodeSvg: svg, walkIn: 'x' });
    expect(c.seller).toBe('Ө Сэлэнгэ');
    expect(c.lines.map((l) => [l.name, l.vat])).toEqual([
      ['Гутал Өндөр', 10_000],
      ['Үүргэвч', null],
    ]);
    expect(c.total).toBe(200_000);
    expect(c.payments).toEqual({ cash: 100_000, card: 100_000, qpay: 0, bank: 0 });
    expect(c.cashReceived).toBe(150_000);
    expect(c.lotteryCode).toBe('12345678');
    expect(receiptContentOf(order({ lotteryId: null, payments: null, cashReceived: undefined }), { store, barcodeSvg: svg, walkIn: 'x' })).toMatchObject({
      lotteryCode: null,
      payments: null,
      cashReceived: null,
    });
  });
});

describe('receipt document', () => {
  const html = receiptHtml(receiptContentOf(order(), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '80');
  const text = textOf(html);

  it('is a whole document in the language, with a title', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="mn">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Худалдан авалтын баримт</title>');
  });

  it('prints the shop, date and time, order number, seller and customer', () => {
    expect(text).toContain('Төв дэлгүүр Сүхбаатар дүүрэг, 1-р хороо 77001122');
    expect(text).toContain('Огноо 2026-11-24 09:05:07');
    expect(text).toContain('Захиалгын № ORD123');
    expect(text).toContain('Худалдагч Ө Сэлэнгэ');
    expect(text).toContain('Худалдан авагч Бат · 99112233');
  });

  it('prints each line (name, price, size, sku), the VAT line of the ticked one, and the total', () => {
    expect(text).toContain('Гутал Өндөр 110,000₮ Размер: 40 · Баркод: 100001 НӨАТ орсон 10,000₮');
    expect(text).toContain('Үүргэвч 90,000₮ Размер: M · Баркод: 100002 Нийт дүн');
    expect(html.match(/data-testid="receipt-line"/g)).toHaveLength(2);
    expect(html.match(/data-testid="receipt-vat"/g)).toHaveLength(1);
    expect(text).toContain('Нийт дүн 200,000₮');
  });

  it('prints the payments by method, the cash received and the change, the lottery code, the barcode and thanks', () => {
    expect(text).toContain('Төлбөр: Бэлэн 100,000₮ Карт 100,000₮ Авсан бэлэн 150,000₮ Хариулт 50,000₮');
    expect(text).not.toContain('QPay');
    expect(text).toContain('Сугалааны код 12345678');
    expect(html).toContain(`data-value="ORD123">${svg}</div>`);
    expect(text.endsWith('Баярлалаа!')).toBe(true);
  });

  it('says "not recorded" for an order without payments, and leaves out the lottery and change when there are none', () => {
    const old = textOf(receiptHtml(receiptContentOf(order({ payments: null, cashReceived: undefined, lotteryId: null }), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '80'));
    expect(old).toContain('Төлбөр: Бүртгээгүй');
    expect(old).not.toContain('Хариулт');
    expect(old).not.toContain('Сугалааны код');
    // Card only: no cash lines even with a stale cashReceived.
    const card = textOf(receiptHtml(receiptContentOf(order({ payments: { ...NO_PAYMENTS, card: 200_000 }, cashReceived: 0 }), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '80'));
    expect(card).toContain('Төлбөр: Карт 200,000₮');
    expect(card).not.toContain('Авсан бэлэн');
    // Exact cash: the change is 0.
    const exact = textOf(receiptHtml(receiptContentOf(order({ cashReceived: 100_000 }), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '80'));
    expect(exact).toContain('Хариулт 0₮');
  });

  it('escapes what it prints', () => {
    const evil = receiptHtml(receiptContentOf(order({ contactName: '<img src=x onerror=alert(1)>' }), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '80');
    expect(evil).not.toContain('<img');
    expect(evil).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
  });

  it('sizes the page to the roll: 80 mm or 58 mm wide, the body the printable width, fonts with Cyrillic', () => {
    expect(html).toContain('data-paper="80"');
    expect(receiptCss('80')).toContain('@page { size: 80mm 297mm; margin: 3mm 4mm; }');
    expect(receiptCss('80')).toContain('width: 72mm;');
    expect(receiptCss('58')).toContain('@page { size: 58mm 297mm; margin: 3mm 5mm; }');
    expect(receiptCss('58')).toContain('width: 48mm;');
    expect(receiptCss('80')).toMatch(/font-family: "DejaVu Sans Mono"[^;]*monospace;/);
    expect(receiptHtml(receiptContentOf(order(), { store, barcodeSvg: svg, walkIn: 'x' }), texts, '58')).toContain('@page { size: 58mm');
  });
});

describe('delivery slip', () => {
  const slipTexts: DeliverySlipTexts = {
    lang: 'en',
    title: 'Delivery slip',
    date: 'Date',
    order: 'Order no.',
    customer: 'Recipient',
    phone: 'Phone',
    point: 'Delivery point',
    address: 'Address',
    size: 'Size',
    sku: 'Barcode',
    vat: 'incl. VAT',
    amount: 'Amount to collect',
  };
  const delivery = order({
    purchaseType: 'delivery',
    pending_status: 'delivering',
    duureg: 'd1',
    address: '3-р хороо, 15-р байр',
    addressDescription: '2 давхар, 8 тоот',
    payments: null,
    lotteryId: null,
  });

  it('prints the recipient, phone, delivery point, address, lines and the amount to collect, with the barcode', () => {
    const html = deliverySlipHtml(deliverySlipContentOf(delivery, { pointName: 'Баянзүрх', barcodeSvg: svg }), slipTexts, '58');
    const text = textOf(html);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('@page { size: 58mm');
    expect(text).toContain('Order no. ORD123');
    expect(text).toContain('Recipient Бат Phone 99112233 Delivery point Баянзүрх Address: 3-р хороо, 15-р байр 2 давхар, 8 тоот');
    expect(text).toContain('Гутал Өндөр 110,000₮ Size: 40 · Barcode: 100001 incl. VAT 10,000₮');
    expect(text).toContain('Amount to collect 200,000₮');
    expect(html).toContain(`data-value="ORD123">${svg}</div>`);
  });

  it('shows a dash for an unknown delivery point', () => {
    expect(textOf(deliverySlipHtml(deliverySlipContentOf(delivery, { pointName: '', barcodeSvg: '' }), slipTexts, '80'))).toContain('Delivery point -');
  });
});

describe('the return and exchange receipt', () => {
  const rtexts = {
    lang: 'en', title: 'Exchange receipt', date: 'Date', returnNo: 'Return no.', order: 'Order no.', seller: 'Seller', customer: 'Customer',
    size: 'Size', sku: 'Barcode', vat: 'incl. VAT', returned: 'Returned', returnedTotal: 'Returned total', taken: 'Taken instead',
    newTotal: 'New products', pays: 'Customer paid', paidBack: 'Paid back', even: 'Even exchange: nothing paid',
    methods: { cash: 'Cash', card: 'Card', qpay: 'QPay', bank: 'Bank transfer' }, cashReceived: 'Cash received', change: 'Change',
    voided: 'Lottery ticket voided', thanks: 'Thanks',
  };
  const base = {
    shop: store, kind: 'exchange' as const, createdAtMs: 0, returnId: 'R1', orderId: 'O1', barcodeSvg: svg, seller: 'B A', customer: 'Walk-in', customerPhone: '',
    returned: [{ name: 'Boot 40', size: '40', sku: '1', price: 150_000, vat: null }], returnedTotal: 150_000,
    taken: [{ name: 'Boot 41', size: '41', sku: '2', price: 180_000, vat: null }], newTotal: 180_000,
    difference: 30_000, payments: { ...NO_PAYMENTS, cash: 30_000 }, cashReceived: 50_000, voidedLottery: null,
  };

  it('both sides, what the customer paid by method with the change, the order barcode', () => {
    const text = textOf(returnReceiptHtml(base, rtexts, '80'));
    expect(text).toContain('Exchange receipt');
    expect(text).toContain('Boot 40');
    expect(text).toContain('Boot 41');
    expect(text).toContain('Customer paid 30,000');
    expect(text).toContain('Change 20,000');
    expect(returnReceiptHtml(base, rtexts, '58')).toContain('data-value="O1"');
  });

  it('a return pays back; an even exchange says nothing was paid; a voided ticket is named', () => {
    const ret = textOf(returnReceiptHtml({ ...base, kind: 'return', taken: [], newTotal: 0, difference: -150_000, payments: { ...NO_PAYMENTS, card: 150_000 }, voidedLottery: '123' }, rtexts, '80'));
    expect(ret).toContain('Paid back 150,000');
    expect(ret).toContain('Card 150,000');
    expect(ret).not.toContain('Taken instead');
    expect(ret).toContain('Lottery ticket voided 123');
    const even = textOf(returnReceiptHtml({ ...base, newTotal: 150_000, difference: 0 }, rtexts, '80'));
    expect(even).toContain('Even exchange: nothing paid');
  });

  it('prints its e-barimt: the corrected receipt with its QR code, the new goods’ one pending, a returned one by its DDTD', () => {
    const ebarimt = {
      title: 'E-barimt', ddtd: 'DDTD', date: 'Issued', vat: 'VAT', lottery: 'Lottery', noLottery: 'No lottery', company: 'Company',
      copy: 'Copy', pending: 'E-barimt pending', pendingHint: 'Print again', returnedDdtd: 'DDTD of the returned receipt',
      kinds: { correction: 'Corrected e-barimt', return: 'E-barimt returned', exchange: 'E-barimt of the new goods' },
    };
    const ddtd = '0'.repeat(32) + '4';
    const html = returnReceiptHtml(
      {
        ...base,
        ebarimts: [
          { state: 'issued', kind: 'correction', ddtd, date: '2026-11-27 12:00:00', totalVAT: 12_000, lottery: '', qrSvg: '<svg id="qr"></svg>', company: '', companyTin: '' },
          { state: 'pending', kind: 'exchange' },
        ],
      },
      { ...rtexts, ebarimt },
      '80',
    );
    const text = textOf(html);
    expect(text).toContain(`Corrected e-barimt DDTD: ${ddtd}`);
    expect(text).toContain('No lottery');
    expect(html).toContain('<svg id="qr"></svg>');
    expect(text).toContain('E-barimt of the new goods E-barimt pending');
    const returned = textOf(returnReceiptHtml({ ...base, ebarimts: [{ state: 'returned', kind: 'return', ddtd }] }, { ...rtexts, ebarimt }, '80'));
    expect(returned).toContain(`E-barimt returned DDTD of the returned receipt: ${ddtd}`);
    expect(textOf(returnReceiptHtml(base, { ...rtexts, ebarimt }, '80'))).not.toContain('DDTD');
  });
});
