// A year of demo orders and sales (scripts/seed.mjs writes them), so the dashboard, the order lists
// and the reports show real shapes. Deterministic: the same `now` and `count` give the same
// documents (a small seeded generator, never Math.random), only the dates follow `now`.
//
// Shapes follow docs/data-model.md (order, sale) and src/entities/order/order.ts.
import { CATEGORIES, COLORS, CUSTOMERS, DELIVERY_LOCATIONS, DEMO_ACCOUNTS, SIZES, STORES } from './seed-data.mjs';

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: a tiny, well-mixed 32-bit generator; `seed` fixes the whole sequence. */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Picks from [[value, weight], ...]. */
    weighted: (pairs) => {
      const total = pairs.reduce((n, [, w]) => n + w, 0);
      let r = next() * total;
      for (const [value, w] of pairs) {
        r -= w;
        if (r < 0) return value;
      }
      return pairs[pairs.length - 1][0];
    },
  };
}

const SHOE_MODELS = [
  ['Nike', 'Air Max 270'],
  ['Nike', 'Pegasus 41'],
  ['Adidas', 'Ultraboost Light'],
  ['Adidas', 'Samba OG'],
  ['Puma', 'Suede Classic'],
  ['New Balance', '574'],
  ['Skechers', 'Go Walk 7'],
  ['Монгол Гутал', 'Арьсан гутал'],
  ['Монгол Гутал', 'Өвлийн гутал'],
];
const SHOE_CATEGORIES = CATEGORIES.slice(0, 6);
const RUG_MODELS = [
  ['Говь Хивс', 'Ноосон хивс'],
  ['Эрдэнэт Хивс', 'Хээтэй хивс'],
  ['Эрдэнэт Хивс', 'Хивсэнцэр'],
  ['Говь Хивс', 'Ширдэг'],
];
const RUG_CATEGORIES = CATEGORIES.slice(6);
const RUG_SIZES = ['120x180', '160x230', '200x300', '250x350'];

/** Rounds to whole thousands of tugrik (shop prices are in thousands). */
const thousands = (n) => Math.round(n / 1000) * 1000;

function account(role) {
  return DEMO_ACCOUNTS.find((a) => a.role === role);
}

/**
 * How a seeded store or merchant order was paid (src/entities/order/payment.ts), from its number so
 * the random sequence of the rest of the seed stays as it was: mostly cash (often with a larger note
 * handed over), then card, QPay, bank transfer, and some split half cash, half card.
 */
export function seedPayment(n, total) {
  const kind = n % 20;
  const none = { cash: 0, card: 0, qpay: 0, bank: 0 };
  if (kind < 10) {
    const received = Math.ceil(total / 10000) * 10000;
    return { payments: { ...none, cash: total }, ...(received > total && kind % 2 === 0 ? { cashReceived: received } : {}) };
  }
  if (kind < 15) return { payments: { ...none, card: total } };
  if (kind < 17) return { payments: { ...none, qpay: total } };
  if (kind < 18) return { payments: { ...none, bank: total } };
  const cash = Math.floor(total / 2);
  return { payments: { ...none, cash, card: total - cash } };
}

/** A product line of an order: the product snapshot with the price it was sold at. */
function orderLine(rng, serial) {
  const isRug = rng.next() < 0.25;
  const [brand, model] = rng.pick(isRug ? RUG_MODELS : SHOE_MODELS);
  const originalPrice = isRug ? thousands(rng.int(150_000, 1_500_000)) : thousands(rng.int(60_000, 350_000));
  // A fifth of the lines were sold with an approved discount, some of the others with VAT (NOAT)
  // added: VAT is offered only at the original price (docs/selling.md). The draw is made either way, so
  // the rest of the deterministic sequence does not move.
  const isDiscount = rng.next() < 0.2;
  const sold = isDiscount ? thousands(originalPrice * (0.8 + rng.next() * 0.15)) : originalPrice;
  const isNoat = rng.next() < 0.15 && !isDiscount;
  const price = isNoat ? sold + Math.round(originalPrice * 0.1) : sold;
  const colour = rng.pick(COLORS).name;
  return {
    id: `seed-product-${String(serial).padStart(5, '0')}`,
    name: `${brand} ${model}`,
    sku: String(100000 + ((serial * 7919) % 900000)),
    brand,
    price,
    originalPrice,
    isNoat,
    isDiscount,
    size: isRug ? rng.pick(RUG_SIZES) : rng.pick(SIZES),
    colors: [colour],
    categories: [rng.pick(isRug ? RUG_CATEGORIES : SHOE_CATEGORIES)],
    pics: [],
  };
}

/** When an order was made: `daysAgo` days before now at a shop hour; today's orders just before now. */
function orderTime(rng, now, daysAgo) {
  if (daysAgo === 0) return new Date(now.getTime() - rng.int(1, 30) * 60 * 1000);
  const day = now.getTime() - daysAgo * DAY;
  return new Date(day - rng.int(0, 10 * 60) * 60 * 1000);
}

/** Busier in winter and around the holidays, quieter in summer (relative weights by month). */
const MONTH_WEIGHT = [1.3, 1.2, 1.1, 0.9, 0.8, 0.7, 0.75, 0.8, 1, 1.05, 1.2, 1.5];

