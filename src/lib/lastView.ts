// The last view: a copy of a signed-in screen as it last showed its data, kept on this device so
// that the next start paints it at once, before the app and Firebase have loaded (docs/performance.md,
// "The last view"). index.html's inline script shows it under the same rule as `lastViewFits`, once
// its stylesheets have loaded, in an inert element beside #root, and keeps #root hidden; the app takes
// over with `releaseLastView` as soon as the real screen has its data, or when it goes anywhere else.
// The copy holds what the screen showed (as Firestore's cache does) and is deleted with the session
// record at sign-out.

/** The localStorage key (index.html reads the same key). */
export const LAST_VIEW_STORAGE_KEY = 'lastView';
/** Id of the element index.html shows the copy in. */
export const LAST_VIEW_ELEMENT_ID = 'last-view';
/** A copy larger than this is not kept (localStorage is small, and writing it blocks the page). */
export const LAST_VIEW_MAX_CHARS = 400_000;
/** A copy older than this is not shown (the session record's lifetime). */
export const LAST_VIEW_MAX_AGE_MS = 86_400_000;

export interface LastView {
  /** Whose screen it is: shown only to the same signed-in person. */
  userId: string;
  /** The address it was at (path and query). */
  path: string;
  language: string;
  /** The window width it was laid out for (phone, tablet and desktop lay out differently). */
  width: number;
  /** The build's entry script: another build has other stylesheets and markup. */
  entry: string;
  /** The stylesheets the screen had loaded (the build's own files), loaded before the copy paints. */
  styles: string[];
  /** #root's markup above the fold, without ids and test ids. */
  html: string;
  savedAt: number;
}

/** Where the copy would be shown: the same rule as index.html's inline script. */
export interface LastViewPlace {
  userId: string;
  path: string;
  language: string;
  width: number;
  entry: string;
  now: number;
}

export function parseLastView(raw: string | null): LastView | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastView> | null;
    if (
      !value ||
      typeof value.userId !== 'string' ||
      typeof value.path !== 'string' ||
      typeof value.language !== 'string' ||
      typeof value.width !== 'number' ||
      typeof value.entry !== 'string' ||
      !Array.isArray(value.styles) ||
      !value.styles.every((href) => typeof href === 'string') ||
      typeof value.html !== 'string' ||
      typeof value.savedAt !== 'number'
    ) {
      return null;
    }
    return value as LastView;
  } catch {
    return null;
  }
}

/** Whether `view` may be painted at `place`. */
export function lastViewFits(view: LastView, place: LastViewPlace): boolean {
  return (
    view.userId === place.userId &&
    view.path === place.path &&
    view.language === place.language &&
    view.width === place.width &&
    view.entry === place.entry &&
    view.styles.length > 0 &&
    place.now - view.savedAt >= 0 &&
    place.now - view.savedAt < LAST_VIEW_MAX_AGE_MS
  );
}

/**
 * The markup of `root` to keep: what shows above the fold (`foldY`, px from the top of the page;
 * elements that start below it or are not displayed are left out, so the copy is quick to paint and
 * small to store), without ids, label targets and test ids, so neither labels, the page's own
 * elements nor the tests find the copy instead of the screen.
 */
export function copyMarkup(root: Element, foldY = Number.POSITIVE_INFINITY): string {
  const copy = root.cloneNode(true) as Element;
  // The clone has the same elements in the same order: the live ones say where each one is. A left
  // out element's children are not looked at (the cards below the fold cost nothing).
  const walk = (live: Element, copied: Element) => {
    const twins = [...copied.children];
    [...live.children].forEach((element, i) => {
      const twin = twins[i];
      // Not shown at all (display: none, e.g. a closed menu): nothing to paint. (An element with
      // display: contents has no box of its own but shows its children.)
      const hidden = element.checkVisibility?.() === false && getComputedStyle(element).display !== 'contents';
      const box = element.getBoundingClientRect();
      if (hidden || (box.height > 0 && box.top + window.scrollY > foldY)) {
        twin.remove();
        return;
      }
      walk(element, twin);
    });
  };
  walk(root, copy);
  for (const element of copy.querySelectorAll('[id], [data-testid], [for]')) {
    element.removeAttribute('id');
    element.removeAttribute('data-testid');
    element.removeAttribute('for');
  }
  return copy.innerHTML;
}

/** The page's entry script (its name changes with every build). */
function entryScript(): string {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/**
 * Keeps the current screen as the last view of `userId`, and returns it (null when nothing was kept).
 * Only with the build's stylesheets (the dev server injects its styles from JavaScript: a copy could
 * not be styled before the app loads).
 */
export function saveLastView(userId: string, language: string): LastView | null {
  const root = document.getElementById('root');
  const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '').filter(Boolean);
  if (!root || root.hidden || styles.length === 0) return null;
  const view: LastView = {
    userId,
    path: window.location.pathname + window.location.search,
    language,
    width: window.innerWidth,
    entry: entryScript(),
    styles,
    // The top of the page as the next start shows it (a screen opens scrolled to the top).
    html: copyMarkup(root, window.innerHeight),
    savedAt: Date.now(),
  };
  if (view.html.length > LAST_VIEW_MAX_CHARS) return null;
  try {
    localStorage.setItem(LAST_VIEW_STORAGE_KEY, JSON.stringify(view));
    return view;
  } catch {
    // Storage full or refused: the next start shows the loading screen, as without a copy.
    return null;
  }
}

export function clearLastView(): void {
  try {
    localStorage.removeItem(LAST_VIEW_STORAGE_KEY);
  } catch {
    // No localStorage: nothing was kept.
  }
}

/** The address of the copy on the screen now, or null when none is shown. */
export function shownLastViewPath(): string | null {
  return document.getElementById(LAST_VIEW_ELEMENT_ID)?.getAttribute('data-path') ?? null;
}

/**
 * Replaces the copy with the app (#root) in one step; does nothing when no copy is shown. The field
 * the screen wanted focused (`data-autofocus`) gets the focus it could not take while hidden.
 */
export function releaseLastView(): void {
  const copy = document.getElementById(LAST_VIEW_ELEMENT_ID);
  if (!copy) return;
  copy.remove();
  const root = document.getElementById('root');
  if (!root) return;
  root.hidden = false;
  if (document.activeElement === null || document.activeElement === document.body) {
    root.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }
}
