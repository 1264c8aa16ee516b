import { useCallback, useEffect, useMemo, useState } from 'react';
import { orderBy, query, where, type Query, type QueryConstraint } from 'firebase/firestore';
import { useCountOnce, useDocument, usePagedQuery, type PagedQueryState, type QueryState } from '../../../firebase/queries';
import { planProductQuery, type ProductFilters, type ProductListKind, type ProductScope, type QueryPlan } from '../domain/filters';
import type { Product } from '../../../entities/product/product';
import { products } from '../../../entities/product/productCollection';

/** The count shown beside the grid stops here: counting costs one read per 1,000 products. */
export const COUNT_CAP = 5000;
/**
 * The total beside the grid is counted again this often while the screen is shown: sales at other
 * counters change it, and Firestore has no live count (a count costs one read per 1,000 products).
 */
export const COUNT_REFRESH_MS = 60_000;
/** With a filter Firestore cannot apply itself, a page reads at most this many products. */
export const RESIDUAL_SCAN_LIMIT = 300;

/** Query constraints of a plan, newest first. */
export function planConstraints(plan: QueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.equals.map(([field, value]) => where(field, '==', value));
  if (plan.arrayContains) constraints.push(where(plan.arrayContains[0], 'array-contains', plan.arrayContains[1]));
  if (plan.arrayContainsAny) constraints.push(where(plan.arrayContainsAny[0], 'array-contains-any', plan.arrayContainsAny[1]));
  constraints.push(orderBy('createdAt', 'desc'));
  return constraints;
}

/** The product list's extras: the capped count shown beside the grid. */
export interface ProductTotals {
  /** Matching products (capped at COUNT_CAP); `totalIsUpperBound` when a residual filter applies. */
  total: number | null;
  totalCapped: boolean;
  totalIsUpperBound: boolean;
}

export type ProductPageState = PagedQueryState<Product> &
  ProductTotals & {
    /** Counts again now (e.g. after this screen's own sale). */
    recount: () => void;
  };

/**
 * A product list, live. 'pages': one page at a time, a listener on exactly the page's query (cursor
 * + limit), so the first page of a 20,000-product catalogue costs `pageSize + 1` reads plus a capped
 * count. 'chunks': pages accumulate under a "show more" button (the store-products order screen,
 * meant to be one unpaged list; a large catalogue cannot be read at once), each chunk its own
 * listener, so showing more reads only the new chunk. A filter Firestore cannot apply (the plan's
 * residual) scans RESIDUAL_SCAN_LIMIT products per page. `enabled` false (e.g. the role sees
 * nothing) skips every read.
 */
export function useProductPage(
  kind: ProductListKind,
  scope: ProductScope,
  filters: ProductFilters,
  pageSize: number,
  mode: 'pages' | 'chunks' = 'pages',
  enabled = true,
): ProductPageState {
  const plan = useMemo(() => planProductQuery(kind, scope, filters), [kind, scope, filters]);
  const active = enabled && !plan.empty;
  const listQuery = useMemo(() => (active ? query(products.ref(), ...planConstraints(plan)) : null), [active, plan]);
  const countQuery = useMemo(
    () => (active ? query(products.ref(), ...planConstraints(plan).filter((c) => c.type !== 'orderBy')) : null),
    [active, plan],
  );
  // The residual filter is a function: its plan identifies it, so a change starts over at page 1.
  const list = usePagedQuery(listQuery, { tag: 'products', pageSize, mode, keep: plan.residual, scan: RESIDUAL_SCAN_LIMIT, keepKey: JSON.stringify(filters) });
  // The count waits for the list's first page: on a large catalogue both are scans the server
  // would otherwise share, and the cards are what the user waits for. Once started for a query it
  // stays (paging does not count again).
  const [countStarted, setCountStarted] = useState<Query | null>(null);
  if (countQuery && countStarted !== countQuery && !list.loading) setCountStarted(countQuery);
  // The total follows the list live: counted again when the shown page changes (a product sold or
  // added here), after this screen's own sale, and every COUNT_REFRESH_MS while the tab is visible.
  const [refresh, setRefresh] = useState(0);
  const [countedRows, setCountedRows] = useState<readonly Product[] | null>(null);
  if (!list.loading && list.data !== countedRows) {
    setCountedRows(list.data);
    if (countedRows !== null) setRefresh((n) => n + 1);
  }
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setRefresh((n) => n + 1);
    }, COUNT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  const recount = useCallback(() => setRefresh((n) => n + 1), []);
  const count = useCountOnce(countStarted === countQuery ? countQuery : null, { tag: 'products', cap: COUNT_CAP, refresh });
  const total = count.data;
  return {
    ...list,
    recount,
    total: active ? total : 0,
    totalCapped: total !== null && total >= COUNT_CAP,
    totalIsUpperBound: plan.residual !== null,
  };
}

/** One product, live (detail and edit dialogs); null when missing. */
export function useProduct(id: string | null): QueryState<Product | null> {
  return useDocument(id ? products.doc(id) : null);
}
