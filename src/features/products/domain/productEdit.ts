import type { ProductPicture } from '../../../entities/order/order';
import type { Product } from '../../../entities/product/product';
import type { StoredPrices } from './pricing';

/** What the edit dialog saves (api/productWrites.ts ProductEdit gives the new pictures their file type). */
export interface ProductEditFields extends StoredPrices {
  name: string;
  size: string;
  width: string;
  height: string;
  brand: string;
  source: string;
  colors: readonly string[];
  categories: readonly string[];
  /** Pictures kept from the stored list. */
  keptPics: readonly ProductPicture[];
  /** Newly chosen pictures. */
  newPictures: readonly unknown[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Whether saving the edit dialog would change nothing: every field as the product has it, every
 * picture kept and none added. Such a save writes nothing (a write that only moves `updatedAt`
 * would look like a label print to the rules, which refuse it: docs/products.md).
 */
export function isUnchangedEdit(product: Product, edit: ProductEditFields): boolean {
  return (
    edit.name.trim() === product.name &&
    edit.size === product.size &&
    edit.width === product.width &&
    edit.height === product.height &&
    edit.brand === product.brand &&
    edit.source === product.source &&
    sameList(edit.colors, product.colors) &&
    sameList(edit.categories, product.categories) &&
    edit.price === product.price &&
    edit.originalPrice === product.originalPrice &&
    edit.isDiscount === product.isDiscount &&
    edit.newPictures.length === 0 &&
    edit.keptPics.length === product.pics.length &&
    edit.keptPics.every((p, i) => p.picUrl === product.pics[i].picUrl && p.picName === product.pics[i].picName)
  );
}
