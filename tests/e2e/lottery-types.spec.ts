import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { cancelConfirm } from './helpers';
import { adminDb } from './support/admin';
import { png } from './support/png';
import { folderFiles } from './support/storage';
import { CUSTOMERS } from '../../scripts/seed-data.mjs';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// /lottery-type (docs/lottery.md): add with a prize picture, the period
// messages, edit, draw a winner, delete. Every test makes its own types with a unique name and a
// period in a year nobody else uses (far future or far past), and removes what it made; the seeded
// types (demo-lottery-current/next/finished) are only read.

/** The browser runs in Asia/Ulaanbaatar (UTC+8, no daylight saving). */
const ubTime = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).getTime();

function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
}

/** A year between 2091 and 2990 that no other run (probably) uses. */
function futureYear(): number {
  return 2091 + Math.floor(Math.random() * 900);
}

/** Waits for the success alert and for it to close (it covers the page for 2 s). */
async function expectSuccess(page: Page): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function expectPictureLoaded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function openPage(page: Page, email = 'manager@demo.mn'): Promise<void> {
  await resize(page, 1280, 800);
  await signInAs(page, email);
  await page.goto('/lottery-type');
  await expect(page.getByTestId('lottery-types')).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}

function rowOf(page: Page, name: string): Locator {
  return page.locator('table tbody tr').filter({ has: page.getByTestId('lottery-type-name').getByText(name, { exact: true }) });
}

const form = (page: Page) => page.getByTestId('lottery-type-form');

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
}

async function typesNamed(name: string) {
  return (await adminDb().collection('lotteryType').where('name', '==', name).get()).docs;
}

async function removeTypes(...names: string[]): Promise<void> {
  for (const name of names) {
    for (const d of await typesNamed(name)) await d.ref.delete();
  }
}

// ------------------------------------------------------------------------------------------------

