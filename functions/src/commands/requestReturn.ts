import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { SELLER_ROLES } from '../../../src/auth/roles';
import { toOrder } from '../../../src/entities/order/orderMapper';
import { toProduct } from '../../../src/entities/product/product';
import type { StockConflict } from '../../../src/entities/product/stockChanges';
import { returnRequestDocument, toReturnWindowDays } from '../../../src/entities/saleReturn/saleReturn';
import type { Data } from '../../../src/firebase/fields';
import { parseRequestReturnRequest, type RequestReturnRequest, type ReturnRefusal } from '../../../src/features/returns/domain/returnCommands';
import { returnFigures, returnPermission, storedLineOf } from '../../../src/features/returns/domain/returns';
import { CommandError } from '../commandError';
import { RETURN_KEYS, replayed } from '../returnKeys';
import { staffOf } from '../staff';

/**
 * A seller's request for a Manager's approval of a return past the window (docs/returns.md, "A
 * Manager's approval") as a trusted command: the request's figures are the order's, derived here
 * and never typed by the client. The caller must be a seller of the sale's store (a done store
 * sale); every product asked for must still be sold to the order and not on its way; the lines are
 * those their sales sold (or the order's), their total what was paid for them; the order's store,
 * date and contact name are copied from the order. The Manager then approves what is true, with
 * the rules' single-document decision (returnRequests: isDecision).
 */

export interface RequestReturnResult {
  requestId: string;
}

const refuse = (problem: ReturnRefusal): never => {
  throw new CommandError('failed-precondition', { problem });
};
const conflict = (productName: string, reason: StockConflict): never => {
  throw new CommandError('failed-precondition', { conflict: { productName, reason } });
};

export async function requestReturn(db: Firestore, uid: string | undefined, data: unknown, now: () => Date = () => new Date()): Promise<RequestReturnResult> {
  if (!uid) throw new CommandError('unauthenticated', { caller: 'signedOut' });
  const parsed = parseRequestReturnRequest(data);
  if ('invalid' in parsed) throw new CommandError('invalid-argument', parsed);
  const request: RequestReturnRequest = parsed;

  return db.runTransaction(async (tx) => {
    const keyRef = db.collection(RETURN_KEYS).doc(request.key);
    const [keySnap, callerSnap, orderSnap, windowSnap] = await tx.getAll(
      keyRef,
      db.collection('users').doc(uid),
      db.collection('orders').doc(request.orderId),
      db.collection('appConfigs').doc('returns'),
    );
    const caller = staffOf(uid, callerSnap);
    if (keySnap.exists) return replayed<RequestReturnResult>(keySnap, uid, 'requestReturn');
    if (!orderSnap.exists) return refuse('orderChanged');
    const orderData: Data = orderSnap.data() ?? {};
    const order = toOrder(orderSnap.id, orderData);
    // Only a seller of the sale's store asks (Admin, Manager and dev take any store sale back themselves).
    const windowDays = toReturnWindowDays(windowSnap.exists ? (windowSnap.data() ?? null) : null);
    if (!SELLER_ROLES.includes(caller.role) || returnPermission(order, order.createdAt.toMillis(), caller, now().getTime(), windowDays) === 'never') {
      return refuse('notAllowed');
    }

    // The lines asked for, as the return would take them back.
    const snaps = await tx.getAll(...request.productIds.map((id) => db.collection('products').doc(id)));
    const products = snaps.map((snap, i) => {
      const p = snap.exists ? toProduct(snap.id, snap.data() ?? {}) : null;
      if (!p) return conflict(request.productIds[i], 'missing');
      if (p.orderId !== order.id || !p.isSold) return conflict(p.name, 'notSold');
      if (p.isDeliveryPending) return conflict(p.name, 'deliveryPending');
      return p;
    });
    const saleRefs = products.filter((p) => p.saleId).map((p) => db.collection('sales').doc(p.saleId as string));
    const sales = new Map((saleRefs.length ? await tx.getAll(...saleRefs) : []).filter((s) => s.exists).map((s) => [s.id, s.data() ?? {}]));
    const lines = products.map((p) => {
      const sale = p.saleId ? sales.get(p.saleId) : undefined;
      if (sale && (sale.orderId !== order.id || sale.productId !== p.id)) return conflict(p.name, 'changed');
      return storedLineOf(orderData.products, p.id, sale?.product ?? null) ?? conflict(p.name, 'changed');
    });

    const ref = db.collection('returnRequests').doc();
    tx.set(
      ref,
      returnRequestDocument({
        id: ref.id,
        orderId: order.id,
        productIds: request.productIds,
        returnedTotal: returnFigures(lines, []).returnedTotal,
        reason: request.reason,
        locationId: order.locationId ?? '',
        locationName: order.locationName ?? '',
        // As stored on the order (the Manager sees how late it is).
        soldAt: orderData.createdAt ?? null,
        contactName: typeof orderData.contactName === 'string' ? orderData.contactName : '',
        createdUserId: caller.id,
        createdUser: { firstName: caller.firstName, lastName: caller.lastName, role: caller.role },
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    const result: RequestReturnResult = { requestId: ref.id };
    tx.set(keyRef, { uid, command: 'requestReturn', result, createdAt: FieldValue.serverTimestamp() });
    return result;
  });
}
