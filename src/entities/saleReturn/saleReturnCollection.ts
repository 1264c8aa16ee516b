import { typedCollection } from '../../firebase/collections';
import { toReturnRequest, toReturnWindowDays, toSaleReturn } from './saleReturn';

/** returns (counter returns and exchanges), read through toSaleReturn. */
export const saleReturns = typedCollection('returns', toSaleReturn);

/** returnRequests (a Manager's approval of a late return), read through toReturnRequest. */
export const returnRequests = typedCollection('returnRequests', toReturnRequest);

/** appConfigs/returns, read as the window in days (the default when missing). */
export const returnSettings = typedCollection('appConfigs', (_id, d) => toReturnWindowDays(d));
