import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { COURIER, arrangeOrder, data, uniqueTag } from './support/deliveries';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

// The courier's view on a phone and the dispatcher tables on a tablet and desktops (docs/delivery.md):
// at 375 px the courier reads each order from its card (name, a tap-to-call phone, the address,
// the amount) without scrolling sideways, every tap target is at least 44 px, and it confirms a
// delivery with one product refunded by tapping its row, paid by card; the summary shows what to
// collect and Firestore says what was sold, refunded and how it was paid. At 1024 px and wider no table cell is clipped.

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/**
 * Every visible control inside `scope` (links, buttons, form fields, ARIA checkboxes) is at least
 * 44 px in both directions. Returns how many were measured, so a test can tell it measured some.
 */
async function expectTapTargets(scope: Locator, what: string): Promise<number> {
  const controls = scope.locator('a[href], button, input:not([type=hidden]), select, textarea, [role=checkbox], [role=button]');
  const small: string[] = [];
  let measured = 0;
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    measured += 1;
    if (box.width < 44 || box.height < 44) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.getAttribute('data-testid')) ?? (await control.innerText()).trim();
      small.push(`${name || (await control.evaluate((e) => e.outerHTML.slice(0, 80)))}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  expect(small, `tap targets under 44 px in ${what}`).toEqual([]);
  return measured;
}

test('a courier at 375 px: the card reads without scrolling sideways, 44 px targets, one refund by a tap on its row, the amount collected', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag('kur');
  const order = await arrangeOrder(tag, 'delivering', 3, { courier: COURIER, addressDescription: 'Орцны код 4321#, 5 давхар' });
  const total = order.prices.reduce((s, p) => s + p, 0); // 150,000 + 160,000 + 170,000
  const refundedPrice = order.prices[1];
  const money = (n: number) => `${n.toLocaleString('en-US')}₮`;

  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await signInAs(page, 'courier@demo.mn');
    await page.goto('/delivery-orders');
    const list = page.getByTestId('delivery-table-onTheWay');
    await expect(list.getByTestId('delivery-cards')).toBeVisible();
    await list.getByRole('searchbox').fill(tag);
    const card = list.getByTestId('delivery-card').filter({ hasText: tag });
    await expect(card).toHaveCount(1, { timeout: 20_000 });

    // Who, where, how much: visible on the card, the phone a tap-to-call link, the map a new tab.
    await expect(card.getByTestId('card-name')).toHaveText(order.contact);
    await expect(card.getByTestId('card-name')).toBeInViewport();
    const phone = card.getByTestId('card-phone');
    await expect(phone).toHaveAttribute('href', 'tel:99887766');
    await expect(phone).toBeInViewport();
    await expect(card.getByTestId('card-address')).toContainText('Баянзүрх дүүрэг, 26-р хороо, 15-р байр');
    await expect(card.getByTestId('card-address')).toContainText('Орцны код 4321#, 5 давхар');
    const map = card.getByTestId('card-map');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
    const query = new URL((await map.getAttribute('href')) ?? '').searchParams.get('query');
    expect(query).toBe('Баянзүрх дүүрэг, 26-р хороо, 15-р байр, Баянзүрх, Ulaanbaatar');
    await expect(card.getByTestId('card-product')).toHaveCount(3);
    await expect(card.getByTestId('card-product').first()).toContainText(`Хүргэлтийн пүүз ${tag} A`);
    await expect(card.getByTestId('card-product').first()).toContainText('Размер: 41');
    await expect(card.getByTestId('card-product').first().locator('img')).toBeVisible();
    await expect(card.getByTestId('card-amount')).toHaveText(money(total));
    await expect(card.getByTestId('card-amount')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Each of name, phone, address and amount lies within the screen's width.
    for (const part of ['card-name', 'card-phone', 'card-address', 'card-amount']) {
      const box = await card.getByTestId(part).boundingBox();
      expect(box, part).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375, `${part} within 375 px`).toBe(true);
    }
    // Tap targets: the card's links and buttons, and the list's search and paging controls.
    expect(await expectTapTargets(card, 'the delivery card')).toBeGreaterThanOrEqual(5);
    await expectTapTargets(list.getByTestId('delivery-cards'), 'the card list');
    await shot(page, 'courier-1-card-375', true);

    // The wizard: whole rows toggle a refund; every control is thumb-sized on every step.
    await card.getByTestId('order-confirm').click();
    const wizard = page.getByRole('dialog').filter({ hasText: 'Хүргэлт баталгаажуулах' });
    const goods = wizard.getByTestId('wizard-goods');
    const rows = goods.getByRole('checkbox');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toBeEnabled();
    await expectNoSidewaysScroll(page);
    expect(await expectTapTargets(wizard, 'the goods step')).toBeGreaterThanOrEqual(5);
    const rowB = goods.locator(`[data-testid=refund-row][data-product-id="${order.productIds[1]}"]`);
    await expect(rowB).toHaveAttribute('aria-checked', 'false');
    // A tap on the product's name, not on a small box.
    await rowB.getByText(`Хүргэлтийн пүүз ${tag} B`).tap();
    await expect(rowB).toHaveAttribute('aria-checked', 'true');
    await expect(rowB).toContainText('Буцаагдана');
    await expect(goods.getByTestId('wizard-goods-collect')).toHaveText(money(total - refundedPrice));
    await shot(page, 'courier-2-wizard-goods-375');
    await wizard.getByRole('button', { name: 'Үргэлжлүүлэх' }).tap();
    await expect(wizard.getByTestId('wizard-lottery')).toContainText('Сугалаа байхгүй');
    await expectTapTargets(wizard, 'the lottery step');
    await wizard.getByRole('button', { name: 'Үргэлжлүүлэх' }).tap();

    // The summary: what to collect (the total less the refunded product) and what came back.
    await expect(wizard.getByTestId('wizard-collect')).toHaveText(money(total - refundedPrice));
    await expect(wizard.getByTestId('wizard-summary')).toHaveText('2 зарагдсан, 1 буцаагдсан.');
    await expect(wizard.getByTestId('wizard-refunded')).toContainText(`Хүргэлтийн пүүз ${tag} B`);
    await expect(wizard.getByTestId('wizard-refunded')).toContainText(`-${money(refundedPrice)}`);
    // Paid by card at the door: card on, cash off (as at the counter).
    const pay = wizard.getByTestId('door-payment');
    await expect(pay.getByTestId('door-pay-cash')).toHaveAttribute('aria-pressed', 'true');
    await pay.getByTestId('door-pay-card').tap();
    await pay.getByTestId('door-pay-cash').tap();
    await expect(pay.getByTestId('door-pay-card')).toHaveAttribute('aria-pressed', 'true');
    await expect(pay.getByTestId('door-pay-cash')).toHaveAttribute('aria-pressed', 'false');
    await expect(pay.getByTestId('door-pay-remaining')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await expectTapTargets(wizard, 'the summary step')).toBeGreaterThanOrEqual(7);
    await shot(page, 'courier-3-wizard-summary-375');
    await wizard.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }).tap();

    // Done: the amount collected stays on screen until the courier closes it.
    await expect(wizard.getByTestId('wizard-done')).toBeVisible({ timeout: 30_000 });
    await expect(wizard.getByTestId('done-collected')).toHaveText(money(total - refundedPrice));
    await expect(wizard.getByTestId('done-summary')).toHaveText('2 зарагдсан, 1 буцаагдсан.');
    await expect(wizard.getByTestId('done-payment')).toHaveText(`Карт ${(total - refundedPrice).toLocaleString('en-US')}`);
    await expectTapTargets(wizard, 'the done screen');
    await shot(page, 'courier-4-wizard-done-375');

    // Firestore: the order done with what was paid, and how; B refunded, A and C sold.
    const done = await data('orders', order.orderId);
    expect(done).toMatchObject({
      pending_status: 'done',
      refundedProductIds: [order.productIds[1]],
      quantity: 2,
      soldTotalPrice: total - refundedPrice,
      ordered: { quantity: 3, soldTotalPrice: total },
      payments: { cash: 0, card: total - refundedPrice, qpay: 0, bank: 0 },
    });
    for (const i of [0, 2]) expect(await data('products', order.productIds[i])).toMatchObject({ isSold: true, isDeliveryPending: false, isRefund: false });
    expect(await data('products', order.productIds[1])).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true, orderId: order.orderId });
    expect((await data('sales', order.saleIds[1]))?.state).toBe('refund');

    await wizard.getByRole('button', { name: 'Хаах' }).last().tap();
    await expect(wizard).toHaveCount(0);
    await expect(list.getByTestId('delivery-card').filter({ hasText: tag })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('dispatcher tables at 1024, 1400 and 1920 px: no header or cell clipped, no table wider than its box', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag('tbl');
  // One order in each table, with a long name and address so the columns are put to the test.
  const long = { contact: `Жаргалсайхан Мөнх-Эрдэнэ ${tag}`, address: 'Сонгинохайрхан дүүрэг, 18-р хороо, 27-р байр, 71 тоот, Баруун 4 замын уулзвар' };
  await arrangeOrder(tag, 'pending', 3, long);
  await arrangeOrder(tag, 'delivering', 2, { ...long, courier: COURIER });
  await arrangeOrder(tag, 'done', 2, { ...long, courier: COURIER });

  for (const [width, lang] of [
    [1024, 'mn'],
    [1024, 'en'],
    [1400, 'mn'],
    [1920, 'en'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 768 } });
    if (lang === 'en') await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
    const page = await context.newPage();
    try {
      await signInAs(page, 'manager@demo.mn');
      await page.goto('/delivery-orders');
      for (const name of ['awaiting', 'onTheWay', 'delivered'] as const) {
        const section = page.getByTestId(`delivery-table-${name}`);
        await section.getByRole('searchbox').fill(tag);
        await expect(section.locator('tbody tr').filter({ hasText: tag })).toHaveCount(1, { timeout: 20_000 });
        // Back to every row: the table's own rows must fit too.
        await section.getByRole('searchbox').fill('');
        await expect(section.locator('tbody tr').first()).toBeVisible();
        const problems = await section.locator('table').evaluate((table) => {
          const out: string[] = [];
          const box = table.getBoundingClientRect();
          const wrap = (table.parentElement as HTMLElement).getBoundingClientRect();
          if (box.right > wrap.right + 1) out.push(`table right ${Math.round(box.right)} past its box ${Math.round(wrap.right)}`);
          if (box.right > window.innerWidth) out.push(`table right ${Math.round(box.right)} past the viewport ${window.innerWidth}`);
          for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
            if (cell.scrollWidth > cell.clientWidth + 1) out.push(`clipped "${(cell.textContent ?? '').slice(0, 40)}": ${cell.scrollWidth} > ${cell.clientWidth}`);
          }
          return out;
        });
        expect(problems, `${name} at ${width} px (${lang})`).toEqual([]);
        // The amount column is there, whole.
        await expect(section.locator('thead th').filter({ hasText: lang === 'en' ? 'Total selling price' : 'Нийт зарах үнэ' })).toBeVisible();
      }
      await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
      await shot(page, `courier-tables-${lang}-${width}`, true);
    } finally {
      await context.close();
    }
  }
});
