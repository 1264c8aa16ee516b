// `npm run seed:scale`: fills a running Firestore emulator with the business's real size (docs/local-stack.md,
// `npm run bench` uses it): a 20,000-product catalogue in stock, 50,000 customers with their phone
// keys, and a year of 100,000 sales with their orders, sold products and transactions, shaped as the
// app writes them (src/features/selling/api/saleWrites.ts, the refund in
// src/features/products/api/productWrites.ts, the delivery confirmation in
// src/features/deliveries/api/deliveryWrites.ts). Deterministic for a given `now` and idempotent: the
// ids are fixed (scale-product-*, scale-customer-*, scale-order-*, scale-sold-*, scale-transaction-*,
// scale-refund-*), so a second run overwrites the same documents and never touches the demo seed's.
//
//   npm start                     # in another terminal: the dev stack (Firestore on 127.0.0.1:8080)
//   npm run seed:scale            # or FIRESTORE_EMULATOR_HOST=127.0.0.1:18080 npm run seed:scale
//   npm run seed:scale -- --only=customers,sales   # parts: products, customers, sales (--products-only too)
//
// It writes only to an emulator: the host comes from FIRESTORE_EMULATOR_HOST (default the dev
// stack's 127.0.0.1:8080) and must answer as a Firestore emulator, or nothing is written.
// Writes go in paced batches (scripts/lib/paced-batches.mjs: fewer at once while the emulator is slow,
// a timed-out batch sent again after a pause), and seedRuns/scale records whether the data is whole:
// 'writing' until the last batch is in, then 'complete' (the bench measures nothing else).
// Pictures: the products reuse the demo catalogue's picture URLs (one per product name), so run it
// after the demo seed (npm start seeds); without the demo products they get no picture.
import { pathToFileURL } from 'node:url';
import { CUSTOMERS, DELIVERY_LOCATIONS, DEMO_ACCOUNTS, SHOE_HEIGHTS, SHOE_WIDTHS, SIZES } from './seed-data.mjs';
import { createRng } from './seed-orders.mjs';
import { PRODUCT_MODELS, buildProductSeed, dayKey, demoLocations, seedSku, shopTime } from './seed-products.mjs';
import { productKeywords } from './lib/keywords.mjs';
import { writeInBatches } from './lib/paced-batches.mjs';
import { withTriggersOff } from './lib/triggers.mjs';

export const SCALE_COUNT = 20_000;
/** Creation spread: the last year. */
export const SCALE_DAYS = 365;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const scaleProductId = (i) => `scale-product-${String(i).padStart(5, '0')}`;

/**
 * The scale catalogue, deterministic for a given `now`: stock intakes of a few to a dozen products
 * of one model (several sizes) over the last year, two thirds in the warehouses, the rest in the
 * stores and a few at the contract merchant, some discounted; all in stock (no sale documents are
 * made for it). Returns { products, productsDates } as lists of [id, data], shaped as addProduct writes.
 */
