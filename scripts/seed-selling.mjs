// Demo lottery types (scripts/seed.mjs writes them): one whose period includes the seed day, so the
// sale wizards offer a ticket for a total above 300,000₮, and one that starts in the future (offered
// nothing yet). Fields as docs/data-model.md lists them (startAt/endAt are the combined
// timestamps the offer reads; startDate/startTime/endDate/endTime what the lottery-type form shows, in
// Ulaanbaatar time: scripts/lib/ub-time.mjs).
// Pure builder + writer; deterministic for a given `now`.

import { ubAt as at, ubDateText as dateText, ubTimeText as timeText } from './lib/ub-time.mjs';

const DAY = 24 * 60 * 60 * 1000;

function lotteryType({ name, price, start, end, prizeName, createdAt }) {
  return {
    name,
    price,
    startDate: dateText(start),
    startTime: timeText(start),
    startAt: start,
    endDate: dateText(end),
    endTime: timeText(end),
    endAt: end,
    winner: null,
    winnerId: null,
    prizeName,
    prizeImage: null,
    createdAt,
  };
}

/** Pure: the demo lottery types as [id, data]; dates are Dates (stored as timestamps). */
export function buildLotteryTypeSeed(now = new Date()) {
  return [
    [
      'demo-lottery-current',
      lotteryType({
        name: 'Өвлийн их сугалаа',
        price: 300_000,
        start: at(now, -30, 9, 0),
        end: at(now, 60, 23, 59),
        prizeName: 'Ухаалаг зурагт',
        createdAt: new Date(now.getTime() - 31 * DAY),
      }),
    ],
    [
      'demo-lottery-next',
      lotteryType({
        name: 'Хаврын сугалаа',
        price: 200_000,
        start: at(now, 90, 9, 0),
        end: at(now, 150, 23, 59),
        prizeName: 'Угаалгын машин',
        createdAt: new Date(now.getTime() - DAY),
      }),
    ],
  ];
}

/** Writes the demo lottery types with the admin SDK `db`. */
export async function writeSellingSeed({ db, now = new Date() }) {
  const types = buildLotteryTypeSeed(now);
  const batch = db.batch();
  for (const [id, data] of types) batch.set(db.collection('lotteryType').doc(id), data);
  await batch.commit();
  return { lotteryTypes: types.length };
}
