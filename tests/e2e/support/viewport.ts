// A window resized the way a person resizes it: the page has reflowed and its transitions (the
// sidebar sliding in or out, a dialog re-centring) have ended before the test goes on. A click or a
// measure right after setViewportSize could land mid-transition.
import type { Page } from '@playwright/test';

export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    // A spinner's endless animation is no transition: it is not waited for.
    (w) => window.innerWidth === w && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    width,
  );
}
