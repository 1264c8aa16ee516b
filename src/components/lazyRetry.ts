import { createElement, lazy, type ComponentType } from 'react';
import { isOnline } from '../lib/network';

/** A lazily loaded part of the app (a screen, a wizard) could not be downloaded (docs/offline.md). */
export class ChunkLoadError extends Error {
  readonly code = 'chunk-load';
  /**
   * @param again makes the next render download the part again; the error boundary calls it once it
   *   shows the failure (not at once: React renders a failed tree a second time before that).
   */
  constructor(
    cause: unknown,
    readonly again: () => void = () => undefined,
  ) {
    super(`a part of the app could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers and Vite's preload helper say when a module or its stylesheet cannot be fetched
// (Chromium, Safari, Firefox, Vite), for a lazy part made without retryableLazy.
const LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a failed download of a part of the app rather than a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && LOAD_FAILURE.test(error.message));
}

/**
 * Stylesheets whose download failed (a chunk's CSS requested offline) are added again. Vite's
 * preload helper remembers every stylesheet it has added, failed or not, so without this a
 * retried chunk would render without its styles.
 */
function reloadFailedStylesheets(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null);
  return Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const fresh = link.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', () => resolve());
          fresh.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${link.href}`)));
          link.replaceWith(fresh);
        }),
    ),
  ).then(() => undefined);
}

/**
 * Whether a download now would surely fail: no network, and no service worker to serve the part from
 * its cache (an installed app has every part of its version there, docs/offline.md).
 */
function surelyUnreachable(): boolean {
  if (isOnline()) return false;
  return typeof navigator === 'undefined' || !navigator.serviceWorker?.controller;
}

/**
 * React.lazy whose failed download can be tried again. React.lazy keeps the rejected promise of a
 * failed import, so rendering it again fails again without a request. Offline without a service
 * worker it is not requested at all (surelyUnreachable). Here the failure is thrown
 * as a ChunkLoadError, which the boundaries tell apart from a bug (src/components/ErrorBoundary.tsx),
 * and whose `again()` (called by the boundary that shows it) swaps in a fresh lazy component, so
 * Try again, or opening the part anew, imports it again.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const make = () => {
    const made = lazy(async () => {
      try {
        // Not even tried offline: Chromium remembers a module whose download failed for as long as
        // the page lives (a failed import fails again without a request), so a part requested
        // offline could not be loaded once the network is back.
        if (surelyUnreachable()) throw new Error('offline: the part was not requested');
        if (failed) await reloadFailedStylesheets();
        const module = await load();
        failed = false;
        return module;
      } catch (error) {
        failed = true;
        throw new ChunkLoadError(error, () => {
          if (current === made) current = make();
        });
      }
    });
    return made;
  };
  let current = make();
  function Retryable(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return Retryable;
}
