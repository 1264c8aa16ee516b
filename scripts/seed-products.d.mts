// Types of scripts/seed-products.mjs, for the TypeScript tests.
export type SeedDoc = Record<string, unknown>;
export type SeedEntry = [id: string, data: SeedDoc];

export interface ProductSeed {
  products: SeedEntry[];
  productsDates: SeedEntry[];
  moveLogs: SeedEntry[];
  orders: SeedEntry[];
  sales: SeedEntry[];
  transactions: SeedEntry[];
}

export interface SeedPicture {
  picName: string;
  picUrl: string;
}

export declare const DEMO_PRODUCT_COUNT: number;
export declare const DEMO_SOLD_COUNT: number;
export declare const DEMO_MERCHANT_COUNT: number;
export declare const DEMO_DISCOUNT_COUNT: number;
export declare const DEMO_DAYS: number;
export declare const MIN_UNSOLD_PER_STORE: number;
export declare function buildProductSeed(now?: Date, options?: { picsByName?: Record<string, SeedPicture[]>; seed?: number }): ProductSeed;
export declare function dayKey(date: Date): string;
export declare function seedSku(n: number): string;
export declare function productPictureFolder(name: string): string;
