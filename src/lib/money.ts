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

/**
 * What a user typed in a money field -> a non-negative integer, or `null` when there is no digit.
 * Separators, the currency sign, spaces and every other non-digit character are ignored
 * (`'12,500₮'` -> `12500`, `'1 000'` -> `1000`). A number too large to be exact gives `null`.
 */
export function parseMoneyInput(text: string | null | undefined): number | null {
  if (text == null) return null;
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
