import { typedCollection } from '../../firebase/collections';
import { toTransferLog } from './transferLog';

/** productLocationChangeLogs, read through toTransferLog. */
export const transferLogs = typedCollection('productLocationChangeLogs', toTransferLog);
