import { int, millis, obj, str, strings, strOrNull, type Data } from '../../firebase/fields';
import type { ProductPicture } from '../order/order';

/**
 * A product as stored in `products/{id}` (docs/data-model.md). Field names are the business's
 * own; `keywords`, `createdAt`, `updatedAt`, `createdUserId` are our additions. Sizes, widths and
 * heights are kept as the strings of the name lists ('40', '9.5'), so a filter matches them exactly.
 */
export type ProductLocationType = 'store' | 'warehouse' | 'merchant';
export const PRODUCT_LOCATION_TYPES: readonly ProductLocationType[] = ['store', 'warehouse', 'merchant'];

export interface Product {
  id: string;
  name: string;
  /** Numeric barcode, 6 digits, kept as a string. */
  sku: string;
  pics: ProductPicture[];
  source: string;
  locationType: ProductLocationType;
  locationId: string;
  locationName: string;
  colors: string[];
  categories: string[];
  brand: string;
  size: string;
  width: string;
  height: string;
  /** Selling price in tugrik: the approved discounted price when isDiscount, else originalPrice. */
  price: number;
  /** List price in tugrik. */
  originalPrice: number;
  isPrinted: boolean;
  isDiscount: boolean;
  isSold: boolean;
  isMerchantSold: boolean;
  isDiscountPending: boolean;
  isDeliveryPending: boolean;
  /** Held for a large sale on its way (openSales/{openSaleId}): not in stock, not sold yet (docs/selling.md). */
  isSalePending: boolean;
  openSaleId: string | null;
  /** On its way in a large move (stockMoves/{moveId}): not in stock, not moved yet (docs/products.md). */
  isMovePending: boolean;
  moveId: string | null;
  isRefund: boolean;
  /** VAT (NOAT) was added to this product's price when it was sold (set by the sale). */
  isNoat: boolean;
  orderId: string | null;
  saleId: string | null;
  /** Creation day, YYYY-MM-DD (productsDate). */
  date: string;
  /** Milliseconds since the epoch (from the createdAt server timestamp); 0 while pending. */
  createdAtMs: number;
  createdUserName: string;
  createdUserId: string;
}

/** Products selectable for a sale, a discount request or a move: not sold, nothing pending (a delivery, a discount, a large sale). */
export function isAvailable(p: Pick<Product, 'isSold' | 'isDeliveryPending' | 'isDiscountPending' | 'isSalePending' | 'isMovePending'>): boolean {
  return !p.isSold && !p.isDeliveryPending && !p.isDiscountPending && !p.isSalePending && !p.isMovePending;
}

/** A stored pictures array (a product's, or a snapshot of it) -> the pictures with a URL. */
export function toProductPictures(value: unknown): ProductPicture[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown) => {
    const pic = obj(v);
    if (!pic) return [];
    const { picName, picUrl } = pic;
    return typeof picUrl === 'string' && picUrl !== '' ? [{ picName: str(picName), picUrl }] : [];
  });
}

function locationType(value: unknown): ProductLocationType {
  return value === 'store' || value === 'merchant' ? value : 'warehouse';
}

/** A Firestore document's data -> Product, tolerating missing or legacy-typed fields. */
export function toProduct(id: string, d: Data): Product {
  return {
    id,
    name: str(d.name),
    sku: str(d.sku),
    pics: toProductPictures(d.pics),
    source: str(d.source),
    locationType: locationType(d.locationType),
    locationId: str(d.locationId),
    locationName: str(d.locationName),
    colors: strings(d.colors),
    categories: strings(d.categories),
    brand: str(d.brand),
    size: str(d.size),
    width: str(d.width),
    height: str(d.height),
    price: int(d.price),
    originalPrice: int(d.originalPrice),
    isPrinted: d.isPrinted === true,
    isDiscount: d.isDiscount === true,
    isSold: d.isSold === true,
    isMerchantSold: d.isMerchantSold === true,
    isDiscountPending: d.isDiscountPending === true,
    isDeliveryPending: d.isDeliveryPending === true,
    isSalePending: d.isSalePending === true,
    openSaleId: strOrNull(d.openSaleId),
    isMovePending: d.isMovePending === true,
    moveId: strOrNull(d.moveId),
    isRefund: d.isRefund === true,
    isNoat: d.isNoat === true,
    orderId: strOrNull(d.orderId),
    saleId: strOrNull(d.saleId),
    date: str(d.date),
    createdAtMs: millis(d.createdAt),
    createdUserName: str(d.createdUserName),
    createdUserId: str(d.createdUserId),
  };
}

/** Lower-case words of a text (any run of letters or digits), for search keywords and queries. */
export function words(text: string): string[] {
  return text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Longest word prefix kept in `keywords`; a search word is cut to it as well. */
export const KEYWORD_MAX_LENGTH = 15;

/**
 * The `keywords` array stored on a product (docs/data-model.md): every prefix of every word of the
 * name and of the sku, lower-cased. A search word then matches with one array-contains-any query,
 * whether the user typed the whole word or its beginning ('nik' finds 'Nike', '1234' finds '123456').
 */
export function productKeywords(name: string, sku: string): string[] {
  const out = new Set<string>();
  for (const word of [...words(name), ...words(sku)]) {
    const max = Math.min(word.length, KEYWORD_MAX_LENGTH);
    for (let n = 1; n <= max; n += 1) out.add(word.slice(0, n));
  }
  return [...out];
}

/** Firestore's limit of values in one array-contains-any / in filter. */
export const MAX_SEARCH_WORDS = 30;

/** The words of a search text as they are matched against `keywords` (split on spaces; any word matches). */
export function searchTerms(text: string): string[] {
  return [...new Set(words(text).map((w) => w.slice(0, KEYWORD_MAX_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
}

/** Today's date as the productsDate id, YYYY-MM-DD in local time. */
export function dayKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Random six-digit sku, 100000-999999. `random` is injectable for tests. */
export function randomSku(random: () => number = Math.random): string {
  return String(100000 + Math.floor(random() * 900000));
}

/** VAT (NOAT): 10 % of the original price, a whole tugrik amount. */
export function vatOf(originalPrice: number): number {
  return Math.round(originalPrice / 10);
}
