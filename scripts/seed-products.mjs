// About 300 demo products (scripts/seed.mjs writes them): shoes and rugs across both warehouses, the
// three stores and the demo contract merchant, with generated pictures, some sold (each with its
// order, sale and transaction), some discounted and some moved (with their transfer history).
// Deterministic: the same `now` gives the same documents (createRng, never Math.random); only the
// dates follow `now` (creation spread over the last 60 days).
//
// Shapes are exactly what the app writes and firestore.rules accepts: products as addProduct /
// moveProducts in src/features/products/api/productWrites.ts, productsDate, productLocationChangeLogs
// as moveProducts, orders and sales as scripts/seed-orders.mjs (docs/data-model.md).
import { createRng } from './seed-orders.mjs';
import { COLORS, CUSTOMERS, DEMO_ACCOUNTS, SHOE_HEIGHTS, SHOE_WIDTHS, SIZES, STORES, WAREHOUSES } from './seed-data.mjs';
import { productKeywords } from './lib/keywords.mjs';
import { rugPicture, shoePicture } from './lib/product-pictures.mjs';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_PRODUCT_COUNT = 300;
export const DEMO_SOLD_COUNT = 40;
export const DEMO_MERCHANT_COUNT = 20;
export const DEMO_DISCOUNT_COUNT = 36;
/** Products moved warehouse -> store (the first STORE_MOVED_TWICE of them later to another store). */
const STORE_MOVE_COUNT = 30;
const STORE_MOVED_TWICE = 8;
/** Creation days: today and the 59 days before. */
export const DEMO_DAYS = 60;
/** Each store keeps at least this many unsold products (the seller's grid pages by 8). */
export const MIN_UNSOLD_PER_STORE = 12;

const hex = (name) => COLORS.find((c) => c.name === name).colorName;

/**
 * The product models: one name, brand, categories, source, list price and picture each. Every
 * brand, category, source and colour is a seed-data list value, so the filters find them.
 * `sizes` are the seed-data sizes the model comes in.
 */
