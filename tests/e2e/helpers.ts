import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';


/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/И-мэйл|Email/).fill(email);
  await page.getByLabel(/Нууц үг|Password/).fill(password);
  await page.getByRole('button', { name: /Нэвтрэх|Log In/ }).click();
  // Signing in reads the user's record: on a loaded machine (Chromium beside the emulators) it can take longer than the 10 s default.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  // The landing screen has been visited (and the session timestamp refreshed) once the shell shows.
  await expect(page.getByTestId('shell')).toBeVisible();
}

/**
 * Answers the open sweetalert2 confirmation with its Cancel button and waits until it has gone.
 * On a loaded machine a click can land while the popup is still animating in and be lost, so the
 * click is repeated (only the Cancel button can close it: the test still proves Cancel works).
 */
export async function cancelConfirm(page: Page): Promise<void> {
  const container = page.locator('.swal2-container');
  await expect(async () => {
    if ((await container.count()) > 0) await page.locator('.swal2-cancel').click({ timeout: 2_000 });
    await expect(container).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
