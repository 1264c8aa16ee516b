/**
 * Money is the Mongolian tugrik, kept as whole numbers. Shown with comma thousands separators and
 * the tugrik sign right after the digits, without a space: `12,500₮`. Negative amounts (refund
 * transactions) keep the sign in front: `-12,500₮`.
 */
export const CURRENCY_SIGN = '₮';

/**
 * `12500` -> `'12,500'`. `fractionDigits` (default 0) fixes the number of decimals, e.g. the
 * average product price with 2: `1234.5` -> `'1,234.50'`. Not-finite input gives `'0'`.
 */
export function formatThousands(n: number, fractionDigits = 0): string {
  const value = Number.isFinite(n) ? n : 0;
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = Number(fixed) === 0;
  return `${negative && !isZero ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** `12500` -> `'12,500₮'`; `formatMoney(1234.5, 2)` -> `'1,234.50₮'`. */
export function formatMoney(n: number, fractionDigits = 0): string {
  return `${formatThousands(n, fractionDigits)}${CURRENCY_SIGN}`;
}

/** Why a money field's text is not an amount (ui.money.refused.* says it to the user). */
export type MoneyProblem = 'negative' | 'fraction' | 'notDigits' | 'tooLarge';

/** A money field's text read: `value` (null: nothing typed), or the `problem` that refuses it. */
export type MoneyText = { value: number | null; problem?: undefined } | { value?: undefined; problem: MoneyProblem };

/** Thousands separators a typed amount may carry: comma, space, no-break and narrow no-break space, apostrophe. */
const SEPARATORS = /[,\s\u00a0\u202f']/g;

/**
 * What a user typed in a money field -> a whole non-negative number of tugrik, `null` when nothing
 * was typed, or why it is not an amount. Thousands separators and the tugrik sign are
 * allowed (`'12,500₮'` -> 12500, `'1 000'` -> 1000); nothing is guessed: `'5,000.50'` is a
 * fraction, `'-100'` negative, `'12abc'` not digits, and a number too large to be exact too large.
 */
export function readMoneyText(text: string | null | undefined): MoneyText {
  if (text == null) return { value: null };
  const body = text.replaceAll(CURRENCY_SIGN, '').replace(SEPARATORS, '');
  if (body === '') return { value: null };
  if (/^\d+$/.test(body)) {
    const value = Number(body);
    return Number.isSafeInteger(value) ? { value } : { problem: 'tooLarge' };
  }
  if (/^[-\u2212]/.test(body)) return { problem: 'negative' };
  if (/^\d*[.]\d*$/.test(body)) return { problem: 'fraction' };
  return { problem: 'notDigits' };
}

/** readMoneyText's amount, or `null` when the text is empty or not a whole non-negative amount. */
export function parseMoneyInput(text: string | null | undefined): number | null {
  return readMoneyText(text).value ?? null;
}
