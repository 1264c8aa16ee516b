import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { addProduct, LOCATIONS, uniqueTag } from './support/products';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

// Input limits and shapes (docs/data-model.md, "Limits of free text"): what the rules refuse, the
// forms say in words before anything is sent: the new-customer form (characters of a name, the
// 8-digit phone), a money field ("5,000.50", "-100"), the picture picker (an SVG), a name's length.

test.describe.configure({ timeout: 120_000 });

test("the new-customer form says which characters a name may not have and that a phone has 8 digits; nothing is written", async ({ page }) => {
  const tag = uniqueTag('il');
  const product = await addProduct(`Хязгаар ${tag}`, LOCATIONS.sukhbaatar, [90, 120, 160], { price: 500, originalPrice: 500 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'reception.city@demo.mn');
  await page.goto('/store/sold');
  await page.getByTestId('product-search').fill(tag);
  const card = page.locator(`[data-testid=product-card][data-product-id="${product.id}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByTestId('product-select').check();
  await page.getByTestId('bulk-sell-store').click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Дэлгүүрт зарах' });
  await dialog.getByTestId('customer-search').fill('99887766');
  await dialog.getByTestId('customer-register').click();
  await dialog.getByTestId('new-customer-lastName').fill(`Бат (${tag})`);
  await dialog.getByTestId('new-customer-firstName').fill('Дорж, <b>');
  await dialog.getByTestId('new-customer-phone').fill('12');
  await dialog.getByTestId('new-customer-save').click();
  const form = dialog.getByTestId('new-customer-form');
  const characters = "Зөвхөн үсэг, цифр, зай болон . ' - тэмдэг ашиглана (< ( , = болон бусад тэмдэг болохгүй).";
  await expect(form.getByText(characters)).toHaveCount(2);
  await expect(form.getByText('Утасны дугаар яг 8 цифр байна (Монгол дугаар).')).toBeVisible();
  await shot(page, 'input-limits-new-customer-mn');
  // Nothing was sent: no customer and no key.
  expect((await adminDb().collection('customerPhones').doc('12').get()).exists).toBe(false);

  // Fixed as the messages say, the customer is registered.
  await dialog.getByTestId('new-customer-lastName').fill(`Бат-Эрдэнэ ${tag}`);
  await dialog.getByTestId('new-customer-firstName').fill("O'Neil Дорж");
  await dialog.getByTestId('new-customer-phone').fill('+976 9988-7766');
  await expect(form.getByText(characters)).toHaveCount(0);
  await dialog.getByTestId('new-customer-save').click();
  await expect(form).toHaveCount(0, { timeout: 20_000 });
  const key = await adminDb().collection('customerPhones').doc('99887766').get();
  expect(key.exists).toBe(true);
  await adminDb().collection('users').doc(key.data()?.customerId).delete();
  await key.ref.delete();
});

test('a money field refuses "5,000.50", "-100" and "1.5" with a message; the picture picker refuses an SVG; a name stops at its limit', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/lottery-type');
  await expect(page.getByTestId('lottery-types')).toBeVisible();
  await page.getByTestId('lottery-type-add').click();
  const form = page.getByTestId('lottery-type-form');
  const price = form.getByLabel('Үнэ', { exact: true });

  await price.fill('5,000.50');
  await expect(form.getByText('Зөвхөн бүхэл төгрөг: “5,000.50” бутархай хэсэгтэй байна. Дүнг бутархайгүй бичнэ үү.')).toBeVisible();
  await expect(price).toHaveValue('');
  await price.fill('-100');
  await expect(form.getByText('Дүн хасах байж болохгүй. Авсангүй: “-100”. Дүнг хасах тэмдэггүй бичнэ үү.')).toBeVisible();
  await expect(price).toHaveValue('');
  await price.fill('150000');
  await expect(price).toHaveValue('150,000');

  await form.locator('input[type=file]').first().setInputFiles({
    name: 'prize.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  });
  await expect(form.getByText('“prize.svg” файлын төрлийг авахгүй (жишээ нь SVG нь скрипт агуулж болно). PNG, JPEG, GIF, WebP, AVIF эсвэл BMP зураг сонгоно уу.')).toBeVisible();
  await expect(form.getByRole('img', { name: 'prize.svg' })).toHaveCount(0);

  // The name field takes no more than the rules' LOTTERY_NAME_MAX (200).
  await form.getByLabel('Нэр', { exact: true }).fill('н'.repeat(201));
  await expect(form.getByLabel('Нэр', { exact: true })).toHaveValue('н'.repeat(200));
  await price.fill('1.5');
  await expect(form.getByText('Зөвхөн бүхэл төгрөг: “1.5” бутархай хэсэгтэй байна. Дүнг бутархайгүй бичнэ үү.')).toBeVisible();
  await expect(price).toHaveValue('150,000');
  await price.scrollIntoViewIfNeeded();
  await shot(page, 'input-limits-lottery-form-mn');
});
