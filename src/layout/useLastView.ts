import { useEffect, useRef } from 'react';
import i18n from '../i18n';
import { readSessionRecord } from '../auth/session';
import { releaseLastView, saveLastView } from '../lib/lastView';
import { keepPictures, picturesIn } from '../lib/pictureCache';

/** How long after its data shows a screen is kept: the count and the pictures arrive meanwhile. */
const SAVE_AFTER_MS = 1500;

/**
 * For a screen people open first thing (the store's product grid, the courier's deliveries): once
 * `settled` (its data, an empty list or an error is shown), the copy index.html painted gives way to
 * it, and a moment later the screen is kept as the next start's last view (src/lib/lastView.ts).
 * Kept once per visit, as it first showed: what a new start shows first too (not a later page or
 * filter). Its pictures are put into the worker's picture cache, so an offline start shows them
 * (on a device's first visit they were shown before the worker could keep them).
 */
export function useLastView(settled: boolean): void {
  const kept = useRef(false);
  useEffect(() => {
    if (!settled) return;
    releaseLastView();
    // Not with the dev server: its modules change under a kept copy.
    if (kept.current || !import.meta.env.PROD) return;
    const timer = window.setTimeout(() => {
      kept.current = true;
      const record = readSessionRecord();
      const view = record ? saveLastView(record.userId, i18n.language) : null;
      if (view && typeof caches !== 'undefined') {
        const wanted = () => readSessionRecord()?.userId === record?.userId;
        void keepPictures(picturesIn(view.html), { caches, fetch: (input, init) => fetch(input, init), base: window.location.href, wanted }).catch(() => undefined);
      }
    }, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);
}