export const PRODUCT_MODELS = [
  { name: 'Nike Air Max 270', brand: 'Nike', kind: 'shoe', categories: ['Пүүз', 'Эрэгтэй гутал'], source: 'Вьетнам', price: 329_000, colors: ['Улаан', 'Хар', 'Цагаан'], picture: [hex('Улаан'), '#FFFFFF'], sizes: [39, 45] },
  { name: 'Nike Pegasus 41', brand: 'Nike', kind: 'shoe', categories: ['Пүүз'], source: 'Вьетнам', price: 289_000, colors: ['Хөх', 'Хар', 'Саарал'], picture: [hex('Хөх'), '#FFFFFF'], sizes: [36, 45] },
  { name: 'Nike Court Vision', brand: 'Nike', kind: 'shoe', categories: ['Пүүз', 'Эмэгтэй гутал'], source: 'Хятад', price: 219_000, colors: ['Цагаан', 'Ягаан'], picture: [hex('Ягаан'), '#FFFFFF'], sizes: [35, 40] },
  { name: 'Adidas Ultraboost Light', brand: 'Adidas', kind: 'shoe', categories: ['Пүүз'], source: 'Вьетнам', price: 349_000, colors: ['Хар', 'Цагаан', 'Саарал'], picture: ['#263238', '#FFFFFF'], sizes: [37, 45] },
  { name: 'Adidas Samba OG', brand: 'Adidas', kind: 'shoe', categories: ['Пүүз', 'Эрэгтэй гутал'], source: 'Өмнөд Солонгос', price: 259_000, colors: ['Цагаан', 'Хар'], picture: ['#FFFFFF', '#212121'], sizes: [38, 45] },
  { name: 'Adidas Tensaur Kids', brand: 'Adidas', kind: 'shoe', categories: ['Хүүхдийн гутал'], source: 'Хятад', price: 99_000, colors: ['Хөх', 'Ягаан', 'Ногоон'], picture: [hex('Хөх'), hex('Шар')], sizes: [35, 38] },
  { name: 'Puma Suede Classic', brand: 'Puma', kind: 'shoe', categories: ['Пүүз'], source: 'Хятад', price: 199_000, colors: ['Ногоон', 'Хар', 'Улаан'], picture: [hex('Ногоон'), '#FFFFFF'], sizes: [36, 44] },
  { name: 'Puma Rebound Kids', brand: 'Puma', kind: 'shoe', categories: ['Хүүхдийн гутал', 'Пүүз'], source: 'Вьетнам', price: 89_000, colors: ['Шар', 'Хөх'], picture: [hex('Шар'), hex('Хөх')], sizes: [35, 37] },
  { name: 'New Balance 574', brand: 'New Balance', kind: 'shoe', categories: ['Пүүз', 'Эрэгтэй гутал'], source: 'Вьетнам', price: 239_000, colors: ['Саарал', 'Хөх'], picture: [hex('Саарал'), hex('Хөх')], sizes: [38, 45] },
  { name: 'Skechers Go Walk 7', brand: 'Skechers', kind: 'shoe', categories: ['Эмэгтэй гутал'], source: 'Хятад', price: 159_000, colors: ['Ягаан', 'Хар', 'Саарал'], picture: [hex('Ягаан'), '#FFFFFF'], sizes: [35, 41] },
  { name: 'Skechers Arch Fit шаахай', brand: 'Skechers', kind: 'shoe', categories: ['Шаахай'], source: 'Хятад', price: 119_000, colors: ['Бор', 'Хар'], picture: [hex('Бор'), hex('Шар')], sizes: [36, 44] },
  { name: 'Монгол Гутал Арьсан гутал', brand: 'Монгол Гутал', kind: 'boot', categories: ['Эрэгтэй гутал'], source: 'Дотоодын үйлдвэр', price: 189_000, colors: ['Бор', 'Хар'], picture: [hex('Бор'), hex('Шар')], sizes: [39, 45] },
  { name: 'Монгол Гутал Өвлийн гутал', brand: 'Монгол Гутал', kind: 'boot', categories: ['Өвлийн гутал', 'Эрэгтэй гутал'], source: 'Дотоодын үйлдвэр', price: 259_000, colors: ['Хар', 'Бор'], picture: ['#4E342E', hex('Улаан')], sizes: [39, 45] },
  { name: 'Монгол Гутал Эмэгтэй ботинк', brand: 'Монгол Гутал', kind: 'boot', categories: ['Эмэгтэй гутал', 'Өвлийн гутал'], source: 'Итали', price: 229_000, colors: ['Хар', 'Улаан'], picture: ['#B71C1C', '#212121'], sizes: [35, 40] },
  { name: 'Говь Хивс Ноосон хивс', brand: 'Говь Хивс', kind: 'rug', categories: ['Ноосон хивс'], source: 'Дотоодын үйлдвэр', price: 890_000, colors: ['Улаан', 'Бор'], picture: [hex('Улаан'), hex('Шар')], sizes: [35, 45] },
  { name: 'Говь Хивс Ширдэг', brand: 'Говь Хивс', kind: 'rug', categories: ['Ширдэг'], source: 'Дотоодын үйлдвэр', price: 650_000, colors: ['Бор', 'Шар'], picture: [hex('Бор'), '#FFF8E1'], sizes: [35, 45] },
  { name: 'Говь Хивс Хүүхдийн хивсэнцэр', brand: 'Говь Хивс', kind: 'rug', categories: ['Хивсэнцэр'], source: 'Хятад', price: 290_000, colors: ['Ягаан', 'Цагаан'], picture: [hex('Ягаан'), hex('Хөх')], sizes: [35, 45] },
  { name: 'Эрдэнэт Хивс Хээтэй хивс', brand: 'Эрдэнэт Хивс', kind: 'rug', categories: ['Ноосон хивс'], source: 'Дотоодын үйлдвэр', price: 1_250_000, colors: ['Хөх', 'Улаан'], picture: ['#0D47A1', hex('Улаан')], sizes: [35, 45] },
  { name: 'Эрдэнэт Хивс Өлзий хээтэй хивс', brand: 'Эрдэнэт Хивс', kind: 'rug', categories: ['Ноосон хивс'], source: 'Дотоодын үйлдвэр', price: 990_000, colors: ['Ногоон', 'Шар'], picture: [hex('Ногоон'), hex('Шар')], sizes: [35, 45] },
  { name: 'Эрдэнэт Хивс Хивсэнцэр', brand: 'Эрдэнэт Хивс', kind: 'rug', categories: ['Хивсэнцэр'], source: 'Турк', price: 390_000, colors: ['Саарал', 'Хөх'], picture: [hex('Саарал'), hex('Хөх')], sizes: [35, 45] },
];

/** PNG bytes of a model's picture. */
export function modelPicture(model) {
  const [colour, accent] = model.picture;
  return model.kind === 'rug' ? rugPicture(colour, accent) : shoePicture(colour, accent, { boot: model.kind === 'boot' });
}

