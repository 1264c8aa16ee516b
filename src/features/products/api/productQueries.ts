import { useEffect, useMemo, useRef, useState } from 'react';
import {
  collection,
  doc,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countAggregationReads, countQueryReads, countReads } from '../../../firebase/readMeter';
import { planProductQuery, type ProductFilters, type ProductListKind, type ProductScope, type QueryPlan } from '../domain/filters';
import { toProduct, type Product } from '../../../entities/product/product';

/** The count shown beside the grid stops here: counting costs one read per 1,000 products. */
export const COUNT_CAP = 5000;
/** With a filter Firestore cannot apply itself, a page reads at most this many products. */
export const RESIDUAL_SCAN_LIMIT = 300;

export const productsCollection = () => collection(db, 'products');

/** Query constraints of a plan, newest first. */
export function planConstraints(plan: QueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.equals.map(([field, value]) => where(field, '==', value));
  if (plan.arrayContains) constraints.push(where(plan.arrayContains[0], 'array-contains', plan.arrayContains[1]));
  if (plan.arrayContainsAny) constraints.push(where(plan.arrayContainsAny[0], 'array-contains-any', plan.arrayContainsAny[1]));
  constraints.push(orderBy('createdAt', 'desc'));
  return constraints;
}

export interface ProductPageState {
  products: Product[];
  loading: boolean;
  error: Error | null;
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  /** Matching products (capped at COUNT_CAP); `totalIsUpperBound` when a residual filter applies. */
  total: number | null;
  totalCapped: boolean;
  totalIsUpperBound: boolean;
}

interface PageResult {
  key: string;
  products: Product[];
  /** Where the next page starts (the last document this page consumed). */
  nextCursor: QueryDocumentSnapshot | null;
  error: Error | null;
}

/**
 * The products of one query delivery and where the next page starts (the last document this page
 * consumed, or null at the end). With a residual filter the delivery is a scan of `batch` documents.
 */
function readPage(
  docs: readonly QueryDocumentSnapshot[],
  plan: QueryPlan,
  pageSize: number,
  batch: number,
): { products: Product[]; nextCursor: QueryDocumentSnapshot | null } {
  if (!plan.residual) {
    return {
      products: docs.slice(0, pageSize).map((d) => toProduct(d.id, d.data())),
      nextCursor: docs.length > pageSize ? docs[pageSize - 1] : null,
    };
  }
  const kept: Product[] = [];
  let last: QueryDocumentSnapshot | null = null;
  for (const d of docs) {
    const p = toProduct(d.id, d.data());
    if (!plan.residual(p)) {
      last = d;
      continue;
    }
    if (kept.length === pageSize) break;
    kept.push(p);
    last = d;
  }
  const consumedAll = last === docs[docs.length - 1];
  return { products: kept, nextCursor: docs.length === batch || !consumedAll ? last : null };
}

/** The capped count of a plan's products (one aggregation, one read per 1,000 counted). */
function useProductCount(plan: QueryPlan, planKey: string, active: boolean): number | null {
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const q = query(productsCollection(), ...planConstraints(plan).filter((c) => c.type !== 'orderBy'), limit(COUNT_CAP));
    getCountFromServer(q).then(
      (snap) => {
        const value = snap.data().count;
        countAggregationReads(value, 'products');
        if (!cancelled) setCount({ key: planKey, value });
      },
      (error: unknown) => {
        countReads(1, 'products');
        console.error('products count', error);
      },
    );
    return () => {
      cancelled = true;
    };
    // planKey stands for plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planKey, active]);
  return count && count.key === planKey ? count.value : null;
}

/**
 * One page of a product list, live: a listener on exactly the page's query (cursor + limit), so the
 * first page of a 20,000-product catalogue costs `pageSize + 1` reads plus a capped count.
 * `enabled` false (e.g. the role sees nothing) skips every read.
 */
