const NUMBER_PATTERN = /^\d+(\.\d+)?$/;

/** A positive number written as text ("38", "9.5"): sizes, widths, heights, prices in a form. */
export function isPositiveNumberText(value: string): boolean {
  const text = value.trim();
  return NUMBER_PATTERN.test(text) && Number(text) > 0;
}
