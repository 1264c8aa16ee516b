// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_VIEW_MAX_AGE_MS,
  LAST_VIEW_MAX_CHARS,
  LAST_VIEW_STORAGE_KEY,
  copyMarkup,
  lastViewFits,
  parseLastView,
  releaseLastView,
  saveLastView,
  shownLastViewPath,
  type LastView,
  type LastViewPlace,
} from './lastView';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const view: LastView = {
  userId: 'u1',
  path: '/store/filterProducts',
  language: 'mn',
  width: 412,
  entry: '/assets/index-abc.js',
  styles: ['/assets/start-abc.css'],
  html: '<main><h1>Бараа</h1></main>',
  savedAt: NOW - 60_000,
};
const place: LastViewPlace = { userId: 'u1', path: '/store/filterProducts', language: 'mn', width: 412, entry: '/assets/index-abc.js', now: NOW };

afterEach(() => {
  delete (window as { lastViewPainted?: Promise<void> }).lastViewPainted;
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the last view', () => {
  it('reads back what was kept and refuses anything malformed', () => {
    expect(parseLastView(JSON.stringify(view))).toEqual(view);
    expect(parseLastView(null)).toBeNull();
    expect(parseLastView('{')).toBeNull();
    expect(parseLastView('null')).toBeNull();
    expect(parseLastView(JSON.stringify({ ...view, styles: [1] }))).toBeNull();
    expect(parseLastView(JSON.stringify({ ...view, html: undefined }))).toBeNull();
    expect(parseLastView(JSON.stringify({ ...view, savedAt: '1' }))).toBeNull();
  });

  it('is shown only to the same person, at the same address, language, width and build, within a day', () => {
    expect(lastViewFits(view, place)).toBe(true);
    expect(lastViewFits(view, { ...place, userId: 'u2' })).toBe(false);
    expect(lastViewFits(view, { ...place, path: '/products' })).toBe(false);
    expect(lastViewFits(view, { ...place, path: '/store/filterProducts?x=1' })).toBe(false);
    expect(lastViewFits(view, { ...place, language: 'en' })).toBe(false);
    expect(lastViewFits(view, { ...place, width: 1024 })).toBe(false);
    expect(lastViewFits(view, { ...place, entry: '/assets/index-new.js' })).toBe(false);
    expect(lastViewFits({ ...view, styles: [] }, place)).toBe(false);
    expect(lastViewFits(view, { ...place, now: view.savedAt + LAST_VIEW_MAX_AGE_MS })).toBe(false);
    expect(lastViewFits(view, { ...place, now: view.savedAt - 1 })).toBe(false);
  });

  it('keeps the markup without ids, label targets and test ids', () => {
    const root = document.createElement('div');
    root.innerHTML = '<label for="q" id="l">Хайх</label><input id="q" data-testid="product-search" class="form-control"><p data-testid="x">₮</p>';
    expect(copyMarkup(root)).toBe('<label>Хайх</label><input class="form-control"><p>₮</p>');
    expect(root.querySelector('#q')).not.toBeNull();
  });

  it('keeps only what starts above the fold', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Бараа</h1><section><article>1</article><article>2</article></section><section><article>3</article></section>';
    const tops = new Map<Element, number>([
      [root.querySelector('h1')!, 10],
      [root.querySelectorAll('section')[0], 100],
      [root.querySelectorAll('article')[0], 120],
      [root.querySelectorAll('article')[1], 700],
      [root.querySelectorAll('section')[1], 900],
      [root.querySelectorAll('article')[2], 920],
    ]);
    for (const [element, top] of tops) element.getBoundingClientRect = () => ({ top, height: 150 }) as DOMRect;
    expect(copyMarkup(root, 800)).toBe('<h1>Бараа</h1><section><article>1</article><article>2</article></section>');
    expect(copyMarkup(root, 650)).toBe('<h1>Бараа</h1><section><article>1</article></section>');
  });

  it('keeps the screen with its stylesheets and entry, and only when it can be styled and is small enough', () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    document.body.innerHTML = '<div id="root"><main data-testid="shell">Бараа</main></div>';
    saveLastView('u1', 'mn');
    expect(localStorage.getItem(LAST_VIEW_STORAGE_KEY)).toBeNull();

    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/start-abc.css">');
    window.history.replaceState(null, '', '/store/filterProducts?tab=store');
    saveLastView('u1', 'mn');
    expect(parseLastView(localStorage.getItem(LAST_VIEW_STORAGE_KEY))).toMatchObject({
      userId: 'u1',
      path: '/store/filterProducts?tab=store',
      language: 'mn',
      width: window.innerWidth,
      entry: '/assets/index-abc.js',
      styles: ['/assets/start-abc.css'],
      html: '<main>Бараа</main>',
    });

    localStorage.clear();
    document.getElementById('root')!.textContent = 'x'.repeat(LAST_VIEW_MAX_CHARS + 1);
    saveLastView('u1', 'mn');
    expect(localStorage.getItem(LAST_VIEW_STORAGE_KEY)).toBeNull();
  });

  it('gives way to the app in one step and focuses the field the screen wanted focused', () => {
    document.body.innerHTML =
      '<div id="last-view" data-path="/products" inert><input></div><div id="root" hidden><input data-autofocus><input></div>';
    expect(shownLastViewPath()).toBe('/products');
    releaseLastView();
    expect(shownLastViewPath()).toBeNull();
    expect(document.getElementById('last-view')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('[data-autofocus]'));
    // Nothing shown: nothing to do.
    releaseLastView();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});

