import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';


/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/И-мэйл|Email/).fill(email);
  await page.getByLabel(/Нууц үг|Password/).fill(password);
  await page.getByRole('button', { name: /Нэвтрэх|Log In/ }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // The landing screen has been visited (and the session timestamp refreshed) once the shell shows.
  await expect(page.getByTestId('shell')).toBeVisible();
}

/** Paths of the side menu links, in order. */
export async function menuPaths(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  return sidebar.locator('a.menu-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}
