import { typedCollection } from '../../firebase/collections';
import { toReturnRequest, toSaleReturn } from './saleReturn';

/** returns (counter returns and exchanges), read through toSaleReturn. */
export const saleReturns = typedCollection('returns', toSaleReturn);

/** returnRequests (a Manager's approval of a late return), read through toReturnRequest. */
export const returnRequests = typedCollection('returnRequests', toReturnRequest);
