// Demo lottery types (scripts/seed.mjs writes them): one whose period includes the seed day, so the
// sale wizards offer a ticket for a total above 300,000₮, and one that starts in the future (offered
// nothing yet). Fields as stock-and-sales.md section 3 lists them (startAt/endAt are the combined
// timestamps the offer reads; startDate/startTime/endDate/endTime what the lottery-type form shows).
// Pure builder + writer; deterministic for a given `now`.

const DAY = 24 * 60 * 60 * 1000;

function pad(n) {
  return String(n).padStart(2, '0');
}

function dateText(d) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `now` moved by `days`, at hh:mm local time. */
function at(now, days, hh, mm) {
  const d = new Date(now.getTime() + days * DAY);
  d.setHours(hh, mm, 0, 0);
  return d;
}

function lotteryType({ name, price, start, end, prizeName, createdAt }) {
  return {
    name,
    price,
    startDate: dateText(start),
    startTime: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
    startAt: start,
    endDate: dateText(end),
    endTime: `${pad(end.getHours())}:${pad(end.getMinutes())}`,
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