test('add with a prize picture, overlap blocked, edit replaces the picture, delete removes it', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const year = futureYear();
  const name = `E2E сугалаа ${tag}`;
  const renamed = `${name} б`;
  const overlapName = `E2E давхцал ${tag}`;
  try {
    await openPage(page);
    await expect(page.getByRole('heading', { name: 'Сугалааны төрөл' })).toBeVisible();
    // The seeded running type is listed with its period and price.
    await search(page, 'Өвлийн их сугалаа');
    await expect(rowOf(page, 'Өвлийн их сугалаа')).toContainText('300,000₮');
    await search(page, '');
    await shot(page, 'lottery-types-1280-mn', true);

    // Default times. The required messages and an end before the start:
    // src/features/lottery/components/LotteryTypeFormModal.test.tsx.
    await page.getByTestId('lottery-type-add').click();
    await expect(form(page).getByLabel('Эхлэх цаг')).toHaveValue('09:00');
    await expect(form(page).getByLabel('Дуусах цаг')).toHaveValue('23:59');
    await form(page).getByLabel('Нэр', { exact: true }).fill(name);
    await form(page).getByLabel('Үнэ', { exact: true }).fill('150000');
    await form(page).getByLabel('Шагналын нэр').fill('Ухаалаг зурагт');

    // A good period and a picture: saved, the picture in prizes/.
    await form(page).getByLabel('Эхлэх огноо').fill(`${year}-01-01`);
    await form(page).getByLabel('Дуусах огноо').fill(`${year}-01-31`);
    await form(page).locator('input[type=file]').first().setInputFiles({ name: 'first-prize.png', mimeType: 'image/png', buffer: png([220, 170, 40]) });
    await form(page).getByRole('button', { name: 'Хадгалах' }).click();
    await expectSuccess(page);
    await expect(form(page)).toHaveCount(0);

    const [created] = await typesNamed(name);
    expect(created).toBeTruthy();
    const data = created.data();
    expect(data).toMatchObject({
      name,
      price: 150000,
      startDate: `${year}-01-01`,
      startTime: '09:00',
      endDate: `${year}-01-31`,
      endTime: '23:59',
      winner: null,
      winnerId: null,
      prizeName: 'Ухаалаг зурагт',
    });
    expect((data.startAt as Timestamp).toMillis()).toBe(ubTime(`${year}-01-01`, '09:00'));
    expect((data.endAt as Timestamp).toMillis()).toBe(ubTime(`${year}-01-31`, '23:59'));
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    const firstPicture = data.prizeImage as { name: string; url: string };
    expect(firstPicture.name).toMatch(/first-prize\.png$/);
    expect(await folderFiles('prizes')).toContain(`prizes/${firstPicture.name}`);

    await search(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText('150,000₮');
    await expect(row.getByTestId('lottery-type-start')).toHaveText(`${year}-01-01 09:00`);
    await expect(row.getByTestId('lottery-type-end')).toHaveText(`${year}-01-31 23:59`);
    await expect(row).toContainText('Шалгаруулаагүй');
    await expectPictureLoaded(row.getByTestId('lottery-type-prize-image'));
    // Click to enlarge.
    await row.getByTestId('lottery-type-prize-image').click();
    await expectPictureLoaded(page.getByTestId('lottery-type-prize-large'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lottery-type-prize-large')).toHaveCount(0);

    // A period overlapping it (inclusive): 'lottery already exists', nothing saved.
    await page.getByTestId('lottery-type-add').click();
    await form(page).getByLabel('Нэр', { exact: true }).fill(overlapName);
    await form(page).getByLabel('Үнэ', { exact: true }).fill('100000');
    await form(page).getByLabel('Эхлэх огноо').fill(`${year}-01-31`);
    await form(page).getByLabel('Дуусах огноо').fill(`${year}-02-15`);
    await form(page).getByLabel('Шагналын нэр').fill('Цүнх');
    await form(page).getByRole('button', { name: 'Хадгалах' }).click();
    await expect(form(page).getByText('Энэ хугацаанд сугалаа аль хэдийн байна')).toBeVisible();
    await expect(form(page).getByTestId('lottery-type-period-error')).toContainText(name);
    await shot(page, 'lottery-types-overlap-1280-mn');
    await form(page).getByRole('button', { name: 'Болих' }).click();
    await expect(form(page)).toHaveCount(0);
    expect(await typesNamed(overlapName)).toHaveLength(0);

    // Edit: rename, longer period (overlapping only itself), new picture; the old picture is deleted.
    await row.getByRole('button', { name: `${name} засах` }).click();
    await expect(form(page).getByLabel('Нэр', { exact: true })).toHaveValue(name);
    await expect(form(page).getByLabel('Эхлэх огноо')).toHaveValue(`${year}-01-01`);
    await form(page).getByLabel('Нэр', { exact: true }).fill(renamed);
    await form(page).getByLabel('Дуусах огноо').fill(`${year}-02-28`);
    await form(page).getByLabel('Дуусах цаг').fill('20:30');
    await form(page).locator('input[type=file]').first().setInputFiles({ name: 'second-prize.png', mimeType: 'image/png', buffer: png([40, 90, 200]) });
    await form(page).getByRole('button', { name: 'Хадгалах' }).click();
    await expectSuccess(page);
    const edited = (await created.ref.get()).data()!;
    expect(edited).toMatchObject({ name: renamed, endDate: `${year}-02-28`, endTime: '20:30', price: 150000 });
    expect((edited.endAt as Timestamp).toMillis()).toBe(ubTime(`${year}-02-28`, '20:30'));
    expect((edited.createdAt as Timestamp).toMillis()).toBe((data.createdAt as Timestamp).toMillis());
    expect(edited.updatedAt).toBeInstanceOf(Timestamp);
    const secondPicture = edited.prizeImage as { name: string };
    expect(secondPicture.name).toMatch(/second-prize\.png$/);
    const files = await folderFiles('prizes');
    expect(files).toContain(`prizes/${secondPicture.name}`);
    expect(files).not.toContain(`prizes/${firstPicture.name}`);
    await search(page, renamed);
    const renamedRow = rowOf(page, renamed);
    await expect(renamedRow.getByTestId('lottery-type-end')).toHaveText(`${year}-02-28 20:30`);
    await expectPictureLoaded(renamedRow.getByTestId('lottery-type-prize-image'));

    // Delete: cancel keeps it; confirm deletes the document and its picture.
    await renamedRow.getByRole('button', { name: `${renamed} устгах` }).click();
    await cancelConfirm(page);
    await expect(renamedRow).toBeVisible();
    await renamedRow.getByRole('button', { name: `${renamed} устгах` }).click();
    await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
    await expectSuccess(page);
    await expect(renamedRow).toHaveCount(0);
    expect((await created.ref.get()).exists).toBe(false);
    expect(await folderFiles('prizes')).not.toContain(`prizes/${secondPicture.name}`);
  } finally {
    await removeTypes(name, renamed, overlapName);
  }
});

test('draw a winner of a finished type among its tickets; no tickets: a message; a type with tickets is not deleted', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  // A finished period far in the past, in a year nobody else uses.
  const year = 1972 + Math.floor(Math.random() * 40);
  const withTickets = `E2E шалгаруулалт ${tag}`;
  const empty = `E2E хоосон ${tag}`;
  const db = adminDb();
  const typeRef = db.collection('lotteryType').doc(`e2e-draw-${tag}`);
  const emptyRef = db.collection('lotteryType').doc(`e2e-empty-${tag}`);
  const base = (name: string, month: string) => ({
    name,
    price: 100000,
    startDate: `${year}-${month}-01`,
    startTime: '09:00',
    startAt: Timestamp.fromMillis(ubTime(`${year}-${month}-01`, '09:00')),
    endDate: `${year}-${month}-20`,
    endTime: '23:59',
    endAt: Timestamp.fromMillis(ubTime(`${year}-${month}-20`, '23:59')),
    winner: null,
    winnerId: null,
    prizeName: 'Хөргөгч',
    prizeImage: null,
    createdAt: Timestamp.now(),
  });
  const customers = CUSTOMERS.slice(0, 3);
  const codes = customers.map((_, i) => String(70000000 + ((Date.now() + i * 7919) % 9999999)).slice(0, 8));
  try {
    await typeRef.set(base(withTickets, '03'));
    await emptyRef.set(base(empty, '05'));
    const batch = db.batch();
    customers.forEach((c, i) =>
      batch.set(db.collection('lottery').doc(codes[i]), {
        id: codes[i],
        lotteryUUID: codes[i],
        userId: c.id,
        user: { firstName: c.firstName, phone: c.phone },
        lotteryTypeId: typeRef.id,
        orderId: null,
        createdUserId: 'demo-manager',
        createdAt: Timestamp.fromMillis(ubTime(`${year}-03-05`, '12:00')),
      }),
    );
    await batch.commit();

    await openPage(page);
    await search(page, tag);
    const row = rowOf(page, withTickets);
    const emptyRow = rowOf(page, empty);
    await expect(row).toContainText('Дууссан');

    // No tickets: a clear message, nothing stored.
    await emptyRow.getByTestId('lottery-type-draw').click();
    await page.locator('.swal2-confirm', { hasText: 'Шалгаруулах' }).click();
    await expect(page.locator('.swal2-html-container')).toContainText('сугалаа олгогдоогүй');
    await page.locator('.swal2-confirm').click();
    expect((await emptyRef.get()).get('winner')).toBeNull();

    // Cancel does nothing; confirm draws one of the three tickets.
    await row.getByTestId('lottery-type-draw').click();
    await cancelConfirm(page);
    expect((await typeRef.get()).get('winner')).toBeNull();
    await row.getByTestId('lottery-type-draw').click();
    await page.locator('.swal2-confirm', { hasText: 'Шалгаруулах' }).click();
    await expect(page.locator('.swal2-html-container')).toContainText('Ялагч:');
    await shot(page, 'lottery-types-drawn-1280-mn');
    await page.locator('.swal2-confirm').click();
    const drawn = (await typeRef.get()).data()!;
    const index = codes.indexOf(drawn.winnerTicketId as string);
    expect(index).toBeGreaterThanOrEqual(0);
    const winner = customers[index];
    expect(drawn).toMatchObject({ winner: { firstName: winner.firstName, phone: winner.phone }, winnerId: winner.id });
    expect(drawn.drawnAt).toBeInstanceOf(Timestamp);
    await expect(row.getByTestId('lottery-type-winner')).toContainText(winner.firstName);
    await expect(row.getByTestId('lottery-type-winner')).toContainText(winner.phone);
    await expect(row.getByTestId('lottery-type-winner')).toContainText(codes[index]);
    await expect(row.getByTestId('lottery-type-draw')).toHaveCount(0);
    await shot(page, 'lottery-types-winner-1280-mn');

    // A type with tickets is not deleted: the message says how many.
    await row.getByRole('button', { name: `${withTickets} устгах` }).click();
    await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
    await expect(page.locator('.swal2-html-container')).toContainText('3 сугалаа бүртгэлтэй');
    await page.locator('.swal2-confirm').click();
    expect((await typeRef.get()).exists).toBe(true);

    // The empty one is deleted.
    await emptyRow.getByRole('button', { name: `${empty} устгах` }).click();
    await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
    await expectSuccess(page);
    expect((await emptyRef.get()).exists).toBe(false);
  } finally {
    await typeRef.delete();
    await emptyRef.delete();
    for (const code of codes) await db.collection('lottery').doc(code).delete();
  }
});

test("a lottery whose tickets all went to walk-in buyers is drawn: the winner is known by the ticket's phone", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const year = 1972 + Math.floor(Math.random() * 40);
  const name = `E2E бүртгэлгүй ${tag}`;
  const db = adminDb();
  const typeRef = db.collection('lotteryType').doc(`e2e-walk-in-${tag}`);
  const phones = ['88000001', '88000002'];
  const codes = phones.map((_, i) => String(60000000 + ((Date.now() + i * 7919) % 9999999)).slice(0, 8));
  try {
    await typeRef.set({
      name,
      price: 100000,
      startDate: `${year}-07-01`,
      startTime: '09:00',
      startAt: Timestamp.fromMillis(ubTime(`${year}-07-01`, '09:00')),
      endDate: `${year}-07-20`,
      endTime: '23:59',
      endAt: Timestamp.fromMillis(ubTime(`${year}-07-20`, '23:59')),
      winner: null,
      winnerId: null,
      prizeName: 'Зурагт',
      prizeImage: null,
      createdAt: Timestamp.now(),
    });
    const batch = db.batch();
    // As a store sale to a walk-in buyer writes them: no customer record, the phone given for the ticket.
    codes.forEach((code, i) =>
      batch.set(db.collection('lottery').doc(code), {
        id: code,
        lotteryUUID: code,
        userId: null,
        user: { firstName: '', lastName: '', phone: phones[i] },
        lotteryTypeId: typeRef.id,
        orderId: `e2e-walk-in-order-${tag}-${i}`,
        createdUserId: 'demo-reception-city',
        createdAt: Timestamp.fromMillis(ubTime(`${year}-07-05`, '12:00')),
      }),
    );
    await batch.commit();

    await openPage(page);
    await search(page, tag);
    const row = rowOf(page, name);
    await row.getByTestId('lottery-type-draw').click();
    await page.locator('.swal2-confirm', { hasText: 'Шалгаруулах' }).click();
    await expect(page.locator('.swal2-html-container')).toContainText('Ялагч: бүртгэлгүй үйлчлүүлэгч');
    await shot(page, 'lottery-types-drawn-walk-in-1280-mn');
    await page.locator('.swal2-confirm').click();
    const drawn = (await typeRef.get()).data()!;
    const index = codes.indexOf(drawn.winnerTicketId as string);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(drawn).toMatchObject({ winner: { firstName: '', phone: phones[index] }, winnerId: null });
    await expect(row.getByTestId('lottery-type-winner')).toContainText('Бүртгэлгүй үйлчлүүлэгч');
    await expect(row.getByTestId('lottery-type-winner')).toContainText(phones[index]);
    await expect(row.getByTestId('lottery-type-winner')).toContainText(codes[index]);
    await expect(row.getByTestId('lottery-type-draw')).toHaveCount(0);
    await shot(page, 'lottery-types-winner-walk-in-1280-mn');
  } finally {
    await typeRef.delete();
    for (const code of codes) await db.collection('lottery').doc(code).delete();
  }
});

