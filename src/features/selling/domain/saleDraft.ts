import { lotteryCode } from '../../../entities/lottery/lotteryTicket';
import type { Person } from '../../../entities/person/person';
import { isMongolianPhone } from '../../../entities/person/personFields';
import type { Product } from '../../../entities/product/product';
import {
  draftPayment,
  followTotal,
  paymentDraft,
  paymentProblem,
  type PaymentDraft,
  type PaymentProblem,
  type SalePayment,
} from '../../../entities/order/paymentDraft';
import { deliveryErrors, EMPTY_DELIVERY, type DeliveryDraft, type DeliveryErrors } from './deliveryForm';
import {
  offerLottery,
  orderTotals,
  SaleInputError,
  saleProblem,
  type LotteryTypeInfo,
  type OrderTotals,
  type SaleInput,
  type SaleKind,
  type SaleLine,
  type SaleProblem,
  type SaleSeller,
} from './sale';

/**
 * A sale wizard's state as a pure draft (docs/selling.md): everything one opening of the wizard
 * remembers, changed only by `reduce(draft, action)`, with the totals and the checks derived from it
 * (`saleFigures`) and the sale it asks for built by `toSaleInput`. Closing or reopening starts afresh.
 * Actions carry whatever is not pure (the time, a drawn ticket code, a translated message), so the
 * same actions always give the same draft.
 */

/** A message of the products step's code box (already translated). */
export interface CodeMessage {
  tone: 'success' | 'danger' | 'info';
  text: string;
}

/** The lottery ticket of this opening: its code is drawn once, when the lottery step is first reached. */
export interface SaleTicket {
  code: string;
  /** When the offer is judged (ms): the type's period must include it. */
  at: number;
}

/** What the wizard shows once the sale is made, until the seller moves on. */
export interface SaleOutcome {
  orderId: string;
  total: number;
  change: number;
  lotteryCode: string | null;
}

export interface SaleDraft {
  kind: SaleKind;
  /** Whether the wizard is open: a change (closing, reopening) starts afresh. */
  open: boolean;
  /**
   * The products as they were when the wizard opened, or when a scan added them: the sale fails if
   * one changed since.
   */
  products: readonly Product[];
  /** The products with the VAT tick (store and delivery sales). */
  vat: ReadonlySet<string>;
  buyer: Person | null;
  /** A walk-in customer (store sales): no record; a phone only for a lottery ticket. */
  walkIn: boolean;
  /** Continue was pressed on the first step with nobody chosen. */
  buyerMissing: boolean;
  /** The new-customer form is shown instead of the picker. */
  registering: boolean;
  /** What was typed in the picker when "register?" was pressed: the form starts from it. */
  typed: string;
  /** When the buyer was confirmed (ms): the lottery offer is judged at it until the code is drawn. */
  judgedAt: number | null;
  delivery: DeliveryDraft;
  /** The delivery step's messages shown (after Continue; a corrected field loses its own at once). */
  deliveryShown: DeliveryErrors;
  ticket: SaleTicket | null;
  /** A walk-in customer's phone for the ticket, as typed. */
  ticketPhone: string;
  /** The phone's message is shown (Continue pressed with a partial number). */
  ticketPhoneShown: boolean;
  /** The payment form as the seller left it; null: untouched (the whole total in cash). */
  payment: PaymentDraft | null;
  /** Why the sale refused the payment (a selling.core.errors key), shown under the payment form. */
  paymentRefused: PaymentProblem | null;
  /** Why the sale failed (already translated), shown on the confirm step. */
  failure: string | null;
  codeMessage: CodeMessage | null;
  done: SaleOutcome | null;
  /** The step shown (index into the wizard's steps), for the scanner. */
  step: number;
}

export type SaleAction =
  /** The wizard opened or closed: everything starts afresh, with these products. */
  | { type: 'reset'; open: boolean; products: readonly Product[] }
  | { type: 'chooseBuyer'; person: Person }
  | { type: 'chooseWalkIn' }
  /** "Register a new customer": the form, starting from what was typed in the picker. */
  | { type: 'register'; typed: string }
  | { type: 'cancelRegister' }
  /** Continue on the first step, at `at` (ms). */
  | { type: 'confirmBuyer'; at: number }
  | { type: 'editDelivery'; delivery: DeliveryDraft }
  /** Continue on the delivery step. */
  | { type: 'confirmDelivery' }
  /** A code looked up on the products step: its message, and the product it adds (if any). */
  | { type: 'scanned'; message: CodeMessage; product?: Product }
  | { type: 'removeProduct'; productId: string }
  | { type: 'toggleVat'; productId: string; on: boolean }
  /** Leaving the products step of a store sale: the ticket's code (drawn once per opening) and when. */
  | { type: 'drawTicket'; code: string; at: number }
  | { type: 'editTicketPhone'; phone: string }
  /** Continue on the lottery step; `offered`: a ticket is offered. */
  | { type: 'confirmTicketPhone'; offered: boolean }
  | { type: 'editPayment'; payment: PaymentDraft }
  /** The seller pressed Sell: earlier messages go. */
  | { type: 'selling' }
  | { type: 'paymentRefused'; problem: PaymentProblem }
  | { type: 'failed'; message: string }
  | { type: 'sold'; done: SaleOutcome }
  | { type: 'step'; index: number };

