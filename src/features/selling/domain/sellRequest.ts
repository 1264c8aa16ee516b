import { CONSUMER_NO, REG_NO, type EbarimtBuyer } from '../../../entities/ebarimt/ebarimt';
import { PAYMENT_METHODS, type Payments } from '../../../entities/order/payment';
import type { SalePayment } from '../../../entities/order/paymentDraft';
import { DELIVERY_ADDRESS_MAX, DELIVERY_DESCRIPTION_MAX } from './deliveryForm';
import { MAX_SALE_PRODUCTS, type DeliveryDetails, type LotteryOffer, type SaleInput, type SaleKind } from './sale';

/**
 * What the wizards ask the trusted `sell` command (functions/src/commands/sell.ts, DESIGN.md section
 * 12) and the schema it checks before reading anything. The request names things and states what
 * the seller saw; every figure of the sale (prices, VAT, totals, location, buyer copies, the ticket's
 * code, the e-barimt job) is derived on the server.
 */
export interface SellRequest {
  /** The idempotency key: the wizard's one per sale; a call repeated with it returns the first result. */
  key: string;
  kind: SaleKind;
  /** One per product, no product twice: the VAT tick and the price the seller showed (before VAT). */
  lines: SellLine[];
  /** The customer (store, delivery) or merchant (merchant); null: a walk-in at a store's counter. */
  buyerId: string | null;
  /** A walk-in's phone for the ticket: '' or 8 digits. */
  walkInPhone: string;
  /** Delivery sales only. */
  delivery: DeliveryDetails | null;
  /**
   * The ticket the lottery step offered: its type and the code the seller read out. The server gives
   * it only while the type offers one for the sale's total, under that code if nobody has it (else a
   * fresh one, returned).
   */
  lottery: LotteryOffer | null;
  /** Store and merchant sales; null is the exact total in cash. */
  payment: SalePayment | null;
  /** The e-barimt buyer (a B2B company by its register number; the server copies its TIN and name from the lookup). */
  ebarimt: EbarimtBuyerRequest | null;
}

export interface SellLine {
  productId: string;
  isNoat: boolean;
  /** The product's price as the seller showed it: another price now refuses the sale, naming it. */
  price: number;
}

export type EbarimtBuyerRequest = { type: 'B2C'; consumerNo: string | null } | { type: 'B2B'; regNo: string };

/** A key: what `newSaleKey()` makes (20 to 64 letters, digits, '-' or '_'). */
export const SALE_KEY = /^[A-Za-z0-9_-]{20,64}$/;
/** Firestore ids as the app makes them (and nothing a path could misread). */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
const MONEY_MAX = 1_000_000_000;
/** A ticket's code: 8 digits (entities/lottery/lotteryTicket.ts lotteryCode). */
const LOTTERY_CODE = /^[0-9]{8}$/;

/** A fresh idempotency key for one sale (the wizard keeps it until the sale is done). */
export function newSaleKey(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 24 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isId = (v: unknown): v is string => typeof v === 'string' && DOC_ID.test(v);
const isMoney = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MONEY_MAX;

function parsePayment(v: unknown): SalePayment | null | undefined {
  if (v === null) return null;
  if (!isObj(v) || !onlyKeys(v, ['payments', 'cashReceived'])) return undefined;
  const p = v.payments;
  if (!isObj(p) || !onlyKeys(p, PAYMENT_METHODS) || PAYMENT_METHODS.some((m) => !isMoney(p[m]))) return undefined;
  const cashReceived = v.cashReceived ?? null;
  if (cashReceived !== null && !isMoney(cashReceived)) return undefined;
  const payments = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, p[m]])) as Payments;
  return { payments, cashReceived };
}

function parseEbarimt(v: unknown): EbarimtBuyerRequest | null | undefined {
  if (v === null) return null;
  if (!isObj(v)) return undefined;
  if (v.type === 'B2C' && onlyKeys(v, ['type', 'consumerNo'])) {
    const no = v.consumerNo ?? null;
    return no === null || (typeof no === 'string' && CONSUMER_NO.test(no)) ? { type: 'B2C', consumerNo: no } : undefined;
  }
  if (v.type === 'B2B' && onlyKeys(v, ['type', 'regNo']) && typeof v.regNo === 'string' && REG_NO.test(v.regNo)) {
    return { type: 'B2B', regNo: v.regNo };
  }
  return undefined;
}

