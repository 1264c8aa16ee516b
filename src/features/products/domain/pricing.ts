/**
 * Product prices (docs/products.md). Prices are whole tugrik. The add form takes them in
 * thousands of tugrik; the edit dialog in tugrik.
 */

export interface StoredPrices {
  /** Selling price: the discounted price when discounted, else the original price. */
  price: number;
  originalPrice: number;
  isDiscount: boolean;
}

/** A number field -> a non-negative integer, 0 when it is not a number. */
export function toInt(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * Prices from a price and an optional discounted price, both in tugrik: discounted only when the
 * discounted price is non-zero and lower than the price; otherwise the product sells at its price.
 */
export function pricesFrom(price: number, discountedPrice: number | null | undefined): StoredPrices {
  const originalPrice = Math.max(0, Math.floor(price));
  const discounted = discountedPrice ? Math.floor(discountedPrice) : 0;
  if (discounted > 0 && discounted < originalPrice) return { price: discounted, originalPrice, isDiscount: true };
  return { price: originalPrice, originalPrice, isDiscount: false };
}

/** The add form's fields are in thousands: originalPrice = 1000 x price, price = 1000 x discounted. */
export function pricesFromThousands(priceThousands: unknown, discountedThousands: unknown): StoredPrices {
  return pricesFrom(toInt(priceThousands) * 1000, toInt(discountedThousands) * 1000);
}

/** The edit dialog's discounted-price field: the current price when discounted, else empty. */
export function discountedPriceOf(p: { price: number; isDiscount: boolean }): number | null {
  return p.isDiscount ? p.price : null;
}
