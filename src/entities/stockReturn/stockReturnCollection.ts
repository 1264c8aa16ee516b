import { typedCollection } from '../../firebase/collections';
import { toStockReturn } from './stockReturn';

/** stockReturns, read through toStockReturn. */
export const stockReturns = typedCollection('stockReturns', toStockReturn);