/** Storage folder of a product name: mirrors productPictureFolder() in api/productWrites.ts. */
export function productPictureFolder(name) {
  const safe = [...name.trim().replace(/[/\\#?[\]*]/g, '-')].map((c) => (c.charCodeAt(0) < 32 ? '-' : c)).join('');
  return `products/${safe || 'product'}`;
}

/** The picture's file name inside the folder (letters, digits, '-' and '_', as pictureFileName keeps). */
export function modelPictureName(model) {
  return `${model.name.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.png`;
}

/** Six-digit sku of the n-th seeded product: a bijection on 0..899999, so no two collide. */
export function seedSku(n) {
  return String(100000 + ((n * 104729 + 7) % 900000));
}

/** Today's date as the productsDate id, YYYY-MM-DD in local time: dayKey() of product.ts. */
export function dayKey(date) {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const thousands = (n) => Math.round(n / 1000) * 1000;
const pad3 = (n) => String(n).padStart(3, '0');

/** Deterministic Fisher-Yates shuffle (a copy). */
function shuffled(rng, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A moment of shop hours `daysAgo` days before `now`: 01:00-10:30 UTC (09:00-18:30 in Ulaanbaatar),
 * so the YYYY-MM-DD day is the same whether read in UTC or in Mongolia. Today: shortly before now.
 */
export function shopTime(rng, now, daysAgo, minutesBeforeNow = [40, 180]) {
  if (daysAgo === 0) return new Date(now.getTime() - rng.int(minutesBeforeNow[0], minutesBeforeNow[1]) * MINUTE);
  const day = new Date(now.getTime() - daysAgo * DAY);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight + HOUR + rng.int(0, 570) * MINUTE);
}

/** Where a product can be: the stock locations the app offers (useStockLocations' names). */
export function demoLocations() {
  const merchant = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-merchant');
  return {
    warehouses: WAREHOUSES.map((w) => ({ locationType: 'warehouse', locationId: w.id, locationName: w.name })),
    stores: STORES.map((s) => ({ locationType: 'store', locationId: s.id, locationName: s.name })),
    merchant: {
      locationType: 'merchant',
      locationId: merchant.uid,
      // useStockLocations names a merchant "lastName firstName".
      locationName: `${merchant.lastName} ${merchant.firstName}`.trim(),
    },
  };
}

/** The size list a model comes in (seed-data sizes between its bounds). */
const modelSizes = (model) => SIZES.filter((s) => Number(s) >= model.sizes[0] && Number(s) <= model.sizes[1]);

/**
 * Builds the demo catalogue. `picsByName` maps a product name to its pictures ([{picName, picUrl}];
 * the writer uploads them first); a name missing there gets no picture.
 * Returns lists of [id, data] for products, productsDate, productLocationChangeLogs, orders, sales
 * and transactions; dates are Date objects (firebase-admin stores them as timestamps).
 */
export function buildProductSeed(now = new Date(), { picsByName = {}, seed = 20250301 } = {}) {
  const rng = createRng(seed);
  const { warehouses, stores, merchant } = demoLocations();
  const manager = DEMO_ACCOUNTS.find((a) => a.role === 'Manager');
  const creator = { createdUserName: `${manager.firstName} ${manager.lastName}`.trim(), createdUserId: manager.uid };
  const picsOf = (name) => (picsByName[name] ?? []).map((p) => ({ picName: p.picName, picUrl: p.picUrl }));

  // 1. Stock intakes: a model arrives at a warehouse (mostly) or straight at a store, several sizes
  //    at once, over the last 60 days (the first one today).
  // Decks rather than independent draws, so every model and every location gets its share.
  const deck = (rng, cards) => {
    let pile = [];
    return () => {
      if (pile.length === 0) pile = shuffled(rng, cards);
      return pile.pop();
    };
  };
  const nextModel = deck(rng, PRODUCT_MODELS);
  const nextLocation = deck(rng, [warehouses[0], warehouses[0], warehouses[0], warehouses[1], warehouses[1], warehouses[1], stores[0], stores[0], stores[1], stores[2]]);
  const intakes = [];
  let planned = 0;
  while (planned < DEMO_PRODUCT_COUNT) {
    const daysAgo = intakes.length === 0 ? 0 : rng.int(0, DEMO_DAYS - 1);
    const count = Math.min(rng.int(4, 12), DEMO_PRODUCT_COUNT - planned);
    intakes.push({ at: shopTime(rng, now, daysAgo), model: nextModel(), location: nextLocation(), count });
    planned += count;
  }
  intakes.sort((a, b) => a.at - b.at);

  const products = [];
  for (const intake of intakes) {
    const { model } = intake;
    const sizes = modelSizes(model);
    for (let k = 0; k < intake.count; k += 1) {
      const n = products.length + 1;
      const id = `demo-product-${pad3(n)}`;
      const sku = seedSku(n);
      const createdAt = new Date(intake.at.getTime() + k * 2 * MINUTE);
      const first = rng.pick(model.colors);
      const colors = rng.next() < 0.25 ? [...new Set([first, rng.pick(model.colors)])] : [first];
      const old = now.getTime() - createdAt.getTime() > 2 * DAY;
      products.push({
        id,
        name: model.name,
        sku,
        keywords: productKeywords(model.name, sku),
        pics: picsOf(model.name),
        source: model.source,
        ...intake.location,
        colors,
        categories: [...model.categories],
        brand: model.brand,
        size: sizes[k % sizes.length],
        width: rng.pick(SHOE_WIDTHS),
        height: rng.pick(SHOE_HEIGHTS),
        price: model.price,
        originalPrice: model.price,
        isDiscount: false,
        isPrinted: rng.next() < (old ? 0.85 : 0.2),
        isSold: false,
        isMerchantSold: false,
        isDiscountPending: false,
        isDeliveryPending: false,
        isRefund: false,
        orderId: null,
        saleId: null,
        date: dayKey(createdAt),
        ...creator,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // 2. Moves (moveProducts' shape): some warehouse stock went to the merchant, some to stores, a few
  //    of those on to another store. Only products older than two days were moved.
  const moveLogs = [];
  const lastEventAt = new Map(products.map((p) => [p.id, p.createdAt]));
  const move = (p, target, at) => {
    const id = `demo-move-${pad3(moveLogs.length + 1)}`;
    moveLogs.push([
      id,
      {
        productId: p.id,
        product: { id: p.id, name: p.name, sku: p.sku, pics: p.pics.slice(0, 1) },
        prevLocationId: p.locationId,
        prevLocationName: p.locationName,
        prevLocationType: p.locationType,
        currentLocationId: target.locationId,
        currentLocationName: target.locationName,
        currentLocationType: target.locationType,
        updatedAt: at,
      },
    ]);
    Object.assign(p, target, { lastMoveLogId: id, updatedAt: at });
    lastEventAt.set(p.id, at);
  };
  const between = (from, fraction) => new Date(from.getTime() + Math.round((now.getTime() - from.getTime()) * fraction));
  const movable = shuffled(
    rng,
    products.filter((p) => p.locationType === 'warehouse' && now.getTime() - p.createdAt.getTime() > 2 * DAY),
  );
  const storeWeights = [
    [stores[0], 5],
    [stores[1], 3],
    [stores[2], 3],
  ];
  movable.slice(0, DEMO_MERCHANT_COUNT).forEach((p) => move(p, merchant, between(p.createdAt, 0.2 + rng.next() * 0.5)));
  movable.slice(DEMO_MERCHANT_COUNT, DEMO_MERCHANT_COUNT + STORE_MOVE_COUNT).forEach((p, i) => {
    move(p, rng.weighted(storeWeights), between(p.createdAt, 0.15 + rng.next() * 0.4));
    if (i < STORE_MOVED_TWICE) {
      const other = stores.filter((s) => s.locationId !== p.locationId);
      move(p, rng.pick(other), between(p.updatedAt, 0.3 + rng.next() * 0.4));
    }
  });

  // 3. Discounts (an approved discount: price below originalPrice), never on the merchant's stock.
  const discountable = shuffled(rng, products.filter((p) => p.locationType !== 'merchant'));
  for (const p of discountable.slice(0, DEMO_DISCOUNT_COUNT)) {
    p.price = Math.min(thousands(p.originalPrice * (0.7 + rng.next() * 0.2)), p.originalPrice - 1000);
    p.isDiscount = true;
  }

  // 4. Store sales: one order (purchaseType store, done), sale and transaction per sold product,
  //    after the product arrived in the store; every store keeps MIN_UNSOLD_PER_STORE unsold.
  const unsoldIn = new Map(stores.map((s) => [s.locationId, 0]));
  for (const p of products) if (p.locationType === 'store') unsoldIn.set(p.locationId, unsoldIn.get(p.locationId) + 1);
  const sellable = shuffled(
    rng,
    products.filter((p) => p.locationType === 'store' && now.getTime() - lastEventAt.get(p.id).getTime() > 3 * HOUR),
  );
  const soldProducts = [];
  for (const p of sellable) {
    if (soldProducts.length === DEMO_SOLD_COUNT) break;
    if (unsoldIn.get(p.locationId) <= MIN_UNSOLD_PER_STORE) continue;
    unsoldIn.set(p.locationId, unsoldIn.get(p.locationId) - 1);
    const after = lastEventAt.get(p.id);
    const soldAt = new Date(Math.min(between(after, 0.1 + rng.next() * 0.8).getTime(), now.getTime() - MINUTE));
    soldProducts.push({ p, soldAt });
  }
  soldProducts.sort((a, b) => a.soldAt - b.soldAt);

  const sellers = DEMO_ACCOUNTS.filter((a) => a.locationType === 'store');
  const orders = [];
  const sales = [];
  const transactions = [];
  soldProducts.forEach(({ p, soldAt }, i) => {
    const orderId = `demo-order-${pad3(i + 1)}`;
    const saleId = `${orderId}-sale-1`;
    const transactionId = `demo-transaction-${pad3(i + 1)}`;
    const seller = sellers.find((s) => s.locationId === p.locationId) ?? manager;
    const customer = rng.pick(CUSTOMERS);
    const line = {
      id: p.id,
      name: p.name,
      sku: p.sku,
      brand: p.brand,
      price: p.price,
      originalPrice: p.originalPrice,
      isNoat: false,
      isDiscount: p.isDiscount,
      size: p.size,
      colors: [...p.colors],
      categories: [...p.categories],
      pics: p.pics.map((pic) => ({ ...pic })),
    };
    const location = { locationId: p.locationId, locationName: p.locationName, locationType: 'store' };
    const user = { firstName: customer.firstName, phone: customer.phone };
    orders.push([
      orderId,
      {
        id: orderId,
        products: [line],
        purchaseType: 'store',
        pending_status: 'done',
        quantity: 1,
        soldTotalPrice: line.price,
        originalTotalPrice: line.originalPrice,
        userId: customer.id,
        user,
        contactName: customer.firstName,
        contactNumber: customer.phone,
        createdAt: soldAt,
        ...location,
        createdUserId: seller.uid,
        createdUser: { firstName: seller.firstName, lastName: seller.lastName, role: seller.role },
      },
    ]);
    sales.push([
      saleId,
      {
        id: saleId,
        product: line,
        productId: p.id,
        orderId,
        price: line.price,
        userId: customer.id,
        user,
        ...location,
        purchaseType: 'store',
        createdAt: soldAt,
      },
    ]);
    transactions.push([
      transactionId,
      {
        id: transactionId,
        type: 'sale',
        orderId,
        saleId,
        productId: p.id,
        customerId: customer.id,
        transactionPrice: line.price,
        amount: line.price,
        user: { id: seller.uid, firstName: seller.firstName, lastName: seller.lastName },
        createdAt: soldAt,
      },
    ]);
    Object.assign(p, { isSold: true, isPrinted: true, orderId, saleId, updatedAt: soldAt });
  });

  // 5. productsDate: one document per creation day, updatedAt the day's last addition.
  const days = new Map();
  for (const p of products) {
    const prev = days.get(p.date);
    if (!prev || prev < p.createdAt) days.set(p.date, p.createdAt);
  }
  const productsDates = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, updatedAt]) => [date, { date, updatedAt }]);

  return {
    products: products.map((p) => [p.id, p]),
    productsDates,
    moveLogs,
    orders,
    sales,
    transactions,
  };
}

/**
 * Uploads one picture per model name (when `upload` is given) and writes the catalogue.
 * `upload(path, bytes)` resolves to a download URL; `writeAll(collection, docs)` writes [id, data].
 */
export async function writeProductSeed({ now = new Date(), upload = null, writeAll }) {
  const picsByName = {};
  if (upload) {
    // A few uploads at a time: the local storage server and the emulator are on this machine.
    const queue = [...PRODUCT_MODELS];
    const worker = async () => {
      for (let model = queue.shift(); model; model = queue.shift()) {
        const picName = modelPictureName(model);
        const picUrl = await upload(`${productPictureFolder(model.name)}/${picName}`, modelPicture(model));
        picsByName[model.name] = [{ picName, picUrl }];
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }
  const seed = buildProductSeed(now, { picsByName });
  await writeAll('products', seed.products);
  await writeAll('productsDate', seed.productsDates);
  await writeAll('productLocationChangeLogs', seed.moveLogs);
  await writeAll('orders', seed.orders);
  await writeAll('sales', seed.sales);
  await writeAll('transactions', seed.transactions);
  return {
    products: seed.products.length,
    sold: seed.sales.length,
    discounted: seed.products.filter(([, p]) => p.isDiscount).length,
    moves: seed.moveLogs.length,
    pictures: Object.keys(picsByName).length,
  };
}
