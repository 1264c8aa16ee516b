// Demo delivery orders with REAL product documents, so the demo courier has deliveries to work
// on: 4 pending orders (no courier yet) and 4 delivering ones assigned to courier@demo.mn,
// taken by the call centre. Each order's products become isSold + isDeliveryPending and point at it
// (orderId, saleId), with one sale per product and one sale transaction per order, the shapes the
// sale wizard writes (src/features/selling/api/saleWrites.ts), so /delivery-orders can assign,
// confirm (with refunds), cancel and delete them.
//
// Deterministic: the products are the unsold, undiscounted, in-stock store products with the
// highest ids (the other seeds take theirs from the front of the catalogue); dates follow `now`.
import { CUSTOMERS, DELIVERY_LOCATIONS, DEMO_ACCOUNTS } from './seed-data.mjs';

export const DELIVERY_PENDING_COUNT = 4;
export const DELIVERY_DELIVERING_COUNT = 4;
const MINUTE = 60 * 1000;

const pad3 = (n) => String(n).padStart(3, '0');

/** The products a delivery may take: in a store, not sold, not pending anything, not discounted. */
export function deliverableProducts(products) {
  return products
    .filter(([, p]) => p.locationType === 'store' && !p.isSold && !p.isDeliveryPending && !p.isDiscountPending && !p.isDiscount && !p.isRefund)
    .sort(([a], [b]) => b.localeCompare(a));
}

/**
 * Builds the delivery orders from the catalogue `products` ([id, data] as written). Returns
 * { orders, sales, transactions, productUpdates } as [id, data] lists; productUpdates hold only the
 * fields to merge into the existing product documents.
 */
export function buildDeliverySeed({ products, now = new Date(), pending = DELIVERY_PENDING_COUNT, delivering = DELIVERY_DELIVERING_COUNT }) {
  const courier = DEMO_ACCOUNTS.find((a) => a.role === 'DeliveryBoy');
  const callCentre = DEMO_ACCOUNTS.find((a) => a.role === 'Call Centre');
  const deliveryBoy = { id: courier.uid, firstName: courier.firstName, lastName: courier.lastName, phone: courier.phone };
  const pool = deliverableProducts(products);
  const orders = [];
  const sales = [];
  const transactions = [];
  const productUpdates = [];
  let next = 0;
  for (let i = 0; i < pending + delivering; i += 1) {
    // Two products in every other order, so a confirmation can keep one and refund the other.
    const size = i % 2 === 0 ? 2 : 1;
    const taken = pool.slice(next, next + size);
    if (taken.length < size) break;
    next += size;
    const orderId = `demo-delivery-${pad3(i + 1)}`;
    const transactionId = `demo-delivery-transaction-${pad3(i + 1)}`;
    const customer = CUSTOMERS[(i * 5) % CUSTOMERS.length];
    const districtIndex = i % DELIVERY_LOCATIONS.length;
    const district = { id: `district-${String(districtIndex + 1).padStart(2, '0')}`, name: DELIVERY_LOCATIONS[districtIndex] };
    const createdAt = new Date(now.getTime() - (i + 1) * 47 * MINUTE);
    const isDelivering = i >= pending;
    const user = { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone };
    const location = { locationType: 'delivery', locationId: district.id, locationName: district.name };
    const lines = taken.map(([id, p]) => ({
      id,
      name: p.name,
      sku: p.sku,
      price: p.price,
      originalPrice: p.originalPrice,
      isNoat: false,
      isDiscount: p.isDiscount === true,
      brand: p.brand,
      size: p.size,
      colors: [...p.colors],
      categories: [...p.categories],
      pics: (p.pics ?? []).slice(0, 1).map((pic) => ({ ...pic })),
    }));
    const soldTotalPrice = lines.reduce((s, l) => s + l.price, 0);
    orders.push([
      orderId,
      {
        id: orderId,
        products: lines,
        productIds: lines.map((l) => l.id),
        purchaseType: 'delivery',
        pending_status: isDelivering ? 'delivering' : 'pending',
        quantity: lines.length,
        soldTotalPrice,
        originalTotalPrice: lines.reduce((s, l) => s + l.originalPrice, 0),
        userId: customer.id,
        user,
        contactName: `${customer.lastName} ${customer.firstName}`.trim(),
        contactNumber: customer.phone,
        duureg: district.id,
        address: customer.address,
        addressDescription: ['Орцны код 1234#', 'Утсаар залгана уу', '', 'Хаалганы хажууд'][i % 4],
        ...location,
        ...(isDelivering ? { deliveryBoy, deliveryBoyId: courier.uid } : {}),
        transactionId,
        lotteryId: null,
        createdUserId: callCentre.uid,
        createdUser: { firstName: callCentre.firstName, lastName: callCentre.lastName, role: callCentre.role },
        createdAt,
      },
    ]);
    lines.forEach((l, k) => {
      const saleId = `${orderId}-sale-${k + 1}`;
      sales.push([
        saleId,
        {
          id: saleId,
          product: l,
          productId: l.id,
          orderId,
          price: l.price,
          userId: customer.id,
          user,
          ...location,
          purchaseType: 'delivery',
          createdUserId: callCentre.uid,
          createdAt,
        },
      ]);
      productUpdates.push([l.id, { isSold: true, isDeliveryPending: true, isNoat: false, orderId, saleId, updatedAt: createdAt }]);
    });
    transactions.push([
      transactionId,
      {
        id: transactionId,
        type: 'sale',
        orderId,
        transactionPrice: soldTotalPrice,
        amount: soldTotalPrice,
        customerId: customer.id,
        customerName: `${customer.lastName} ${customer.firstName}`.trim(),
        user,
        createdUserId: callCentre.uid,
        createdAt,
      },
    ]);
  }
  return { orders, sales, transactions, productUpdates };
}

/**
 * Reads the catalogue from Firestore (firebase-admin `db`), builds the delivery orders and writes
 * them with their products' flags in one batch. Returns the counts.
 */
export async function writeDeliverySeed({ db, now = new Date() }) {
  const snap = await db.collection('products').where('locationType', '==', 'store').get();
  const products = snap.docs.map((d) => [d.id, d.data()]);
  const seed = buildDeliverySeed({ products, now });
  const batch = db.batch();
  for (const [id, data] of seed.orders) batch.set(db.collection('orders').doc(id), data);
  for (const [id, data] of seed.sales) batch.set(db.collection('sales').doc(id), data);
  for (const [id, data] of seed.transactions) batch.set(db.collection('transactions').doc(id), data);
  for (const [id, data] of seed.productUpdates) batch.set(db.collection('products').doc(id), data, { merge: true });
  await batch.commit();
  return {
    orders: seed.orders.length,
    pending: seed.orders.filter(([, o]) => o.pending_status === 'pending').length,
    delivering: seed.orders.filter(([, o]) => o.pending_status === 'delivering').length,
    products: seed.productUpdates.length,
  };
}
