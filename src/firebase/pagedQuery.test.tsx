import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { collection, getFirestore, orderBy, query, type QuerySnapshot } from 'firebase/firestore';

// usePagedQuery's 'pages' listener, fed by hand: what the persistent cache answers first, then the
// server (the grid of /products showed the cache's guess of a page as the whole page).
const listeners = vi.hoisted(() => [] as { options: unknown; next: (snap: QuerySnapshot<unknown>) => void }[]);
const net = vi.hoisted(() => ({ online: true }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onSnapshot: (_q: unknown, options: unknown, next: (snap: QuerySnapshot<unknown>) => void) => {
    listeners.push({ options, next });
    return () => undefined;
  },
}));
vi.mock('./online', () => ({ isOnline: () => net.online, useOnline: () => net.online }));

const { usePagedQuery } = await import('./queries');

const products = query(collection(getFirestore(initializeApp({ projectId: 'demo-paged' }, 'paged-query-test')), 'products'), orderBy('createdAt', 'desc'));

interface Row {
  id: string;
}

/** A snapshot of rows `ids`, `changes` of them new to the listener. */
function snapshot(ids: number[], fromCache: boolean, changes = ids.length): QuerySnapshot<Row> {
  const docs = ids.map((id) => ({ id: String(id), data: () => ({ id: String(id) }) }));
  return { docs, size: docs.length, metadata: { fromCache, hasPendingWrites: false }, docChanges: () => docs.slice(0, changes) } as unknown as QuerySnapshot<Row>;
}

const deliver = (snap: QuerySnapshot<Row>) => act(() => listeners[listeners.length - 1].next(snap as QuerySnapshot<unknown>));
const ids = (rows: Row[]) => rows.map((r) => Number(r.id));

afterEach(() => {
  listeners.length = 0;
  net.online = true;
});

describe("usePagedQuery ('pages') and the persistent cache", () => {
  it('a page the cache answered first (after Next: the one document the last page read beyond its end) is syncing, with no next page, until the server answers with the whole page', () => {
    const { result } = renderHook(() => usePagedQuery<Row>(products as never, { pageSize: 3 }));
    deliver(snapshot([4], true));
    expect(result.current).toMatchObject({ loading: false, syncing: true, hasNext: false });
    expect(ids(result.current.data)).toEqual([4]);
    deliver(snapshot([4, 5, 6, 7], false, 3));
    expect(result.current).toMatchObject({ loading: false, syncing: false, hasNext: true });
    expect(ids(result.current.data)).toEqual([4, 5, 6]);
  });

  it('the server confirming the cached page as it was ends syncing with the same rows; a pending write\'s flag alone changes nothing', () => {
    const { result } = renderHook(() => usePagedQuery<Row>(products as never, { pageSize: 3 }));
    // Without metadata changes Firestore would never tell an unchanged page's confirmation.
    expect(listeners[0].options).toEqual({ includeMetadataChanges: true });
    deliver(snapshot([1, 2], true));
    const rows = result.current.data;
    expect(result.current).toMatchObject({ syncing: true, hasNext: false });
    deliver(snapshot([1, 2], false, 0));
    expect(result.current).toMatchObject({ syncing: false, hasNext: false });
    expect(result.current.data).toBe(rows);
    deliver(snapshot([1, 2], false, 0));
    expect(result.current.data).toBe(rows);
  });

  it('offline the cached page is the page: not syncing', () => {
    net.online = false;
    const { result } = renderHook(() => usePagedQuery<Row>(products as never, { pageSize: 3 }));
    deliver(snapshot([1, 2], true));
    expect(result.current).toMatchObject({ loading: false, syncing: false });
    expect(ids(result.current.data)).toEqual([1, 2]);
  });
});
