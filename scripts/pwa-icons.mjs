// Draws the app's install icons (public/pwa-*.png) from the logo in public/favicon.svg with
// Debian's Chromium: `node scripts/pwa-icons.mjs`. The PNGs are committed; run this again only
// when the logo changes. Used by the web app manifest (vite.config.ts, docs/offline.md).
//   pwa-192.png, pwa-512.png      the logo as it is (rounded square, transparent corners)
//   pwa-maskable-512.png          full-bleed background, the sign inside the central 80 % circle
//                                 that every launcher's mask keeps
//   apple-touch-icon.png          180 px, full-bleed (iOS rounds the corners itself)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';

const CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
const logo = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
const colour = /fill="(#[0-9a-fA-F]{6})"/.exec(logo)?.[1] ?? '#556ee6';

// The logo's own drawing, as it is or without its rounded corners and with the sign scaled into
// the maskable safe zone (the sign's height is about 40 % of the icon: well inside 80 %).
const plain = (size) => logo.replace('<svg ', `<svg width="${size}" height="${size}" `);
const fullBleed = (size, scale) =>
  logo
    .replace('<svg ', `<svg width="${size}" height="${size}" `)
    .replace(/ rx="[\d.]+"/, '')
    .replace(/<path /, `<path transform="translate(16 16) scale(${scale}) translate(-16 -16)" `);

const ICONS = [
  { file: 'pwa-192.png', size: 192, svg: plain(192), transparent: true },
  { file: 'pwa-512.png', size: 512, svg: plain(512), transparent: true },
  { file: 'pwa-maskable-512.png', size: 512, svg: fullBleed(512, 0.8), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(180, 0.9), transparent: false },
];

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:${icon.transparent ? 'transparent' : colour}">${icon.svg}</body></html>`);
    const png = await page.screenshot({ omitBackground: icon.transparent, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    writeFileSync(join(ROOT, 'public', icon.file), png);
    console.log(`public/${icon.file} (${icon.size}×${icon.size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
