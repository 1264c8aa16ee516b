import type { Page } from '@playwright/test';

/**
 * A USB scanner: the code's keys and Enter dispatched in the page in one go (a few microseconds
 * apart, as a scanner types), to whatever has the focus.
 */
export async function usbScan(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = (document.activeElement as HTMLElement | null) ?? document.body;
    for (const key of [...text, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    }
  }, code);
}