export function useProductPage(
  kind: ProductListKind,
  scope: ProductScope,
  filters: ProductFilters,
  pageSize: number,
  enabled = true,
): ProductPageState {
  const plan = useMemo(() => planProductQuery(kind, scope, filters), [kind, scope, filters]);
  const planKey = JSON.stringify([kind, scope, filters, pageSize]);
  // Cursor of each page after the first; reset whenever the filters change.
  const [cursors, setCursors] = useState<{ key: string; list: QueryDocumentSnapshot[] }>({ key: planKey, list: [] });
  const cursorList = cursors.key === planKey ? cursors.list : [];
  const pageIndex = cursorList.length;
  const cursor = pageIndex > 0 ? cursorList[pageIndex - 1] : null;
  const resultKey = `${planKey}#${pageIndex}`;
  const [result, setResult] = useState<PageResult | null>(null);
  const active = enabled && !plan.empty;

  useEffect(() => {
    if (!active) return;
    const batch = plan.residual ? RESIDUAL_SCAN_LIMIT : pageSize + 1;
    const constraints = planConstraints(plan);
    if (cursor) constraints.push(startAfter(cursor));
    constraints.push(limit(batch));
    let first = true;
    return onSnapshot(
      query(productsCollection(), ...constraints),
      (snap) => {
        // Billing: the first delivery costs its documents (one if empty), later ones the changed documents.
        if (first) countQueryReads(snap.size, 'products');
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, 'products');
        first = false;
        const { products, nextCursor } = readPage(snap.docs, plan, pageSize, batch);
        setResult({ key: resultKey, products, nextCursor, error: null });
      },
      (error) => {
        console.error('products listener', error);
        setResult({ key: resultKey, products: [], nextCursor: null, error });
      },
    );
    // planKey stands for plan; cursor identity changes with pageIndex.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultKey, active]);

  const total = useProductCount(plan, planKey, active);

  const current = result && result.key === resultKey ? result : null;
  return {
    products: active ? (current?.products ?? []) : [],
    loading: active && current === null,
    error: current?.error ?? null,
    page: pageIndex + 1,
    hasNext: Boolean(current?.nextCursor),
    hasPrevious: pageIndex > 0,
    next: () => {
      const nextCursor = current?.nextCursor;
      if (nextCursor) setCursors({ key: planKey, list: [...cursorList, nextCursor] });
    },
    previous: () => {
      if (pageIndex > 0) setCursors({ key: planKey, list: cursorList.slice(0, -1) });
    },
    total: active ? total : 0,
    totalCapped: total !== null && total >= COUNT_CAP,
    totalIsUpperBound: plan.residual !== null,
  };
}

export interface ProductChunksState {
  /** Every chunk loaded so far, in order (a product is listed once even if two chunks hold it). */
  products: Product[];
  /** The first chunk has not arrived yet. */
  loading: boolean;
  /** A later chunk is on its way. */
  loadingMore: boolean;
  error: Error | null;
  hasMore: boolean;
  showMore: () => void;
  total: number | null;
  totalCapped: boolean;
  totalIsUpperBound: boolean;
}

interface ChunksResult {
  key: string;
  products: Product[];
  loadingMore: boolean;
  hasMore: boolean;
  error: Error | null;
}

/**
 * A product list shown in chunks with a "show more" button (the store-products order screen, meant
 * to be one unpaged list; a large catalogue cannot be read at once). Each chunk is its own live
 * listener starting after the previous chunk's last document, so showing more reads only the new
 * chunk. The first chunk costs `chunkSize + 1` reads plus the capped count, like useProductPage.
 */
export function useProductChunks(
  kind: ProductListKind,
  scope: ProductScope,
  filters: ProductFilters,
  chunkSize: number,
  enabled = true,
): ProductChunksState {
  const plan = useMemo(() => planProductQuery(kind, scope, filters), [kind, scope, filters]);
  const planKey = JSON.stringify([kind, scope, filters, chunkSize]);
  const [result, setResult] = useState<ChunksResult | null>(null);
  const showMoreRef = useRef<() => void>(() => undefined);
  const active = enabled && !plan.empty;

  useEffect(() => {
    if (!active) return;
    const batch = plan.residual ? RESIDUAL_SCAN_LIMIT : chunkSize + 1;
    interface Chunk {
      products: Product[];
      nextCursor: QueryDocumentSnapshot | null;
      loaded: boolean;
      error: Error | null;
      unsubscribe: () => void;
    }
    const chunks: Chunk[] = [];
    const publish = () => {
      const seen = new Set<string>();
      const products: Product[] = [];
      for (const chunk of chunks) {
        for (const p of chunk.products) {
          if (seen.has(p.id)) continue;
          seen.add(p.id);
          products.push(p);
        }
      }
      const last = chunks[chunks.length - 1];
      setResult({
        key: planKey,
        products,
        loadingMore: chunks.length > 1 && !last.loaded,
        hasMore: last.loaded && last.nextCursor !== null,
        error: chunks.find((c) => c.error)?.error ?? null,
      });
    };
    const open = (cursor: QueryDocumentSnapshot | null) => {
      const chunk: Chunk = { products: [], nextCursor: null, loaded: false, error: null, unsubscribe: () => undefined };
      chunks.push(chunk);
      const constraints = planConstraints(plan);
      if (cursor) constraints.push(startAfter(cursor));
      constraints.push(limit(batch));
      let first = true;
      chunk.unsubscribe = onSnapshot(
        query(productsCollection(), ...constraints),
        (snap) => {
          if (first) countQueryReads(snap.size, 'products');
          else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, 'products');
          first = false;
          const page = readPage(snap.docs, plan, chunkSize, batch);
          chunk.products = page.products;
          chunk.nextCursor = page.nextCursor;
          chunk.loaded = true;
          publish();
        },
        (error) => {
          console.error('products listener', error);
          chunk.loaded = true;
          chunk.error = error;
          publish();
        },
      );
    };
    open(null);
    showMoreRef.current = () => {
      const last = chunks[chunks.length - 1];
      if (!last.loaded || !last.nextCursor) return;
      open(last.nextCursor);
      publish();
    };
    return () => {
      showMoreRef.current = () => undefined;
      for (const chunk of chunks) chunk.unsubscribe();
    };
    // planKey stands for plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planKey, active]);

  const total = useProductCount(plan, planKey, active);
  const current = result && result.key === planKey ? result : null;
  return {
    products: active ? (current?.products ?? []) : [],
    loading: active && current === null,
    loadingMore: current?.loadingMore ?? false,
    error: current?.error ?? null,
    hasMore: active && (current?.hasMore ?? false),
    showMore: () => showMoreRef.current(),
    total: active ? total : 0,
    totalCapped: total !== null && total >= COUNT_CAP,
    totalIsUpperBound: plan.residual !== null,
  };
}

/** One product, live (detail and edit dialogs). */
export function useProduct(id: string | null): { product: Product | null; loading: boolean; error: Error | null } {
  const [state, setState] = useState<{ id: string | null; product: Product | null; error: Error | null }>({ id: null, product: null, error: null });
  useEffect(() => {
    if (!id) return;
    return onSnapshot(
      doc(db, 'products', id),
      (snap) => {
        countReads(1);
        setState({ id, product: snap.exists() ? toProduct(snap.id, snap.data()) : null, error: null });
      },
      (error) => setState({ id, product: null, error }),
    );
  }, [id]);
  const current = state.id === id ? state : null;
  return { product: current?.product ?? null, loading: Boolean(id) && current === null, error: current?.error ?? null };
}
