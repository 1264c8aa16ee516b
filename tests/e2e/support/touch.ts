import { expect, type Page } from '@playwright/test';

/** A control a finger cannot hit reliably: what it is and how big it was drawn. */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every control on the screen that a finger touches and that is smaller than 44 × 44 px: buttons,
 * links that are not inside a sentence, fields, choices, checkboxes and radios (whose target is the
 * label around them or named by `for`, when bigger). Only what is drawn and not covered by an open
 * dialog counts (a dialog's own controls do).
 */
export async function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role=dialog], .swal2-popup')].filter((d) => d.getBoundingClientRect().height > 0);
    const dialog = dialogs[dialogs.length - 1] ?? null;
    const scope: ParentNode = dialog ?? document;
    const controls = scope.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch]',
    );
    const found: { what: string; width: number; height: number }[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden=true], .visually-hidden, .d-none')) continue;
      // A link inside a sentence is read, not tapped at (WCAG's inline exception).
      if (el.tagName === 'A' && !el.classList.contains('btn') && el.closest('p, li.small, .small, td') && !el.closest('nav')) continue;
      let width = box.width;
      let height = box.height;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const holders = [el.closest('label'), el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null, el.closest('.form-check')];
        for (const holder of holders) {
          if (!holder) continue;
          const l = holder.getBoundingClientRect();
          width = Math.max(width, l.width);
          height = Math.max(height, l.height);
        }
        // A hidden checkbox drawn as a toggle button (.btn-check): the button is the target.
        if (el.classList.contains('btn-check')) continue;
      }
      if (width + 0.5 >= minimum && height + 0.5 >= minimum) continue;
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.getAttribute('name') ?? '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      found.push({ what: `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`, width: Math.round(width), height: Math.round(height) });
    }
    return found;
  }, min);
}

/** No control on the screen is smaller than 44 × 44 px (`where` names the screen in the message). */
export async function expectTouchTargets(page: Page, where: string): Promise<void> {
  await expect.poll(async () => smallTargets(page), { message: `controls under 44 px on ${where}`, timeout: 5_000 }).toEqual([]);
}
