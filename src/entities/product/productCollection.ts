import { typedCollection } from '../../firebase/collections';
import { toProduct } from './product';

/**
 * `products`, read through toProduct: queries and references deliver Product. Kept apart from
 * product.ts, which Node code (the rules tests, the seed scripts, the end-to-end specs) imports
 * without the app's Firebase set-up.
 */
export const products = typedCollection('products', toProduct);
