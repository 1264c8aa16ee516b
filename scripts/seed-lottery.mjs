// Demo lottery tickets and a finished lottery type to draw (issue 6). Owned by the lottery work;
// scripts/seed.mjs calls writeLotterySeed after writeSellingSeed.

/** Writes the demo lottery data with the admin SDK `db`; `upload(path, bytes)` stores a picture (or null). */
export async function writeLotterySeed({ db, now = new Date(), upload = null }) {
  void db;
  void now;
  void upload;
  return { lotteryTypes: 0, tickets: 0 };
}
