import { useCallback, useEffect, useRef, useState } from 'react';
import { findProductsBySku, normaliseCode, type SkuRestriction } from '../../../entities/product/skuLookup';
import { moveProducts } from '../../../entities/product/moveProducts';
import { isAvailable, type Product } from '../../../entities/product/product';
import { playScanSound } from '../../../components/scan';
import { CountBook, type ScanKind, type StockCount } from '../domain/stockCount';
import { closeStockCount, saveStockCount, type Counter } from '../api/stockCountWrites';
import { readExpected, readProductsBySkus, TAG } from '../api/stockCountQueries';
import { useRead } from '../../../firebase/queries';

/** A save waits this long after the last scan, so a fast run of scans makes one write. */
export const SAVE_DELAY_MS = 1000;

export type Feedback =
  | { kind: ScanKind; code: string; product: Product | null }
  | { kind: 'duplicate' | 'full'; code: string }
  | { kind: 'failed'; code: string; reason: string };

// 'queued': saved on this device while offline, sent when the connection is back (docs/offline.md).
export type SaveState = { kind: 'idle' | 'saving' | 'saved' | 'queued' } | { kind: 'failed'; reason: string };

export type SessionPhase = { kind: 'reading'; read: number } | { kind: 'resuming' } | { kind: 'ready' } | { kind: 'failed'; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An open count on this device (docs/stock-counts.md): reads the location's expected products
 * once, sorts the codes already saved (a count resumed on another device), then takes scans,
 * saving the lists SAVE_DELAY_MS after the last change. `version` grows with every change, so the
 * screen re-renders from the book without copying it.
 */
export function useCountSession(count: StockCount, by: Counter, restrict: SkuRestriction) {
  const [progress, setProgress] = useState<SessionPhase>({ kind: 'reading', read: 0 });
  const [version, setVersion] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const bookRef = useRef<CountBook | null>(null);
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);
  const saving = useRef<Promise<void> | null>(null);
  const closed = useRef(false);
  const { id, locationId } = count;
  // What a resumed count starts from: the codes saved when this screen opened.
  const [initialScanned] = useState(count.scanned);
  const byRef = useRef(by);
  const restrictRef = useRef(restrict);
  useEffect(() => {
    byRef.current = by;
    restrictRef.current = restrict;
  });

  const bump = useCallback(() => setVersion((v) => v + 1), []);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const book = bookRef.current;
    if (!book || closed.current) return;
    if (saving.current) await saving.current;
    if (!dirty.current || closed.current) return;
    dirty.current = false;
    setSave({ kind: 'saving' });
    const run = saveStockCount(id, byRef.current, book.lists())
      .then((outcome) => setSave({ kind: outcome === 'queued' ? 'queued' : 'saved' }))
      .catch((error: unknown) => {
        dirty.current = true;
        setSave({ kind: 'failed', reason: reasonOf(error) });
      });
    saving.current = run;
    await run;
    saving.current = null;
  }, [id]);

  const scheduleSave = useCallback(() => {
    dirty.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  // Read the expected products, then sort the codes saved so far.
  const opened = useRead(
    locationId,
    async (location, signal) => {
      const expected = await readExpected(location, (read) => !signal.aborted && setProgress({ kind: 'reading', read }));
      const book = new CountBook(location, expected);
      if (!signal.aborted) setProgress({ kind: 'resuming' });
      const unknownYet = initialScanned.filter((code) => !book.expectedProduct(code));
      const found = unknownYet.length > 0 ? await readProductsBySkus(unknownYet, restrictRef.current) : [];
      const bySku = new Map<string, Product[]>();
      for (const p of found) bySku.set(p.sku, [...(bySku.get(p.sku) ?? []), p]);
      for (const code of initialScanned) book.add(code, bySku.get(code) ?? []);
      return book;
    },
    { tag: TAG, label: 'stock count', params: [initialScanned] },
  );
  const book = opened.data;
  useEffect(() => {
    bookRef.current = book;
  }, [book]);
  const phase: SessionPhase = opened.error ? { kind: 'failed', reason: reasonOf(opened.error) } : book ? { kind: 'ready' } : progress;

  // Leaving the screen, hiding the tab or closing the page saves what is not saved yet at once,
  // instead of after SAVE_DELAY_MS (a page closed before the write reaches the server loses it).
  useEffect(() => {
    const onLeave = () => {
      if (dirty.current) void flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, [flush]);

  const scan = useCallback(
    async (raw: string) => {
      const code = normaliseCode(raw);
      const book = bookRef.current;
      if (!code || !book || closed.current) return;
      if (book.has(code) || pending.current.has(code)) {
        setFeedback({ kind: 'duplicate', code });
        playScanSound('error');
        return;
      }
      let found: Product[] = [];
      if (!book.expectedProduct(code)) {
        pending.current.add(code);
        try {
          found = await findProductsBySku(code, restrictRef.current, TAG);
        } catch (error) {
          setFeedback({ kind: 'failed', code, reason: reasonOf(error) });
          playScanSound('error');
          return;
        } finally {
          pending.current.delete(code);
        }
      }
      const result = book.add(code, found);
      if (result.kind === 'duplicate' || result.kind === 'full') setFeedback({ kind: result.kind, code });
      else setFeedback({ kind: result.kind, code, product: result.product });
      playScanSound(result.kind === 'found' ? 'ok' : 'error');
      if (result.kind !== 'duplicate' && result.kind !== 'full') {
        bump();
        scheduleSave();
      }
    },
    [bump, scheduleSave],
  );

  /** "Move here": the elsewhere products that can move (in stock) go to this location. */
  const moveHere = useCallback(async (): Promise<number> => {
    const book = bookRef.current;
    if (!book) return 0;
    const movable = book
      .codes('elsewhere')
      .map((code) => book.productOf(code))
      .filter((p): p is Product => p !== null && isAvailable(p));
    if (movable.length === 0) return 0;
    await moveProducts(movable, { locationType: count.locationType, locationId: count.locationId, locationName: count.locationName }, { userId: by.id });
    book.moved(movable);
    bump();
    scheduleSave();
    return movable.length;
  }, [bump, scheduleSave, count.locationType, count.locationId, count.locationName, by.id]);

  const close = useCallback(async () => {
    const book = bookRef.current;
    if (!book) return;
    if (timer.current) clearTimeout(timer.current);
    if (saving.current) await saving.current;
    await closeStockCount(id, byRef.current, book.lists());
    closed.current = true;
    dirty.current = false;
  }, [id]);

  return { phase, version, book, feedback, save, scan, moveHere, close };
}
