import { useEffect, useState } from 'react';
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { lotteryTickets } from '../../../entities/lottery/lotteryCollections';
import { readDocument, readQuery, useLiveQuery, type QueryState } from '../../../firebase/queries';
import { toProduct, type Product } from '../../../entities/product/product';
import type { Order } from '../../../entities/order/order';
import type { DeliveryQueryPlan } from '../domain/deliveries';
import { orders } from '../../../entities/order/orderDoc';

/**
 * Delivery order reads (docs/delivery.md): the tables' live queries and the goods and lottery ticket
 * the confirmation wizard shows. The couriers are usePeople('DeliveryBoy') (entities/person).
 */

const TAG = 'deliveries';

/** The constraints of one table's query (also used by the rules tests). */
export function planConstraints(plan: DeliveryQueryPlan): QueryConstraint[] {
  const c: QueryConstraint[] = [where('purchaseType', 'in', [...plan.purchaseTypes]), where('pending_status', '==', plan.status)];
  if (plan.deliveryBoyId !== undefined) c.push(where('deliveryBoyId', '==', plan.deliveryBoyId));
  if (plan.createdUserId !== undefined) c.push(where('createdUserId', '==', plan.createdUserId));
  c.push(orderBy('createdAt', 'desc'));
  if (plan.limit !== undefined) c.push(limit(plan.limit));
  return c;
}

/** Live rows of one table, newest first; `null` reads nothing. */
export function useDeliveryOrders(plan: DeliveryQueryPlan | null): QueryState<Order[]> {
  // Built each render: the hook compares queries by value.
  const q = plan ? query(orders.ref(), ...planConstraints(plan)) : null;
  const { data, loading, error } = useLiveQuery(q, { tag: TAG });
  return { data, loading, error };
}

/**
 * A one-shot read of `key` by `load` (a function defined once, which handles its own errors; null
 * key: nothing to read). While the result for the current key has not arrived, `loading` is true
 * and `data` is `empty`.
 */
function useKeyedRead<T>(key: string | null, load: (key: string) => Promise<T>, empty: T): QueryState<T> {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load(key).then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key, load]);
  if (key === null) return { data: empty, loading: false, error: null };
  if (!state || state.key !== key) return { data: empty, loading: true, error: null };
  return { data: state.value, loading: false, error: null };
}

const NO_PRODUCTS = new Map<string, Product | null>();

/** Product documents by comma-separated ids; null where one does not exist or cannot be read. */
async function readProducts(key: string): Promise<Map<string, Product | null>> {
  return new Map(
    await Promise.all(
      key.split(',').map(async (id): Promise<[string, Product | null]> => {
        try {
          const data = await readDocument(docRef('products', id), TAG);
          return [id, data ? toProduct(id, data) : null];
        } catch (error) {
          // A product this user may not read is shown from the order's snapshot.
          console.error('order product', id, error);
          return [id, null];
        }
      }),
    ),
  );
}

/**
 * The order's product documents by id (null: missing or unreadable), fetched once (the wizard's
 * goods step).
 */
export function useOrderProducts(ids: readonly string[] | null): QueryState<ReadonlyMap<string, Product | null>> {
  const key = ids && ids.length > 0 ? ids.join(',') : null;
  return useKeyedRead<ReadonlyMap<string, Product | null>>(key, readProducts, NO_PRODUCTS);
}

/**
 * The lookup of the ticket sold with an order that does not name one: `lottery where orderId ==`.
 * The rules let a courier make it for an order assigned to them, and only naming the order (also
 * used by the rules tests).
 */
export function orderLotteryConstraints(orderId: string): QueryConstraint[] {
  return [where('orderId', '==', orderId), limit(1)];
}

/** The code of the lottery ticket sold with an order, or null. */
async function readLotteryCode(orderId: string): Promise<string | null> {
  try {
    const [ticket] = await readQuery(query(lotteryTickets.ref(), ...orderLotteryConstraints(orderId)), TAG);
    return ticket?.code || null;
  } catch (error) {
    console.error('order lottery', error);
    return null;
  }
}

/**
 * The lottery ticket issued with an order, or null: the order's own lotteryId (the ticket's id is
 * its code) when it has one, else a lookup for orders written elsewhere (an order of the app's own
 * sale names its ticket, or none). Managers and the order's courier may make it (firestore.rules,
 * lottery).
 */
export function useOrderLottery(orderId: string | null, knownCode?: string | null): QueryState<string | null> {
  const state = useKeyedRead<string | null>(knownCode ? null : orderId, readLotteryCode, null);
  return knownCode ? { data: knownCode, loading: false, error: null } : state;
}
