// Demo lottery tickets and a finished lottery type to draw, for the lottery pages (docs/lottery.md);
// scripts/seed.mjs calls writeLotterySeed after writeSellingSeed (which writes demo-lottery-current,
// now-30d..now+60d, and demo-lottery-next, now+90d..now+150d).
//
// - demo-lottery-finished: a type whose period ended 60 days ago (it overlaps neither of those), with
//   a prize picture and about a dozen tickets of seeded customers and no winner yet, so a manager
//   can draw its winner on /lottery-type.
// - a few tickets on demo-lottery-current, so /lottery lists tickets of the running type.
// Ticket shape as a sale writes it (src/features/selling/api/saleWrites.ts): document id = the
// 8-digit code; orderId null (these tickets were not given by a sale). Pure builder + writer;
// deterministic for a given `now`.
import { CUSTOMERS } from './seed-data.mjs';
import { encodePng } from './lib/png.mjs';
import { ubAt as at, ubDateText as dateText } from './lib/ub-time.mjs';

const DAY = 24 * 60 * 60 * 1000;

export const FINISHED_LOTTERY_ID = 'demo-lottery-finished';
export const CURRENT_LOTTERY_ID = 'demo-lottery-current';
export const FINISHED_TICKETS = 12;
export const CURRENT_TICKETS = 8;
export const PRIZE_PICTURE_PATH = `prizes/${FINISHED_LOTTERY_ID}.png`;
const SEED_STAFF_ID = 'demo-manager';

/** The i-th deterministic 8-digit code of a series (series 1, 2 ...): distinct, never starting with 0. */
export function seedTicketCode(series, i) {
  return String(40_000_000 + series * 1_000_000 + ((i * 7_919 + 131) % 1_000_000));
}

/** Pure: the finished demo type as [id, data] (dates are Dates, stored as timestamps). */
export function buildFinishedLotteryType(now = new Date(), prizeImage = null) {
  const start = at(now, -120, 9, 0);
  const end = at(now, -60, 23, 59);
  return [
    FINISHED_LOTTERY_ID,
    {
      name: 'Намрын сугалаа',
      price: 250_000,
      startDate: dateText(start),
      startTime: '09:00',
      startAt: start,
      endDate: dateText(end),
      endTime: '23:59',
      endAt: end,
      winner: null,
      winnerId: null,
      prizeName: 'Хөргөгч',
      prizeImage,
      createdAt: new Date(now.getTime() - 125 * DAY),
    },
  ];
}

/** Pure: the demo tickets as [code, data]: FINISHED_TICKETS on the finished type, CURRENT_TICKETS on the running one. */
export function buildLotteryTickets(now = new Date()) {
  const tickets = [];
  const add = (series, typeId, count, firstDay, span) => {
    for (let i = 0; i < count; i += 1) {
      const customer = CUSTOMERS[(i * 3 + series) % CUSTOMERS.length];
      const code = seedTicketCode(series, i);
      // Spread over the period, at shop hours.
      const createdAt = at(now, firstDay + Math.floor((i * span) / count), 10 + (i % 8), (i * 13) % 60);
      tickets.push([
        code,
        {
          id: code,
          lotteryUUID: code,
          userId: customer.id,
          user: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone },
          lotteryTypeId: typeId,
          orderId: null,
          createdUserId: SEED_STAFF_ID,
          createdAt,
        },
      ]);
    }
  };
  add(1, FINISHED_LOTTERY_ID, FINISHED_TICKETS, -118, 55);
  add(2, CURRENT_LOTTERY_ID, CURRENT_TICKETS, -29, 28);
  return tickets;
}

/** A 200x160 prize picture: a golden cup on a blue background. */
export function prizePicture() {
  return encodePng(200, 160, (x, y) => {
    const cx = 100;
    const inCup = y >= 30 && y < 95 && Math.abs(x - cx) <= 45 - (y - 30) * 0.35;
    const inHandle = y >= 38 && y < 70 && (Math.abs(x - (cx - 52)) <= 6 || Math.abs(x - (cx + 52)) <= 6);
    const inStem = y >= 95 && y < 120 && Math.abs(x - cx) <= 7;
    const inBase = y >= 120 && y < 134 && Math.abs(x - cx) <= 34;
    if (inCup || inHandle || inStem || inBase) return (x + y) % 18 < 3 ? [255, 236, 140] : [222, 170, 40];
    return (x - y + 400) % 20 < 10 ? [36, 70, 140] : [44, 82, 158];
  });
}

/**
 * Writes the finished type (with its prize picture when `upload(path, bytes)` is given) and the demo
 * tickets with the admin SDK `db`, in one batch. Returns { lotteryTypes, tickets }.
 */
export async function writeLotterySeed({ db, now = new Date(), upload = null }) {
  const prizeImage = upload ? { name: `${FINISHED_LOTTERY_ID}.png`, url: await upload(PRIZE_PICTURE_PATH, prizePicture()) } : null;
  const [typeId, type] = buildFinishedLotteryType(now, prizeImage);
  const tickets = buildLotteryTickets(now);
  const batch = db.batch();
  batch.set(db.collection('lotteryType').doc(typeId), type);
  for (const [code, data] of tickets) batch.set(db.collection('lottery').doc(code), data);
  await batch.commit();
  return { lotteryTypes: 1, tickets: tickets.length };
}
