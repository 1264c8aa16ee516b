import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCESS_TABLE, canOpen, menuFor, routePaths } from '../../src/auth/access';
import { resize } from './support/viewport';

// The English smoke (docs/testing.md, "e2e"): the long flows run in Mongolian only, so every screen
// of the route map is opened once in English, by dev (who may open them all): its menu entry and
// title in English, no text key shown instead of its text, nothing wider than the window at 1280 px, and
// none of the menu's screens wider than a 375 px phone. The catalogues' key parity is a unit test
// (src/i18n/texts.test.ts). Run in the e2e's first pass (playwright.config.ts LARGE_SPECS): the
// tour opens the reports and the sales lists over the seeded year.

/**
 * The sections of the app's texts: the shell's (the top-level keys of src/i18n/en.json) and each
 * feature's or entity's `texts/<section>.en.json`, registered under <section>.
 */
function textSections(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.en.json') && dir.endsWith('texts') ? [join(dir, e.name)] : []));
  return [...Object.keys(JSON.parse(readFileSync('src/i18n/en.json', 'utf8'))), ...files('src').map((file) => file.split('/').pop()!.replace(/\.en\.json$/, ''))];
}

/**
 * What an untranslated text looks like on screen: i18next shows the key itself, e.g.
 * "products.scan.unknown" (a section never registered, a key in no catalogue). Any dotted word
 * that starts with a section name is one.
 */
function keyPattern(sections: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w@/.-])(?:${sections.join('|')})(?:\\.[A-Za-z0-9_]+)+`, 'g');
}

/** Opens `path` in the running app as a link does (the router reads the address), without a reload. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The text keys a screen shows instead of their texts (its text, placeholders, titles and labels). */
async function untranslated(page: Page, pattern: RegExp): Promise<string[]> {
  const shown = await page.evaluate(() => `${document.body.innerText}\n${[...document.querySelectorAll('[placeholder],[title],[aria-label]')].map((e) => `${e.getAttribute('placeholder') ?? ''} ${e.getAttribute('title') ?? ''} ${e.getAttribute('aria-label') ?? ''}`).join('\n')}`);
  return [...new Set(shown.match(pattern) ?? [])];
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('every screen in English: English titles and menu, no untranslated key, nothing wider than the window', async ({ pageAs }) => {
  test.setTimeout(240_000);
  const sections = textSections();
  expect(sections.length).toBeGreaterThan(20);
  const keys = keyPattern(sections);
  // The pattern finds a key and leaves ordinary text alone.
  expect('Нэвтрэх products.scan.unknown, admin@demo.mn'.match(keys)).toEqual(['products.scan.unknown']);
  const page = await pageAs('dev', { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.goto('/');
  await expect(page.getByTestId('shell')).toBeVisible({ timeout: 20_000 });
  const inDevMenu = new Set(menuFor('dev').flatMap((section) => section.items.map((item) => item.path)));
  expect(inDevMenu.size).toBeGreaterThan(25);
  const paths = ACCESS_TABLE.filter((route) => canOpen(route, 'dev')).flatMap((route) =>
    routePaths(route).map((pattern) => ({ path: pattern.replace(':name', 'Пүүз').replace(':size', '42'), menuPath: route.path })),
  );
  for (const { path, menuPath } of paths) {
    await openInApp(page, path);
    const title = page.getByTestId('page-title').first();
    await expect(title, path).toBeVisible();
    if (inDevMenu.has(menuPath)) {
      const entry = page.getByTestId('sidebar').locator('a[aria-current="page"]');
      await expect(entry, path).toHaveAttribute('href', menuPath);
      const label = (await entry.getAttribute('title'))!;
      expect(label, path).toMatch(/^[\x20-\x7e’]+$/); // English, not the Mongolian default
      if (path === menuPath) await expect(title, path).toHaveText(label);
    }
    // Loaded (no spinner left), then read: no key shown for a text, no sideways scroll.
    await expect(page.locator('.spinner-border'), path).toHaveCount(0, { timeout: 20_000 });
    expect(await untranslated(page, keys), path).toEqual([]);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  // On a phone, each screen of the menu fits its width in English too.
  await resize(page, 375, 800);
  for (const path of inDevMenu) {
    await openInApp(page, path);
    await expect(page.getByTestId('page-title').first(), path).toBeVisible();
    await expect(page.locator('.spinner-border'), path).toHaveCount(0, { timeout: 20_000 });
    expect(await sidewaysOverflow(page), `${path} at 375 px`).toBeLessThanOrEqual(0);
  }
});
