// Screenshots of the e2e specs are for people to look at, not assertions: they are taken only when
// asked (E2E_SHOTS=1 npm test -- e2e …), into test-results/shots/. Playwright still keeps one of
// every failed test (playwright.config.ts: screenshot 'only-on-failure').
import type { Locator, Page } from '@playwright/test';

export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

/**
 * Saves a screenshot of `target` as test-results/shots/<name>.png, once its animations have ended
 * (and `pauseMs` more, for what animates outside CSS, e.g. a chart's redraw); only with E2E_SHOTS=1.
 */
export async function shot(target: Page | Locator, name: string, fullPage = false, pauseMs = 0): Promise<void> {
  if (!SHOTS_WANTED) return;
  const page = 'page' in target ? target.page() : target;
  if (pauseMs) await page.waitForTimeout(pauseMs);
  // An element that is not drawn may animate for ever unseen (the grid's pager keeps an invisible
  // spinner for its room): only what shows is waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      if (a.playState !== 'running') return true;
      const target = (a.effect as KeyframeEffect | null)?.target;
      return target instanceof Element && !target.checkVisibility({ visibilityProperty: true });
    }),
  );
  const path = `test-results/shots/${name}.png`;
  if ('page' in target) await target.screenshot({ path });
  else await target.screenshot({ path, fullPage });
}
