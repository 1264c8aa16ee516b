// What the discount specs share (tests/e2e/discounts.spec.ts and large-discount.spec.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { signInAs, openLanding } from './auth';

/** The discount requests of a product, as stored. */
export async function requestsOf(productId: string): Promise<DocumentData[]> {
  const snap = await adminDb().collection('discountRequests').where('productId', '==', productId).get();
  return snap.docs.map((d) => d.data());
}

export const card = (page: Page, id: string): Locator => page.locator(`[data-testid=product-card][data-product-id="${id}"]`);
export const wizard = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Хямдралын хүсэлт' });
export const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

/** A new browser context signed in as `email` (closed at the end of the test: support/test.ts). */
export async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, email);
  await openLanding(page);
  return page;
}
