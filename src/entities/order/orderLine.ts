import { num, obj, str, strings, type Data } from '../../firebase/fields';
import { toProductPictures } from '../product/product';
import type { OrderProduct } from './order';

// An order line as stored (on an order, a sale, an open sale) -> OrderProduct. Pure: loads without
// the app's Firebase set-up.

/** A stored amount (tugrik): a number or numeric text, rounded; `fallback` when missing. */
export function amount(v: unknown, fallback: number): number {
  const n = num(v);
  return n === null ? fallback : Math.round(n);
}

/**
 * A stored order line (or a sale's product) -> OrderProduct; null when it is no map or has no id.
 * A missing price is the list price.
 */
export function toOrderProduct(v: unknown): OrderProduct | null {
  const p = obj(v);
  const id = str(p?.id);
  return p && id ? orderLine(p, id) : null;
}

function orderLine(p: Data, id: string): OrderProduct {
  const originalPrice = amount(p.originalPrice, 0);
  return {
    id,
    name: str(p.name),
    sku: str(p.sku),
    price: amount(p.price, originalPrice),
    originalPrice,
    isNoat: p.isNoat === true,
    isDiscount: p.isDiscount === true,
    brand: str(p.brand),
    size: str(p.size),
    colors: strings(p.colors),
    categories: strings(p.categories),
    pics: toProductPictures(p.pics),
  };
}

/** An order's lines: the maps in `products` with an id (a line is known by its product's id). */
export function toOrderProducts(v: unknown): OrderProduct[] {
  return Array.isArray(v) ? v.flatMap((x: unknown) => toOrderProduct(x) ?? []) : [];
}

