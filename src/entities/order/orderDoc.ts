import { typedCollection } from '../../firebase/collections';
import { toOrder } from './orderMapper';
export { toOrderProduct } from './orderLine';
export { toOrder };

/** The orders collection, read as Order (the mapper: orderMapper.ts). */
export const orders = typedCollection('orders', toOrder);
