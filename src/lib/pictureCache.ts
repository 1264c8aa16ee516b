/** The service worker's cache of Storage pictures (vite.config.ts); sign-out deletes it. */
export const PICTURE_CACHE = 'storage-pictures';

/**
 * A Storage download URL of a picture (`/v0/b/<bucket>/o/<path>?alt=media&token=…`): what the
 * worker's picture route keeps (vite.config.ts writes the same test inline: the worker is built from
 * its source).
 */
export function isStoragePicture(url: URL): boolean {
  return /^\/v0\/b\/[^/]+\/o\/[^/]+$/.test(url.pathname) && url.searchParams.get('alt') === 'media';
}

/** The pictures a piece of kept markup shows (the last view's copy). */
export function picturesIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) found.add(match[1].replace(/&amp;/g, '&'));
  return [...found];
}

export interface KeepPictureDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: typeof fetch;
  /** The page's address, to read relative URLs against. */
  base: string;
  /** Asked before each picture is stored: false once the person has signed out (its cache is deleted). */
  wanted: () => boolean;
}

/**
 * Puts these pictures into the worker's picture cache unless it holds them already, so a screen kept
 * as the last view shows them offline (docs/offline.md, "Pictures"). The worker keeps a picture when
 * the picture passes through it, but on a device's first visit the worker is registered after the
 * page has loaded and installs while the first screen already shows: those first pictures (the ones
 * the last view keeps) never passed through it. Fetched in CORS mode like the worker's own (an opaque
 * response would count megabytes against the storage quota); a bucket without a CORS setting, or no
 * connection, leaves a picture out. Returns how many were stored.
 */
export async function keepPictures(urls: readonly string[], deps: KeepPictureDeps): Promise<number> {
  const pictures = urls.map((href) => new URL(href, deps.base)).filter(isStoragePicture);
  if (pictures.length === 0) return 0;
  const cache = await deps.caches.open(PICTURE_CACHE);
  let kept = 0;
  for (const url of pictures) {
    if (await cache.match(url.href)) continue;
    try {
      const response = await deps.fetch(url.href, { mode: 'cors', credentials: 'omit' });
      if (response.status !== 200 || !deps.wanted()) continue;
      await cache.put(url.href, response);
      kept += 1;
    } catch {
      // Offline, refused by CORS, or the storage is full: this picture is not kept.
    }
  }
  return kept;
}
