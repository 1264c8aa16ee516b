import { typedCollection } from '../../firebase/collections';
import { toOpenSale } from './openSale';

/** openSales, read through toOpenSale. */
export const openSales = typedCollection('openSales', toOpenSale);
