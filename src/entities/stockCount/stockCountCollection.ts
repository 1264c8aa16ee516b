import { typedCollection } from '../../firebase/collections';
import { toStockCount } from './stockCount';

/** stockCounts, read through toStockCount. */
export const stockCounts = typedCollection('stockCounts', toStockCount);