// index.html shows the copy before any module loads, under the same rule as lastViewFits.
describe('index.html’s first paint of the last view', () => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
  const entry = html.match(/<script type="module" src="([^"]+)"/)![1];

  const body = html.match(/<body>([\s\S]*)<\/body>/)![1];
  const inlineScript = html.match(/<script>([\s\S]*?)<\/script>/)![1];

  /** Opens index.html at `path` (its inline script runs); its stylesheets then load (or the first one fails). */
  const open = (stored: Record<string, string>, path = '/store/filterProducts', styles: 'load' | 'fail' = 'load') => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    window.history.replaceState(null, '', path);
    document.head.innerHTML = `<script type="module" src="${entry}"></script>`;
    document.body.innerHTML = body;
    new Function(inlineScript)();
    document.querySelectorAll('link[rel="stylesheet"]').forEach((link, i) => {
      link.dispatchEvent(new Event(styles === 'fail' && i === 0 ? 'error' : 'load'));
    });
    return {
      copy: document.getElementById('last-view'),
      rootHidden: document.getElementById('root')!.hidden,
      styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
      signIn: document.querySelector('[data-testid="boot-signin"]'),
    };
  };
  const record = (userId: string, timestamp = Date.now()) => JSON.stringify({ userId, role: 'reception', timestamp });
  const kept = (changes: Partial<LastView> = {}) =>
    JSON.stringify({ ...view, width: 1024, entry, savedAt: Date.now() - 1000, html: '<main class="shell"><h1>Бараа</h1></main>', ...changes });

  it('paints the copy, inert, once its stylesheets have loaded, its pictures loading at once, and hides #root', () => {
    const page = open({
      user: record('u1'),
      lastView: kept({ styles: ['/assets/start-abc.css', '/assets/grid-abc.css'], html: '<main class="shell"><h1>Бараа</h1><img loading="lazy" src="/p.png"></main>' }),
    });
    expect(page.copy?.innerHTML).toBe('<main class="shell"><h1>Бараа</h1><img src="/p.png"></main>');
    expect(page.copy?.hasAttribute('inert')).toBe(true);
    expect(page.copy?.getAttribute('aria-hidden')).toBe('true');
    expect(page.copy?.getAttribute('data-path')).toBe('/store/filterProducts');
    expect(page.rootHidden).toBe(true);
    expect(page.styles).toEqual(['/assets/start-abc.css', '/assets/grid-abc.css']);
  });

  it('paints nothing of it when a stylesheet fails to load (it would show unstyled)', () => {
    const page = open({ user: record('u1'), lastView: kept({ styles: ['/assets/start-abc.css', '/assets/grid-abc.css'] }) }, undefined, 'fail');
    expect(page.copy).toBeNull();
    expect(page.rootHidden).toBe(false);
  });

  it.each([
    ['another person', { user: record('u2'), lastView: kept() }, undefined],
    ['another address', { user: record('u1'), lastView: kept() }, '/products'],
    ['another language', { user: record('u1'), lastView: kept(), I18N_LANGUAGE: 'en' }, undefined],
    ['another width', { user: record('u1'), lastView: kept({ width: 412 }) }, undefined],
    ['another build', { user: record('u1'), lastView: kept({ entry: '/assets/index-old.js' }) }, undefined],
    ['a copy over a day old', { user: record('u1'), lastView: kept({ savedAt: Date.now() - LAST_VIEW_MAX_AGE_MS - 1 }) }, undefined],
    ['a timed-out session', { user: record('u1', Date.now() - 86_400_001), lastView: kept() }, undefined],
    ['a malformed copy', { user: record('u1'), lastView: '{"html":1}' }, undefined],
    ['a copy without stylesheets', { user: record('u1'), lastView: kept({ styles: [] }) }, undefined],
  ])('paints nothing of it for %s', (_, stored, url) => {
    const page = open(stored, url);
    expect(page.copy).toBeNull();
    expect(page.rootHidden).toBe(false);
    expect(page.styles).toEqual([]);
  });

  it('never shows it to a visitor without a session record: the sign-in frame instead', () => {
    const page = open({ lastView: kept() });
    expect(page.copy).toBeNull();
    expect(page.signIn).not.toBeNull();
  });

  /** Whether index.html's signal for src/main.tsx (fetch the app now) has been given. */
  const painted = async () => {
    const signal = (window as { lastViewPainted?: Promise<void> }).lastViewPainted;
    if (!signal) return 'none';
    let done = false;
    void signal.then(() => (done = true));
    // requestAnimationFrame (jsdom: about 16 ms), then a task.
    await new Promise((resolve) => setTimeout(resolve, 60));
    return done ? 'given' : 'waiting';
  };

  it('lets the app be fetched once the copy has painted with its pictures', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    open({ user: record('u1'), lastView: kept({ html: '<main class="shell"><img src="/a.png"><img src="/b.png"></main>' }) });
    const pictures = document.querySelectorAll('#last-view img');
    expect(await painted()).toBe('waiting');
    pictures[0].dispatchEvent(new Event('load'));
    expect(await painted()).toBe('waiting');
    // A picture that fails still counts: the copy shows without it.
    pictures[1].dispatchEvent(new Event('error'));
    expect(await painted()).toBe('given');
  });

  it('takes away a picture that cannot load, so the no-picture placeholder under it shows, not a broken image', async () => {
    const placeholder = '<span style="display: contents;" aria-hidden="true"><span class="text-muted small">Зураггүй</span></span>';
    const card = (src: string) => `<button class="product-card-picture">${placeholder}<img src="${src}" alt=""></button>`;
    // /b.png failed before the copy was shown (complete, nothing drawn); /c.png fails while it shows.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (this: HTMLImageElement) {
      return this.getAttribute('src') === '/b.png';
    });
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    open({ user: record('u1'), lastView: kept({ html: `<main class="shell">${card('/a.png')}${card('/b.png')}${card('/c.png')}</main>` }) });
    const srcs = () => [...document.querySelectorAll('#last-view img')].map((img) => img.getAttribute('src'));
    expect(srcs()).toEqual(['/a.png', '/c.png']);
    document.querySelector('#last-view img[src="/c.png"]')!.dispatchEvent(new Event('error'));
    document.querySelector('#last-view img[src="/a.png"]')!.dispatchEvent(new Event('load'));
    expect(srcs()).toEqual(['/a.png']);
    // Every card keeps its placeholder; the copy has painted.
    expect(document.querySelectorAll('#last-view .product-card-picture .text-muted')).toHaveLength(3);
    expect(await painted()).toBe('given');
  });

  it('lets the app be fetched at once when there is no copy, or when its stylesheet failed', async () => {
    open({ user: record('u2'), lastView: kept() });
    expect(await painted()).toBe('none');
    open({ user: record('u1'), lastView: kept() }, undefined, 'fail');
    expect(await painted()).toBe('given');
  });

  it('reads the copy under the app’s storage key', () => {
    expect(html).toContain(`stored('${LAST_VIEW_STORAGE_KEY}')`);
  });
});
