import { typedCollection } from '../../firebase/collections';
import { toStockMove } from './stockMove';

/** stockMoves, read through toStockMove. */
export const stockMoves = typedCollection('stockMoves', toStockMove);