test('the page at 375 px and in English; the seeded finished type can be drawn by an Admin', async ({ page }) => {
  test.setTimeout(120_000);
  await openPage(page, 'admin@demo.mn');
  // The seeded finished type (scripts/seed-lottery.mjs) has tickets and a prize picture.
  await search(page, 'Намрын сугалаа');
  const seeded = rowOf(page, 'Намрын сугалаа');
  await expect(seeded).toContainText('250,000₮');
  await expect(seeded.getByTestId('lottery-type-start')).toContainText('09:00');
  await expect(seeded.getByTestId('lottery-type-end')).toContainText('23:59');
  await expectPictureLoaded(seeded.getByTestId('lottery-type-prize-image'));
  await expect(seeded.getByTestId('lottery-type-draw').or(seeded.getByTestId('lottery-type-winner'))).toBeVisible();
  await search(page, '');

  await resize(page, 375, 800);
  await shot(page, 'lottery-types-375-mn', true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('lottery-type-add').click();
  await page.getByTestId('lottery-type-form').getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Нэр хоосон байна.', { exact: true })).toBeVisible();
  await shot(page, 'lottery-types-form-375-mn');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Болих' }).click();

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lottery types' })).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await shot(page, 'lottery-types-375-en', true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await resize(page, 1280, 800);
  await shot(page, 'lottery-types-1280-en', true);
  // The form's English messages: LotteryTypeFormModal.test.tsx.
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'mn'));
});