export function buildScaleProducts({ now = new Date(), count = SCALE_COUNT, picsByName = {}, seed = 20250615 } = {}) {
  const rng = createRng(seed);
  const { warehouses, stores, merchant } = demoLocations();
  const creators = ['Manager', 'dev'].map((role) => {
    const a = DEMO_ACCOUNTS.find((x) => x.role === role);
    return { createdUserName: `${a.firstName} ${a.lastName}`.trim(), createdUserId: a.uid };
  });
  const locationWeights = [
    [warehouses[0], 36],
    [warehouses[1], 26],
    [stores[0], 14],
    [stores[1], 10],
    [stores[2], 9],
    [merchant, 5],
  ];
  const products = [];
  const days = new Map();
  while (products.length < count) {
    const model = rng.pick(PRODUCT_MODELS);
    const location = rng.weighted(locationWeights);
    const creator = rng.next() < 0.8 ? creators[0] : creators[1];
    const at = shopTime(rng, now, rng.int(0, SCALE_DAYS - 1), [200, 600]);
    const sizes = SIZES.filter((s) => Number(s) >= model.sizes[0] && Number(s) <= model.sizes[1]);
    const batch = Math.min(rng.int(3, 12), count - products.length);
    for (let k = 0; k < batch; k += 1) {
      const i = products.length + 1;
      const sku = seedSku(1000 + i);
      const createdAt = new Date(at.getTime() + k * MINUTE);
      const discounted = rng.next() < 0.08;
      const price = discounted ? Math.round((model.price * (0.7 + rng.next() * 0.2)) / 1000) * 1000 : model.price;
      const date = dayKey(createdAt);
      const id = scaleProductId(i);
      products.push([
        id,
        {
          id,
          name: model.name,
          sku,
          keywords: productKeywords(model.name, sku),
          pics: (picsByName[model.name] ?? []).map((p) => ({ picName: p.picName, picUrl: p.picUrl })),
          source: model.source,
          ...location,
          colors: [rng.pick(model.colors)],
          categories: [...model.categories],
          brand: model.brand,
          size: sizes[k % sizes.length],
          width: rng.pick(SHOE_WIDTHS),
          height: rng.pick(SHOE_HEIGHTS),
          price,
          originalPrice: model.price,
          isDiscount: discounted,
          isPrinted: now.getTime() - createdAt.getTime() > 2 * DAY || rng.next() < 0.2,
          isSold: false,
          isMerchantSold: false,
          isDiscountPending: false,
          isDeliveryPending: false,
          isRefund: false,
          orderId: null,
          saleId: null,
          date,
          ...creator,
          createdAt,
          updatedAt: createdAt,
        },
      ]);
      const prev = days.get(date);
      if (!prev || prev < createdAt) days.set(date, createdAt);
    }
  }
  const productsDates = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, updatedAt]) => [date, { date, updatedAt }]);
  return { products, productsDates };
}

export const SCALE_CUSTOMER_COUNT = 50_000;
export const SCALE_SALE_COUNT = 100_000;
/** Customers registered over the last five years. */
export const SCALE_CUSTOMER_YEARS = 5;
/** Shares of the sold products refunded later at the counter, and of delivered multi-line orders with a refund at the door. */
export const SCALE_REFUND_SHARE = 0.017;
export const SCALE_DOOR_REFUND_SHARE = 0.06;
export const SCALE_PARTS = ['products', 'customers', 'sales'];

const pad = (n, width) => String(n).padStart(width, '0');
export const scaleCustomerId = (i) => `scale-customer-${pad(i, 5)}`;
export const scaleOrderId = (i) => `scale-order-${pad(i, 6)}`;
export const scaleSoldProductId = (i) => `scale-sold-${pad(i, 6)}`;
export const scaleTransactionId = (i) => `scale-transaction-${pad(i, 6)}`;
export const scaleRefundId = (i) => `scale-refund-${pad(i, 5)}`;

const HOUR = 60 * MINUTE;
const thousands = (n) => Math.round(n / 1000) * 1000;
/** "lastName firstName", as personName() in src/features/selling/domain/sale.ts. */
const personName = (p) => `${p.lastName} ${p.firstName}`.trim();
const account = (role) => DEMO_ACCOUNTS.find((a) => a.role === role);
const staffSnapshot = (a) => ({ firstName: a.firstName, lastName: a.lastName, role: a.role });
const refunderSnapshot = (a) => ({ id: a.uid, firstName: a.firstName, lastName: a.lastName });

/** Lower-cased trimmed name, as the search fields of the data contract (firstNameLower, lastNameLower). */
export const nameLower = (name) => name.trim().toLowerCase();

/**
 * The phones of `count` customers: distinct 8-digit numbers starting with 8 or 9 (k -> k * 7919 + c
 * mod 20,000,000 is a bijection, 7919 being prime to 2 and 5), none equal to a demo person's phone.
 */
export function scalePhones(count, offset = 1_234_567) {
  const taken = new Set([...CUSTOMERS, ...DEMO_ACCOUNTS].map((p) => p.phone));
  const phones = [];
  for (let k = 0; phones.length < count; k += 1) {
    const phone = String(80_000_000 + ((k * 7919 + offset) % 20_000_000));
    if (!taken.has(phone)) phones.push(phone);
  }
  return phones;
}

/**
 * 50,000 customers (users: role = userType = clientUser, active, no Auth account) shaped as the demo
 * seed writes its customers, plus firstNameLower / lastNameLower (the data contract), and their
 * customerPhones/{phone} keys { customerId, createdAt }. Names combine the demo first and last names;
 * ids follow the registration date (scale-customer-00001 is the oldest). Deterministic for `now`.
 * Returns { customers, phones } as lists of [id, data].
 */
