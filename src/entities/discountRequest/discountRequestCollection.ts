import { typedCollection } from '../../firebase/collections';
import { toDiscountRequest } from './discountRequest';

/** discountRequests, read through toDiscountRequest. */
export const discountRequests = typedCollection('discountRequests', toDiscountRequest);