function parseDelivery(v: unknown): DeliveryDetails | null | undefined {
  if (v === null) return null;
  if (!isObj(v) || !onlyKeys(v, ['duureg', 'address', 'addressDescription'])) return undefined;
  const { duureg, address, addressDescription } = v;
  if (!isId(duureg) || typeof address !== 'string' || typeof addressDescription !== 'string') return undefined;
  const a = address.trim();
  const ad = addressDescription.trim();
  if (a.length === 0 || a.length > DELIVERY_ADDRESS_MAX || ad.length > DELIVERY_DESCRIPTION_MAX) return undefined;
  return { duureg, address: a, addressDescription: ad };
}

/**
 * The request as the schema allows it, or the name of the first field that is wrong (the command
 * answers 'invalid-argument' naming it). Unknown fields are refused, not ignored.
 */
export function parseSellRequest(data: unknown): SellRequest | { invalid: string } {
  if (!isObj(data)) return { invalid: 'request' };
  const keys = ['key', 'kind', 'lines', 'buyerId', 'walkInPhone', 'delivery', 'lottery', 'payment', 'ebarimt'];
  const unknown = Object.keys(data).find((k) => !keys.includes(k));
  if (unknown) return { invalid: unknown };
  const { key, kind, lines, buyerId, walkInPhone } = data;
  if (typeof key !== 'string' || !SALE_KEY.test(key)) return { invalid: 'key' };
  if (kind !== 'store' && kind !== 'delivery' && kind !== 'merchant') return { invalid: 'kind' };
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_SALE_PRODUCTS) return { invalid: 'lines' };
  const parsedLines: SellLine[] = [];
  for (const l of lines) {
    if (!isObj(l) || !onlyKeys(l, ['productId', 'isNoat', 'price']) || !isId(l.productId) || typeof l.isNoat !== 'boolean' || !isMoney(l.price)) {
      return { invalid: 'lines' };
    }
    parsedLines.push({ productId: l.productId, isNoat: l.isNoat, price: l.price });
  }
  if (new Set(parsedLines.map((l) => l.productId)).size !== parsedLines.length) return { invalid: 'lines' };
  if (buyerId !== null && !isId(buyerId)) return { invalid: 'buyerId' };
  const phone = walkInPhone ?? '';
  if (typeof phone !== 'string' || (phone !== '' && !/^[0-9]{8}$/.test(phone)) || (phone !== '' && buyerId !== null)) return { invalid: 'walkInPhone' };
  const delivery = parseDelivery(data.delivery ?? null);
  if (delivery === undefined || (kind === 'delivery') !== (delivery !== null)) return { invalid: 'delivery' };
  const lottery = data.lottery ?? null;
  if (
    lottery !== null &&
    (!isObj(lottery) || !onlyKeys(lottery, ['lotteryTypeId', 'code']) || !isId(lottery.lotteryTypeId) || typeof lottery.code !== 'string' || !LOTTERY_CODE.test(lottery.code))
  ) {
    return { invalid: 'lottery' };
  }
  const payment = parsePayment(data.payment ?? null);
  if (payment === undefined || (kind === 'delivery' && payment !== null)) return { invalid: 'payment' };
  const ebarimt = parseEbarimt(data.ebarimt ?? null);
  if (ebarimt === undefined || (kind === 'delivery' && ebarimt !== null)) return { invalid: 'ebarimt' };
  return {
    key,
    kind,
    lines: parsedLines,
    buyerId: buyerId ?? null,
    walkInPhone: phone,
    delivery,
    lottery: lottery === null ? null : { lotteryTypeId: lottery.lotteryTypeId as string, code: lottery.code as string },
    payment,
    ebarimt,
  };
}

/**
 * The request of a sale the wizard's draft made (toSaleInput): the products by id with the price
 * shown and the VAT tick, the buyer by id (a walk-in by the phone given), the company by its
 * register number. What the server derives is not sent.
 */
export function toSellRequest(input: SaleInput, key: string): SellRequest {
  const ticked = new Set(input.lines.filter((l) => l.isNoat).map((l) => l.productId));
  const ebarimt: EbarimtBuyer | null = input.ebarimt ?? null;
  return {
    key,
    kind: input.kind,
    lines: input.products.map((p) => ({ productId: p.id, isNoat: ticked.has(p.id), price: p.price })),
    buyerId: input.buyer.id,
    walkInPhone: input.buyer.id === null ? input.buyer.phone : '',
    delivery: input.kind === 'delivery' ? (input.delivery ?? null) : null,
    lottery: input.lottery ?? null,
    payment: input.kind === 'delivery' ? null : (input.payment ?? null),
    ebarimt: input.kind === 'delivery' || !ebarimt ? null : ebarimt.type === 'B2C' ? { type: 'B2C', consumerNo: ebarimt.consumerNo } : { type: 'B2B', regNo: ebarimt.regNo },
  };
}