export interface SaleDraftArgs {
  kind: SaleKind;
  open: boolean;
  products: readonly Product[];
}

export function init({ kind, open, products }: SaleDraftArgs): SaleDraft {
  return {
    kind,
    open,
    products,
    vat: new Set(),
    buyer: null,
    walkIn: false,
    buyerMissing: false,
    registering: false,
    typed: '',
    judgedAt: null,
    delivery: EMPTY_DELIVERY,
    deliveryShown: {},
    ticket: null,
    ticketPhone: '',
    ticketPhoneShown: false,
    payment: null,
    paymentRefused: null,
    failure: null,
    codeMessage: null,
    done: null,
    step: 0,
  };
}

/** Somebody to sell to: a chosen buyer, or a walk-in customer. */
export function buyerChosen(draft: SaleDraft): boolean {
  return draft.buyer !== null || draft.walkIn;
}

/** A walk-in customer's phone, when a ticket is offered: empty (no ticket) or a whole number. */
export function ticketPhoneOk(draft: SaleDraft, offered: boolean): boolean {
  const phone = draft.ticketPhone.trim();
  return !draft.walkIn || !offered || phone === '' || isMongolianPhone(phone);
}

const DELIVERY_FIELDS = ['duureg', 'address', 'addressDescription'] as const;

export function reduce(draft: SaleDraft, action: SaleAction): SaleDraft {
  switch (action.type) {
    case 'reset':
      return init({ kind: draft.kind, open: action.open, products: action.products });
    case 'chooseBuyer':
      return {
        ...draft,
        buyer: action.person,
        walkIn: false,
        registering: false,
        buyerMissing: false,
        failure: null,
        // Delivery: the address starts as the customer's own (it can be changed on the next step).
        delivery: draft.kind === 'delivery' ? { ...draft.delivery, address: action.person.address } : draft.delivery,
      };
    case 'chooseWalkIn':
      return { ...draft, buyer: null, walkIn: true, registering: false, buyerMissing: false, failure: null };
    case 'register':
      return { ...draft, typed: action.typed, registering: true };
    case 'cancelRegister':
      return { ...draft, registering: false };
    case 'confirmBuyer': {
      const ok = buyerChosen(draft);
      return { ...draft, buyerMissing: !ok, judgedAt: ok ? action.at : draft.judgedAt };
    }
    case 'editDelivery': {
      // A corrected field loses its message at once; the others wait for Continue.
      const now = deliveryErrors(action.delivery);
      const shown: DeliveryErrors = {};
      for (const key of DELIVERY_FIELDS) if (draft.deliveryShown[key] && now[key]) shown[key] = now[key];
      return { ...draft, delivery: action.delivery, deliveryShown: shown };
    }
    case 'confirmDelivery':
      return { ...draft, deliveryShown: deliveryErrors(draft.delivery) };
    case 'scanned': {
      const p = action.product;
      const products = p && !draft.products.some((x) => x.id === p.id) ? [...draft.products, p] : draft.products;
      return { ...draft, products, codeMessage: action.message };
    }
    case 'removeProduct':
      return { ...draft, products: draft.products.filter((p) => p.id !== action.productId), codeMessage: null };
    case 'toggleVat': {
      const vat = new Set(draft.vat);
      if (action.on) vat.add(action.productId);
      else vat.delete(action.productId);
      return { ...draft, vat };
    }
    case 'drawTicket':
      // Drawn once per opening, and only a store sale offers a ticket.
      return draft.kind === 'store' && draft.ticket === null ? { ...draft, ticket: { code: action.code, at: action.at } } : draft;
    case 'editTicketPhone':
      return { ...draft, ticketPhone: action.phone, ticketPhoneShown: false };
    case 'confirmTicketPhone':
      return { ...draft, ticketPhoneShown: !ticketPhoneOk(draft, action.offered) };
    case 'editPayment':
      return { ...draft, payment: action.payment, paymentRefused: null };
    case 'selling':
      return { ...draft, failure: null, paymentRefused: null };
    case 'paymentRefused':
      return { ...draft, paymentRefused: action.problem };
    case 'failed':
      return { ...draft, failure: action.message };
    case 'sold':
      return { ...draft, done: action.done };
    case 'step':
      return { ...draft, step: action.index };
  }
}

/** The lottery types the wizard reads (store sales), as the read gives them. */
export interface LotteryTypesRead {
  data: readonly LotteryTypeInfo[];
  loading: boolean;
}