/**
 * Builds `count` orders over the 365 days up to `now` (at least `todayCount` of them today) and one
 * sale per product line. Returns `{ orders, sales }`, each a list of [id, data]; createdAt is a Date.
 */
export function buildOrderSeed({ now = new Date(), count = 1500, todayCount = 6, seed = 20240501 } = {}) {
  const rng = createRng(seed);
  const admin = account('Admin');
  const manager = account('Manager');
  const merchant = account('Merchant');
  const courier = account('DeliveryBoy');
  const callCentre = account('Call Centre');
  const sellers = DEMO_ACCOUNTS.filter((a) => a.locationType === 'store');
  const staffOf = (a) => ({ firstName: a.firstName, lastName: a.lastName, role: a.role });
  const deliveryBoy = { id: courier.uid, firstName: courier.firstName, lastName: courier.lastName, phone: courier.phone };
  const districts = DELIVERY_LOCATIONS.map((name, i) => ({ id: `district-${String(i + 1).padStart(2, '0')}`, name }));
  // Uneven stores: the city centre sells most, Darkhan least.
  const storeWeights = STORES.map((s, i) => [s, [5, 3, 1.6][i] ?? 1]);

  const orders = [];
  const sales = [];
  let serial = 0;
  for (let n = 0; n < count; n++) {
    // Day of the order: today for the first few, otherwise spread over the year by month weight.
    let daysAgo = 0;
    if (n >= todayCount) {
      do daysAgo = rng.int(1, 364);
      while (rng.next() * 1.5 > MONTH_WEIGHT[new Date(now.getTime() - daysAgo * DAY).getMonth()]);
    }
    const createdAt = orderTime(rng, now, daysAgo);
    const purchaseType = rng.weighted([['store', 55], ['delivery', 25], ['mobile', 12], ['merchant', 8]]);
    const lineCount = rng.weighted([[1, 65], [2, 25], [3, 10]]);
    const products = Array.from({ length: lineCount }, () => orderLine(rng, ++serial));
    const customer = rng.pick(CUSTOMERS);
    const id = `seed-order-${String(n + 1).padStart(5, '0')}`;

    const order = {
      id,
      products,
      purchaseType,
      pending_status: 'done',
      quantity: products.length,
      soldTotalPrice: products.reduce((s, p) => s + p.price, 0),
      originalTotalPrice: products.reduce((s, p) => s + p.originalPrice, 0),
      userId: customer.id,
      user: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone },
      contactName: customer.firstName,
      contactNumber: customer.phone,
      createdAt,
    };
    let location;
    if (purchaseType === 'store') {
      const store = rng.weighted(storeWeights);
      const seller = sellers.find((s) => s.locationId === store.id) ?? manager;
      location = { locationId: store.id, locationName: store.name, locationType: 'store' };
      Object.assign(order, location, { createdUserId: seller.uid, createdUser: staffOf(seller) });
    } else if (purchaseType === 'merchant') {
      // Sold to the contract merchant: the merchant is the buyer and the "location".
      location = { locationId: merchant.uid, locationName: merchant.firstName, locationType: 'merchant' };
      const by = rng.next() < 0.5 ? admin : manager;
      Object.assign(order, location, {
        userId: merchant.uid,
        user: { firstName: merchant.firstName, lastName: merchant.lastName ?? '', phone: merchant.phone },
        contactName: merchant.firstName,
        contactNumber: merchant.phone,
        createdUserId: by.uid,
        createdUser: staffOf(by),
      });
    } else {
      // Delivery (taken by the call centre) and mobile (placed by the customer in the app).
      const district = districts[CUSTOMERS.indexOf(customer) % 6] ?? rng.pick(districts);
      location = { locationId: district.id, locationName: district.name, locationType: 'delivery' };
      const recent = daysAgo <= 2;
      const status = recent ? rng.weighted([['done', 3], ['delivering', 2], ['pending', 2]]) : 'done';
      Object.assign(order, location, {
        pending_status: status,
        duureg: district.id,
        address: customer.address,
        addressDescription: rng.pick(['Орцны код 1234#', 'Хаалганы хажууд', 'Утсаар залгана уу', '']),
        // A pending order has no courier yet (the courier is chosen to move it to delivering).
        ...(status === 'pending' ? {} : { deliveryBoy, deliveryBoyId: courier.uid }),
        createdUserId: purchaseType === 'mobile' ? customer.id : callCentre.uid,
        createdUser:
          purchaseType === 'mobile'
            ? { firstName: customer.firstName, lastName: customer.lastName, role: 'clientUser' }
            : staffOf(callCentre),
      });
    }
    if (purchaseType === 'store' || purchaseType === 'merchant') Object.assign(order, seedPayment(n, order.soldTotalPrice));
    orders.push([id, order]);

    products.forEach((product, i) => {
      const saleId = `${id}-sale-${i + 1}`;
      sales.push([
        saleId,
        {
          id: saleId,
          product,
          productId: product.id,
          orderId: id,
          price: product.price,
          userId: order.userId,
          user: order.user,
          ...location,
          purchaseType,
          createdAt,
        },
      ]);
    });
  }
  return { orders, sales };
}
