import { dayKey, productKeywords, type Product } from './product';

// The document of a product just taken into stock (docs/products.md, adding), the one place its
// shape is written out. Pure TypeScript: no Firebase app, no import.meta.env, so the rules tests and
// the Playwright fixtures (plain Node) build their products with it too. The timestamps come from
// the caller: the app passes serverTimestamp, a test its own Timestamp.

/** What the add form asks about an item: what it is, where it goes and what it costs. */
export type ProductDetails = Pick<
  Product,
  | 'name'
  | 'sku'
  | 'pics'
  | 'source'
  | 'locationType'
  | 'locationId'
  | 'locationName'
  | 'colors'
  | 'categories'
  | 'brand'
  | 'size'
  | 'width'
  | 'height'
  | 'price'
  | 'originalPrice'
  | 'isDiscount'
>;

/** The stock intake: which document, who takes the item in, on which day, and its timestamps. */
export interface Intake<T> {
  /** The new document's id (also stored as its `id` field). */
  id: string;
  /** The user adding it: id and full name. */
  by: { id: string; name: string };
  /** When it is added: its day (local time) is the product's `date`, the productsDate id. */
  on: Date;
  /** Makes `createdAt` and `updatedAt` (called once for each): serverTimestamp in the app. */
  stamp: () => T;
}

/**
 * A product document as the add form creates it: in stock, never sold, in no order. (Type aliases,
 * not interfaces, so a document is a `Data` record for toProduct and the Firestore SDKs.)
 */
export type NewProductDocument<T> = ProductDetails & {
  id: string;
  keywords: string[];
  isPrinted: false;
  isSold: false;
  isMerchantSold: false;
  isDiscountPending: false;
  isDeliveryPending: false;
  isRefund: false;
  orderId: null;
  saleId: null;
  /** The intake's day, YYYY-MM-DD. */
  date: string;
  createdUserName: string;
  createdUserId: string;
  createdAt: T;
  updatedAt: T;
};

/**
 * The document of a product received into stock: the details as given (the name trimmed), its search
 * keywords, every stock flag false, no order or sale, the intake's day and user, and two timestamps.
 * Only the fields of ProductDetails are taken from `details`, whatever else it carries.
 */
export function newProductDocument<T>(details: ProductDetails, intake: Intake<T>): NewProductDocument<T> {
  const name = details.name.trim();
  return {
    id: intake.id,
    name,
    sku: details.sku,
    keywords: productKeywords(name, details.sku),
    pics: details.pics,
    source: details.source,
    locationType: details.locationType,
    locationId: details.locationId,
    locationName: details.locationName,
    colors: details.colors,
    categories: details.categories,
    brand: details.brand,
    size: details.size,
    width: details.width,
    height: details.height,
    price: details.price,
    originalPrice: details.originalPrice,
    isDiscount: details.isDiscount,
    isPrinted: false,
    isSold: false,
    isMerchantSold: false,
    isDiscountPending: false,
    isDeliveryPending: false,
    isRefund: false,
    orderId: null,
    saleId: null,
    date: dayKey(intake.on),
    createdUserName: intake.by.name,
    createdUserId: intake.by.id,
    createdAt: intake.stamp(),
    updatedAt: intake.stamp(),
  };
}
