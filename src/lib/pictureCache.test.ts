import { describe, expect, it, vi } from 'vitest';
import { isStoragePicture, keepPictures, PICTURE_CACHE, picturesIn, type KeepPictureDeps } from './pictureCache';

const BASE = 'http://127.0.0.1:5173/store/filterProducts';
const pic = (name: string) => `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/products%2F${name}.png?alt=media&token=t-${name}`;

/** A Cache Storage of one cache, in memory. */
function fakeCaches(held: string[] = []) {
  const entries = new Map<string, Response>(held.map((url) => [url, new Response('kept')]));
  const cache = {
    match: vi.fn(async (url: string) => entries.get(url)),
    put: vi.fn(async (url: string, response: Response) => void entries.set(url, response)),
  };
  const open = vi.fn(async (name: string) => {
    expect(name).toBe(PICTURE_CACHE);
    return cache as unknown as Cache;
  });
  return { caches: { open }, cache, entries };
}

function deps(over: Partial<KeepPictureDeps> & Pick<KeepPictureDeps, 'caches'>): KeepPictureDeps {
  return { fetch: vi.fn(async () => new Response('png', { status: 200 })), base: BASE, wanted: () => true, ...over };
}

describe('the picture cache', () => {
  it('knows a Storage download URL, as the worker route does', () => {
    expect(isStoragePicture(new URL(pic('a')))).toBe(true);
    expect(isStoragePicture(new URL('http://x/v0/b/demo.appspot.com/o/products%2Fa.png'))).toBe(false);
    expect(isStoragePicture(new URL('http://x/assets/logo.png?alt=media'))).toBe(false);
  });

  it('reads the pictures of kept markup, once each, with & as written in HTML', () => {
    const html = `<article><img src="${pic('a').replace(/&/g, '&amp;')}" alt=""></article><img alt="" src="${pic('b')}"><img src="${pic('a').replace(/&/g, '&amp;')}">`;
    expect(picturesIn(html)).toEqual([pic('a'), pic('b')]);
    expect(picturesIn('<main><h1>Бараа</h1></main>')).toEqual([]);
  });

  it('stores the pictures it does not hold yet, fetched in CORS mode; not other images', async () => {
    const { caches, entries } = fakeCaches([pic('a')]);
    const d = deps({ caches });
    const kept = await keepPictures([pic('a'), pic('b'), '/favicon.svg', pic('c')], d);
    expect(kept).toBe(2);
    expect([...entries.keys()].sort()).toEqual([pic('a'), pic('b'), pic('c')].sort());
    expect(d.fetch).toHaveBeenCalledTimes(2);
    expect(d.fetch).toHaveBeenCalledWith(pic('b'), { mode: 'cors', credentials: 'omit' });
  });

  it('leaves out a picture it cannot fetch (offline, refused, not 200), and stores nothing once signed out', async () => {
    const { caches, entries } = fakeCaches();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValueOnce(new Response('png', { status: 200 }));
    expect(await keepPictures([pic('a'), pic('b'), pic('c')], deps({ caches, fetch }))).toBe(1);
    expect([...entries.keys()]).toEqual([pic('c')]);

    const signedOut = fakeCaches();
    expect(await keepPictures([pic('d')], deps({ caches: signedOut.caches, wanted: () => false }))).toBe(0);
    expect(signedOut.entries.size).toBe(0);
  });

  it('opens no cache when the markup has no picture', async () => {
    const { caches } = fakeCaches();
    expect(await keepPictures(['/favicon.svg'], deps({ caches }))).toBe(0);
    expect(caches.open).not.toHaveBeenCalled();
  });
});
