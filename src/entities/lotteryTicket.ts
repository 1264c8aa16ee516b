/** Lottery tickets (docs/lottery.md): the code a sale or the lottery screen gives a new ticket. */

/** Digits of a lottery ticket code. */
export const LOTTERY_CODE_LENGTH = 8;

/** A numeric ticket code of 8 digits, not starting with 0 (the code is also the ticket's document id). */
export function lotteryCode(random: () => number = Math.random): string {
  const min = 10 ** (LOTTERY_CODE_LENGTH - 1);
  return String(min + Math.floor(random() * 9 * min));
}