/** What the wizard shows and sells, derived once per draft. */
export interface SaleFigures {
  lines: SaleLine[];
  totals: OrderTotals;
  /** Why the selection cannot be sold at all (said on the first step); the buyer and point come later. */
  problem: SaleProblem | null;
  /** The lottery type offered (store sales): judged when the code was drawn, until then as of confirming the buyer. */
  offer: LotteryTypeInfo | null;
  /** A ticket the sale will store: offered, drawn, and a walk-in customer's only with a whole phone. */
  ticketGiven: boolean;
  /** The lottery step is shown: a ticket may be offered (or the types are still loading). */
  withLottery: boolean;
  /** The payment form, following the total while one method pays it all. */
  payment: PaymentDraft;
  /** What is paid (store and merchant sales; a delivery is paid at the door). */
  paid: SalePayment | undefined;
  /** Why the payment does not do (checked when the seller sells). */
  unpaid: PaymentProblem | null;
}

export function saleFigures(draft: SaleDraft, seller: SaleSeller, lottery: LotteryTypesRead): SaleFigures {
  const { kind } = draft;
  const lines = draft.products.map((p) => ({ productId: p.id, isNoat: kind !== 'merchant' && draft.vat.has(p.id) }));
  const totals = orderTotals(draft.products, lines);
  const total = totals.soldTotalPrice;
  const offerAt = draft.ticket?.at ?? draft.judgedAt;
  const offer = kind === 'store' && offerAt !== null ? offerLottery(lottery.data, total, offerAt) : null;
  const ticketGiven = offer !== null && draft.ticket !== null && (!draft.walkIn || isMongolianPhone(draft.ticketPhone.trim()));
  const withLottery = kind === 'store' && (lottery.loading || (offerAt === null ? lottery.data.length > 0 : offer !== null));
  const payment = followTotal(draft.payment ?? paymentDraft(total), total);
  const paid = kind === 'delivery' ? undefined : draftPayment(payment);
  return {
    lines,
    totals,
    // The buyer and the delivery point are filled in later: placeholders here.
    problem: saleProblem(kind, draft.products, seller, 'buyer', 'point'),
    offer,
    ticketGiven,
    withLottery,
    payment,
    paid,
    unpaid: paid ? paymentProblem(total, paid) : null,
  };
}

/**
 * The sale the draft asks for (the sell command's input, api/sellCommand.ts), with the figures derived from it. Fails with
 * SaleInputError('noBuyer') while nobody is chosen (the first step never lets it get that far).
 */
export function toSaleInput(draft: SaleDraft, figures: SaleFigures): SaleInput {
  const { kind, buyer, delivery, ticket } = draft;
  const walkIn = kind === 'store' && draft.walkIn;
  if (!buyer && !walkIn) throw new SaleInputError('noBuyer');
  const { offer, ticketGiven, paid } = figures;
  return {
    kind,
    products: draft.products,
    lines: figures.lines,
    buyer:
      walkIn || !buyer
        ? { id: null, firstName: '', lastName: '', phone: ticketGiven ? draft.ticketPhone.trim() : '' }
        : { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName, phone: buyer.phone },
    ...(kind === 'delivery'
      ? { delivery: { duureg: delivery.duureg, address: delivery.address.trim(), addressDescription: delivery.addressDescription.trim() } }
      : {}),
    lottery: offer && ticket && ticketGiven ? { lotteryTypeId: offer.id, code: ticket.code } : null,
    ...(paid ? { payment: paid } : {}),
  };
}

export type SaleStepId = 'buyer' | 'delivery' | 'products' | 'lottery' | 'confirm' | 'done';

/**
 * The wizard's steps: store (customer, products, the lottery when a ticket may be offered, confirm),
 * delivery (customer, delivery point and address, products, confirm), merchant (merchant, products,
 * confirm); once sold, only what was sold.
 */
export function saleSteps(draft: SaleDraft, figures: Pick<SaleFigures, 'withLottery'>): SaleStepId[] {
  if (draft.done) return ['done'];
  if (draft.kind === 'store') return ['buyer', 'products', ...(figures.withLottery ? (['lottery'] as const) : []), 'confirm'];
  if (draft.kind === 'delivery') return ['buyer', 'delivery', 'products', 'confirm'];
  return ['buyer', 'products', 'confirm'];
}

/** The step shown (the wizard keeps its index within the steps there are). */
export function currentStep(draft: SaleDraft, steps: readonly SaleStepId[]): SaleStepId {
  return steps[Math.min(draft.step, steps.length - 1)];
}

/** The actions taken at a moment: they read the clock (and draw a code) here, so `reduce` stays pure. */
export const confirmBuyer = (): SaleAction => ({ type: 'confirmBuyer', at: Date.now() });
export const drawTicket = (): SaleAction => ({ type: 'drawTicket', code: lotteryCode(), at: Date.now() });