export function buildScaleCustomers({ now = new Date(), count = SCALE_CUSTOMER_COUNT, seed = 20240915 } = {}) {
  const rng = createRng(seed);
  const people = [...CUSTOMERS, ...DEMO_ACCOUNTS];
  const firstNames = people.map((p) => [p.firstName, p.gender]);
  const lastNames = people.map((p) => p.lastName);
  const phones = scalePhones(count);
  const days = SCALE_CUSTOMER_YEARS * 365;
  const registered = Array.from({ length: count }, () => shopTime(rng, now, rng.int(0, days - 1), [5, 600])).sort((a, b) => a - b);
  const customers = [];
  const keys = [];
  registered.forEach((createdAt, i) => {
    const id = scaleCustomerId(i + 1);
    const [firstName, gender] = rng.pick(firstNames);
    const lastName = rng.pick(lastNames);
    const district = rng.pick(DELIVERY_LOCATIONS.slice(0, 6));
    const phone = phones[i];
    customers.push([
      id,
      {
        id,
        firstName,
        lastName,
        firstNameLower: nameLower(firstName),
        lastNameLower: nameLower(lastName),
        gender,
        phone,
        address: `${district} дүүрэг, ${rng.int(1, 30)}-р хороо, ${rng.int(1, 120)}-р байр, ${rng.int(1, 200)} тоот`,
        email: '',
        birthday: `${rng.int(1960, 2006)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
        role: 'clientUser',
        userType: 'clientUser',
        isActive: true,
        isWarehouse: false,
        locationId: null,
        locationType: null,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    keys.push([phone, { customerId: id, createdAt }]);
  });
  return { customers, phones: keys };
}

/** Busier in winter and most in December (relative weights by month); weekends busier still. */
const MONTH_WEIGHT = [1.2, 1.1, 1, 0.9, 0.8, 0.7, 0.75, 0.8, 0.95, 1, 1.15, 1.6];
const WEEKEND_WEIGHT = 1.6;
/** Ulaanbaatar is UTC+8 all year. */
const UB_OFFSET = 8 * HOUR;

/** Cumulative weights of the days 0 (today) .. SCALE_DAYS - 1 days ago. */
function dayWeights(now) {
  const cumulative = [];
  let total = 0;
  for (let d = 0; d < SCALE_DAYS; d += 1) {
    const ub = new Date(now.getTime() - d * DAY + UB_OFFSET);
    const weekend = ub.getUTCDay() === 0 || ub.getUTCDay() === 6;
    total += MONTH_WEIGHT[ub.getUTCMonth()] * (weekend ? WEEKEND_WEIGHT : 1);
    cumulative.push(total);
  }
  return { cumulative, total };
}

function pickDay(rng, { cumulative, total }) {
  const r = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A year of `count` sales (exactly) over the 365 days up to `now`, as the sale transaction writes
 * them: orders of 1-6 products, store sales at the demo stores by their sellers (the manager where a
 * store has none), delivery sales taken by the call centre from a store's stock and carried by the
 * demo courier (done, the last two days' some pending or on the way), merchant sales of warehouse
 * stock to the demo merchant by the admin or the manager. Per order: the order, one sale and one
 * sold product document per line, one sale transaction (amount = the order's total); about 2 % of the
 * sold products refunded later (refund transaction, the sale's state 'refund', the product's refund
 * flags) and a few lines of delivered orders refunded at the door, as the delivery confirmation
 * writes it. Buyers are `customers` ([id, data], oldest first) registered before the order.
 * Returns { orders, sales, transactions, products }, lists of [id, data]; dates are Dates.
 */
export function buildScaleSales({ now = new Date(), customers, count = SCALE_SALE_COUNT, picsByName = {}, seed = 20251224 }) {
  if (!customers?.length) throw new Error('buildScaleSales needs the customers');
  const rng = createRng(seed);
  const { warehouses, stores, merchant: merchantPlace } = demoLocations();
  const admin = account('Admin');
  const manager = account('Manager');
  const merchant = account('Merchant');
  const courier = account('DeliveryBoy');
  const callCentre = account('Call Centre');
  const sellers = DEMO_ACCOUNTS.filter((a) => a.locationType === 'store');
  const storeWeights = stores.map((s, i) => [s, [5, 3, 1.6][i] ?? 1]);
  const districts = DELIVERY_LOCATIONS.map((name, i) => ({ id: `district-${pad(i + 1, 2)}`, name }));
  const deliveryBoy = { id: courier.uid, firstName: courier.firstName, lastName: courier.lastName, phone: courier.phone };
  const creatorOfStock = { createdUserName: `${manager.firstName} ${manager.lastName}`.trim(), createdUserId: manager.uid };
  const weights = dayWeights(now);
  const registeredAt = customers.map(([, c]) => c.createdAt.getTime());
  /** Customers registered by `t`: the first n of the (date-sorted) list. */
  const registeredBy = (t) => {
    let lo = 0;
    let hi = registeredAt.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (registeredAt[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(lo, 1);
  };
  const lastMinute = now.getTime() - MINUTE;
  const before = (t) => new Date(Math.min(t, lastMinute));

  const orders = [];
  const sales = [];
  const transactions = [];
  const products = [];
  let refunds = 0;

  /** The in-stock product a line sells: a catalogue model that arrived at `place` some days before. */
  const stockProduct = (serial, place, soldAt) => {
    const model = rng.pick(PRODUCT_MODELS);
    const sizes = SIZES.filter((s) => Number(s) >= model.sizes[0] && Number(s) <= model.sizes[1]);
    const createdAt = new Date(soldAt.getTime() - rng.int(1, 90) * DAY - rng.int(0, 600) * MINUTE);
    const discounted = rng.next() < 0.18;
    const price = discounted ? Math.min(thousands(model.price * (0.7 + rng.next() * 0.2)), model.price - 1000) : model.price;
    const id = scaleSoldProductId(serial);
    const sku = seedSku(30_000 + serial);
    return {
      id,
      name: model.name,
      sku,
      keywords: productKeywords(model.name, sku),
      pics: (picsByName[model.name] ?? []).map((p) => ({ picName: p.picName, picUrl: p.picUrl })),
      source: model.source,
      ...place,
      colors: [rng.pick(model.colors)],
      categories: [...model.categories],
      brand: model.brand,
      size: rng.pick(sizes),
      width: rng.pick(SHOE_WIDTHS),
      height: rng.pick(SHOE_HEIGHTS),
      price,
      originalPrice: model.price,
      isDiscount: discounted,
      isPrinted: true,
      isSold: false,
      isMerchantSold: false,
      isDiscountPending: false,
      isDeliveryPending: false,
      isRefund: false,
      orderId: null,
      saleId: null,
      date: dayKey(createdAt),
      ...creatorOfStock,
      createdAt,
      updatedAt: createdAt,
    };
  };

  /** A refund as refundProduct / confirmDelivery write it: transaction, product flags, sale state. */
  const refund = (product, sale, customerId, customerName, by, at) => {
    refunds += 1;
    const id = scaleRefundId(refunds);
    const amount = 0 - sale.price; // minus what was paid: the line price (VAT included)
    transactions.push([
      id,
      {
        id,
        type: 'refund',
        productId: product.id,
        saleId: product.saleId,
        orderId: product.orderId,
        customerId,
        customerName,
        transactionPrice: amount,
        amount,
        user: refunderSnapshot(by),
        createdAt: at,
      },
    ]);
    Object.assign(product, {
      isSold: false,
      isDeliveryPending: false,
      isDiscount: false,
      isDiscountPending: false,
      isMerchantSold: false,
      isRefund: true,
      price: product.originalPrice,
      refundTransactionId: id,
      updatedAt: at,
    });
    Object.assign(sale, { state: 'refund', updatedAt: at });
  };

  let serial = 0;
  for (let n = 1; sales.length < count; n += 1) {
    const daysAgo = pickDay(rng, weights);
    const createdAt = shopTime(rng, now, daysAgo, [2, 300]);
    const kind = rng.weighted([['store', 62], ['delivery', 30], ['merchant', 8]]);
    const lineCount = Math.min(rng.weighted([[1, 48], [2, 26], [3, 13], [4, 7], [5, 4], [6, 2]]), count - sales.length);
    const [customerId, customer] = customers[rng.int(0, registeredBy(createdAt.getTime()) - 1)];
    const orderId = scaleOrderId(n);
    const transactionId = scaleTransactionId(n);

    // Who sells, from where, to whom (saleProblem's rules: a store sale sells one store's stock).
    let buyer = { id: customerId, firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone };
    let stockAt;
    let location;
    let seller;
    let delivery = null;
    if (kind === 'store') {
      stockAt = rng.weighted(storeWeights);
      location = stockAt;
      seller = sellers.find((s) => s.locationId === stockAt.locationId) ?? manager;
    } else if (kind === 'merchant') {
      buyer = { id: merchant.uid, firstName: merchant.firstName, lastName: merchant.lastName, phone: merchant.phone };
      stockAt = rng.pick(warehouses);
      location = merchantPlace; // { merchant, its uid, "lastName firstName" } as the merchant sale writes it
      seller = rng.next() < 0.5 ? admin : manager;
    } else {
      stockAt = rng.weighted(storeWeights);
      const district = rng.pick(districts.slice(0, 6));
      location = { locationType: 'delivery', locationId: district.id, locationName: district.name };
      seller = callCentre;
      delivery = {
        duureg: district.id,
        address: customer.address,
        addressDescription: rng.pick(['Орцны код 1234#', 'Хаалганы хажууд', 'Утсаар залгана уу', '']),
      };
    }

    const lines = [];
    const soldProducts = [];
    for (let k = 0; k < lineCount; k += 1) {
      serial += 1;
      const product = stockProduct(serial, stockAt, createdAt);
      // VAT (NOAT) only on a product sold at its original price (orderTotals / canAddVat).
      const isNoat = !product.isDiscount && rng.next() < 0.15;
      const price = isNoat ? product.price + Math.round(product.originalPrice / 10) : product.price;
      lines.push({
        id: product.id,
        name: product.name,
        sku: product.sku,
        price,
        originalPrice: product.originalPrice,
        isNoat,
        isDiscount: product.isDiscount,
        brand: product.brand,
        size: product.size,
        colors: product.colors,
        categories: product.categories,
        pics: product.pics.slice(0, 1),
      });
      soldProducts.push(product);
    }
    const soldTotalPrice = lines.reduce((s, l) => s + l.price, 0);
    const originalTotalPrice = lines.reduce((s, l) => s + l.originalPrice, 0);
    const user = { firstName: buyer.firstName, lastName: buyer.lastName ?? '', phone: buyer.phone };
    const order = {
      id: orderId,
      products: lines,
      productIds: lines.map((l) => l.id),
      purchaseType: kind,
      pending_status: kind === 'delivery' ? 'pending' : 'done',
      quantity: lines.length,
      soldTotalPrice,
      originalTotalPrice,
      userId: buyer.id,
      user,
      contactName: personName(buyer),
      contactNumber: buyer.phone,
      ...(delivery ?? {}),
      ...location,
      transactionId,
      lotteryId: null,
      createdUserId: seller.uid,
      createdUser: staffSnapshot(seller),
      createdAt,
    };
    orders.push([orderId, order]);

    const orderSales = lines.map((line, k) => {
      const saleId = `${orderId}-sale-${k + 1}`;
      const sale = {
        id: saleId,
        product: line,
        productId: line.id,
        orderId,
        price: line.price,
        userId: buyer.id,
        user,
        ...location,
        purchaseType: kind,
        createdUserId: seller.uid,
        createdAt,
      };
      sales.push([saleId, sale]);
      const product = soldProducts[k];
      Object.assign(product, { isSold: true, orderId, saleId, isNoat: line.isNoat, soldAt: createdAt, updatedAt: createdAt });
      if (kind === 'delivery') product.isDeliveryPending = true;
      if (kind === 'merchant') Object.assign(product, { isMerchantSold: true, ...location });
      products.push([product.id, product]);
      return sale;
    });
    transactions.push([
      transactionId,
      {
        id: transactionId,
        type: 'sale',
        orderId,
        transactionPrice: soldTotalPrice,
        amount: soldTotalPrice,
        customerId: buyer.id,
        customerName: personName(buyer),
        user,
        createdUserId: seller.uid,
        createdAt,
      },
    ]);

    // Deliveries: the courier takes it (delivering), then confirms it at the door (done), where a
    // line may be refunded instead of sold; only the last two days' orders may still be open.
    if (kind === 'delivery') {
      const status = daysAgo <= 1 ? rng.weighted([['done', 3], ['delivering', 2], ['pending', 2]]) : 'done';
      if (status !== 'pending') {
        const assignedAt = before(createdAt.getTime() + rng.int(10, 240) * MINUTE);
        Object.assign(order, { pending_status: 'delivering', deliveryBoy, deliveryBoyId: courier.uid, updatedAt: assignedAt });
      }
      if (status === 'done') {
        const deliveredAt = before(order.updatedAt.getTime() + rng.int(30, 24 * 60) * MINUTE);
        const refunded = lines.length > 1 && rng.next() < SCALE_DOOR_REFUND_SHARE ? [lines[rng.int(0, lines.length - 1)].id] : [];
        soldProducts.forEach((p, k) => {
          if (refunded.includes(p.id)) refund(p, orderSales[k], buyer.id, personName(buyer), courier, deliveredAt);
          else Object.assign(p, { isSold: true, isDeliveryPending: false, updatedAt: deliveredAt });
        });
        const kept = lines.filter((l) => !refunded.includes(l.id));
        Object.assign(order, {
          pending_status: 'done',
          quantity: kept.length,
          soldTotalPrice: kept.reduce((s, l) => s + l.price, 0),
          originalTotalPrice: kept.reduce((s, l) => s + l.originalPrice, 0),
          ordered: { quantity: lines.length, soldTotalPrice, originalTotalPrice },
          refundedProductIds: refunded,
          deliveredAt,
          updatedAt: deliveredAt,
        });
      }
    }
    // Refunds at the counter, some days after the sale, of products sold and no longer on their way.
    soldProducts.forEach((p, k) => {
      if (!p.isSold || p.isDeliveryPending || rng.next() >= SCALE_REFUND_SHARE) return;
      const at = before(p.updatedAt.getTime() + rng.int(1, 14 * 24 * 60) * MINUTE);
      refund(p, orderSales[k], buyer.id, personName(buyer), manager, at);
    });
  }
  return { orders, sales, transactions, products };
}

/** productsDate: one document per creation day, updatedAt the day's last addition. */
function productDays(products) {
  const days = new Map();
  for (const [, p] of products) {
    const prev = days.get(p.date);
    if (!prev || prev < p.createdAt) days.set(p.date, p.createdAt);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, updatedAt]) => [date, { date, updatedAt }]);
}

/** Where the seed records whether its data is whole (admin only: no rule matches it, so no client reads it). */
export const SCALE_MARKER = ['seedRuns', 'scale'];

/**
 * Why the scale data recorded by `marker` (the SCALE_MARKER document's data) cannot be measured, or
 * null when a run of every part finished: a run that stopped half-way leaves 'writing' or 'failed'.
 */
export function incompleteScaleSeed(marker, parts = SCALE_PARTS) {
  if (!marker) return 'no scale seed has run (no seedRuns/scale marker)';
  if (marker.state !== 'complete') return `the last scale seed did not finish (${marker.state}, ${marker.written ?? 0} of ${marker.documents} documents${marker.error ? `: ${marker.error}` : ''})`;
  const missing = parts.filter((p) => !marker.parts?.includes(p));
  if (missing.length) return `the last scale seed wrote only ${marker.parts?.join(', ')} (not ${missing.join(', ')})`;
  if (marker.written !== marker.documents) return `the last scale seed wrote ${marker.written} of ${marker.documents} documents`;
  return null;
}

/** Resolves when `host` answers as a Firestore emulator (its root says "Ok"); throws otherwise. */
export async function assertFirestoreEmulator(host) {
  if (!host || !/^[\w.-]+:\d+$/.test(host)) throw new Error(`Not an emulator host (host:port): "${host}"`);
  let text;
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    text = (await res.text()).trim();
  } catch (err) {
    throw new Error(`No Firestore emulator answers at ${host} (${err.cause?.code ?? err.message}). Start the stack (npm start) or set FIRESTORE_EMULATOR_HOST.`);
  }
  if (text !== 'Ok') throw new Error(`${host} does not answer like a Firestore emulator; refusing to write there.`);
}

/** The parts named on the command line: --only=products,customers,sales or --<part>-only; default all. */
export function scaleParts(argv = []) {
  const parts = new Set();
  for (const arg of argv) {
    const only = /^--only=(.+)$/.exec(arg);
    if (only) for (const p of only[1].split(',')) parts.add(p.trim());
    const single = /^--(\w+)-only$/.exec(arg);
    if (single) parts.add(single[1]);
  }
  for (const p of parts) if (!SCALE_PARTS.includes(p)) throw new Error(`Unknown part "${p}" (parts: ${SCALE_PARTS.join(', ')})`);
  return parts.size ? SCALE_PARTS.filter((p) => parts.has(p)) : [...SCALE_PARTS];
}

const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/**
 * Seeds the scale data into the Firestore emulator at `host`: `parts` of 'products' (the in-stock
 * catalogue), 'customers' (with their phone keys) and 'sales' (orders, sales, sold products,
 * transactions). Returns a summary with the counts, the seconds, and `sampleCustomer` (a scale
 * customer with purchases, for the bench to look up by phone).
 */
export async function seedScale(options = {}) {
  await assertFirestoreEmulator(options.host);
  // The audit triggers stay off while the year goes in (scripts/lib/triggers.mjs): the hub of the
  // stack (dev or test ports) whose Firestore emulator this is.
  const { PORTS } = await import('./lib/stack.mjs');
  const port = Number(String(options.host).split(':').pop());
  const hub = Object.values(PORTS).find((p) => p.firestore === port)?.hub;
  return withTriggersOff(hub ? `127.0.0.1:${hub}` : null, () => writeScale(options), options.log ?? console.log);
}

async function writeScale({
  host,
  projectId = 'demo-backoffice',
  now = new Date(),
  parts = SCALE_PARTS,
  count = SCALE_COUNT,
  customerCount = SCALE_CUSTOMER_COUNT,
  saleCount = SCALE_SALE_COUNT,
  log = console.log,
} = {}) {
  // firebase-admin talks to the emulator named by this variable (and then never to Google).
  process.env.FIRESTORE_EMULATOR_HOST = host;
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // offline: no Google metadata server probe
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `seed-scale-${Date.now()}`);
  const started = Date.now();
  try {
    const db = getFirestore(app);
    // One demo product per name: its pictures are reused for every scale product of that name.
    const demo = buildProductSeed(now).products.map(([, p]) => p);
    const firstOfName = PRODUCT_MODELS.map((m) => demo.find((p) => p.name === m.name)).filter(Boolean);
    const snaps = await db.getAll(...firstOfName.map((p) => db.collection('products').doc(p.id)));
    const picsByName = {};
    for (const snap of snaps) {
      const data = snap.data();
      if (data?.pics?.length) picsByName[data.name] = data.pics.slice(0, 1);
    }
    if (Object.keys(picsByName).length === 0) log('! No demo products with pictures found: the scale products get no picture.');

    const items = [];
    const add = (collection, docs) => {
      for (const [id, data] of docs) items.push([collection, id, data]);
    };
    const summary = { parts: [...parts], products: 0, days: 0, customers: 0, orders: 0, sales: 0, soldProducts: 0, transactions: 0, refunds: 0 };
    const built = Date.now();
    let stockDays = [];
    if (parts.includes('products')) {
      const { products, productsDates } = buildScaleProducts({ now, count, picsByName });
      add('products', products);
      stockDays = productsDates;
      summary.products = products.length;
    }
    let customers = null;
    if (parts.includes('customers') || parts.includes('sales')) customers = buildScaleCustomers({ now, count: customerCount });
    if (parts.includes('customers')) {
      add('users', customers.customers);
      add('customerPhones', customers.phones);
      summary.customers = customers.customers.length;
    }
    let soldDays = [];
    if (parts.includes('sales')) {
      const year = buildScaleSales({ now, customers: customers.customers, count: saleCount, picsByName });
      add('orders', year.orders);
      add('sales', year.sales);
      add('products', year.products);
      add('transactions', year.transactions);
      soldDays = productDays(year.products);
      Object.assign(summary, {
        orders: year.orders.length,
        sales: year.sales.length,
        soldProducts: year.products.length,
        transactions: year.transactions.length,
        refunds: year.sales.filter(([, s]) => s.state === 'refund').length,
      });
      // A customer who bought something (a store sale), to be looked up by phone.
      const [, sale] = year.sales.find(([, s]) => s.purchaseType === 'store' && s.userId.startsWith('scale-customer-'));
      const [, c] = customers.customers.find(([id]) => id === sale.userId);
      summary.sampleCustomer = { id: c.id, firstName: c.firstName, lastName: c.lastName, phone: c.phone };
    }
    if (!summary.sampleCustomer && customers) {
      const [, c] = customers.customers[Math.floor(customers.customers.length / 2)];
      summary.sampleCustomer = { id: c.id, firstName: c.firstName, lastName: c.lastName, phone: c.phone };
    }
    // Days from both lists; the latest addition of a day wins.
    const days = new Map();
    for (const [date, d] of [...stockDays, ...soldDays]) if (!days.has(date) || days.get(date).updatedAt < d.updatedAt) days.set(date, d);
    add('productsDate', [...days.entries()]);
    summary.days = days.size;
    log(`Built ${items.length} scale documents (${parts.join(', ')}) in ${seconds(built)}s; writing them to the Firestore emulator at ${host} (${projectId}) ...`);

    // The marker says whether the scale data is whole: 'writing' until the last batch is in, then
    // 'complete'; a run that stops half-way leaves 'writing' (or 'failed'), and the bench refuses to measure.
    const marker = db.collection(SCALE_MARKER[0]).doc(SCALE_MARKER[1]);
    const previous = (await marker.get()).data();
    if (previous && previous.state !== 'complete') log(`! A previous scale seed did not finish (${previous.state}, ${previous.written ?? 0} / ${previous.documents} documents): this run writes every document again.`);
    const run = { state: 'writing', parts: [...parts], documents: items.length, written: 0, now, startedAt: new Date() };
    await marker.set(run);

    let shown = 0;
    let last = { at: Date.now(), done: 0 };
    const writing = Date.now();
    const merge = new Set(['productsDate']);
    let stats;
    try {
      stats = await writeInBatches(
        items,
        (chunk) => {
          const batch = db.batch();
          for (const [collection, id, data] of chunk) batch.set(db.collection(collection).doc(id), data, { merge: merge.has(collection) });
          return batch.commit();
        },
        {
          onProgress: (done) => {
            if (done - shown >= 25_000 || done === items.length) {
              const rate = Math.round(((done - last.done) * 1000) / Math.max(1, Date.now() - last.at));
              shown = done;
              last = { at: Date.now(), done };
              log(`  ${done} / ${items.length} (${seconds(writing)}s, ${rate} documents/s)`);
            }
          },
          onEvent: (e) => {
            if (e.type === 'retry') log(`  ! batch ${e.batch}: ${e.error}; again in ${e.delayMs / 1000}s (try ${e.attempt}), ${e.inFlight} batch(es) at a time`);
            else if (e.type === 'slow') log(`  ! batch ${e.batch} took ${Math.round(e.ms / 1000)}s: ${e.inFlight} batch(es) at a time`);
          },
        },
      );
    } catch (err) {
      await marker.set({ ...run, state: 'failed', written: err.written ?? 0, error: err.message, finishedAt: new Date() }).catch(() => {});
      throw new Error(`the scale seed stopped at ${err.written ?? '?'} of ${items.length} documents (marked failed): ${err.message}`);
    }
    summary.documents = items.length;
    summary.seconds = seconds(started);
    summary.writing = { seconds: stats.seconds, documentsPerSecond: Math.round(items.length / Math.max(0.1, stats.seconds)), batches: stats.batches, retries: stats.retries, slowBatches: stats.slowBatches, slowestMs: stats.slowestMs, lowestInFlight: stats.lowestInFlight };
    await marker.set({ ...run, state: 'complete', written: items.length, finishedAt: new Date(), seconds: stats.seconds, retries: stats.retries });
    log(
      `Seeded ${summary.products} scale products in stock, ${summary.customers} customers, ${summary.orders} orders with ` +
        `${summary.sales} sales (${summary.refunds} refunded) and ${summary.transactions} transactions ` +
        `(${summary.documents} documents, ${Object.keys(picsByName).length} shared pictures) in ${summary.seconds}s: ` +
        `${summary.writing.documentsPerSecond} documents/s, ${stats.retries} batch(es) sent again, slowest batch ${Math.round(stats.slowestMs / 100) / 10}s.`,
    );
    return summary;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-backoffice';
  Promise.resolve()
    .then(() => seedScale({ host, projectId, parts: scaleParts(process.argv.slice(2)) }))
    .then(
      () => process.exit(0),
      (err) => {
        console.error(`seed:scale failed: ${err.message}`);
        process.exit(1);
      },
    );
}
