import { Timestamp, orderBy, query, where } from 'firebase/firestore';
import { usePagedQuery, type PagedQueryState } from '../../../firebase/queries';
import { transferLogs } from '../../../entities/transferLog/transferLogCollection';
import type { DateRange, TransferLog } from '../domain/transferHistory';

/**
 * Transfer history (docs/products.md): productLocationChangeLogs with updatedAt between start and
 * end, newest first. The log grows with every move, so it is read a batch at a time, each batch
 * starting after the previous one; "load more" (`next`) reads only the next batch.
 */

/** Logs read per batch. */
export const HISTORY_BATCH = 100;

/** The logs of `range`, in batches (read again when the range changes, e.g. on Search). */
export function useTransferHistory(range: DateRange): PagedQueryState<TransferLog> {
  const q = query(
    transferLogs.ref(),
    where('updatedAt', '>=', Timestamp.fromDate(range.start)),
    where('updatedAt', '<=', Timestamp.fromDate(range.end)),
    orderBy('updatedAt', 'desc'),
  );
  return usePagedQuery(q, { tag: 'transferHistory', pageSize: HISTORY_BATCH, mode: 'chunks' });
}
