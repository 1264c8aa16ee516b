import { NO_FIGURES, type ShiftFigures } from './shift';

/**
 * The figures of one day at the counter, the example docs/shifts.md and the tests share: a float of
 * 100,000; a sale of 95,000 paid in cash with 100,000 handed over; a sale of 150,000 paid 50,000 in
 * cash and 100,000 by card; the first sale returned, 95,000 paid back in cash. Lines: 250,000 at
 * original prices, 245,000 paid of which 5,000 VAT. (Test data: nothing in the app imports it.)
 */
export const A_DAY_AT_THE_COUNTER: ShiftFigures = {
  ...NO_FIGURES,
  sales: 2,
  salesTotal: 245_000,
  paid: { cash: 145_000, card: 100_000, qpay: 0, bank: 0 },
  cashReceived: 150_000,
  lines: 2,
  linesTotal: 245_000,
  linesOriginal: 250_000,
  vat: 5_000,
  returns: 1,
  returnedTotal: 95_000,
  paidBack: { cash: 95_000, card: 0, qpay: 0, bank: 0 },
};
