import { useMemo } from 'react';
import { orderBy, query, Timestamp, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, usePagedQuery, type PagedQueryState, type QueryState } from '../../../firebase/queries';
import type { AuditActor, AuditEntry } from '../../../entities/audit/audit';
import { auditActors, auditEntries } from '../../../entities/audit/auditCollection';
import type { DateRange } from '../../../lib/dates';
import { sortActors, type AuditFilter } from '../domain/auditList';

/**
 * What the audit screen reads (docs/audit.md): the entries of a range a page at a time, newest
 * first, filtered on the server by person and kind (an index per combination: firestore.indexes.json),
 * and the people entries name (one document each, a business's staff). A year holds 100,000 entries
 * and more: nothing reads the collection whole. Reads are counted under 'audit'.
 */
const TAG = 'audit';

/** The entries of the range matching the filter, newest first. */
export function auditQuery(range: DateRange, filter: AuditFilter, fs: Firestore = db): Query<AuditEntry> {
  const constraints: QueryConstraint[] = [];
  if (filter.actorId !== null) constraints.push(where('actorId', '==', filter.actorId));
  if (filter.kind !== null) constraints.push(where('kind', '==', filter.kind));
  constraints.push(where('at', '>=', Timestamp.fromDate(range.start)), where('at', '<=', Timestamp.fromDate(range.end)));
  return query(auditEntries.ref(fs), ...constraints, orderBy('at', 'desc'));
}

/** One page of the entries, live (a new entry shows at once on the first page); `enabled` false reads nothing. */
export function useAuditPage(range: DateRange, filter: AuditFilter, pageSize: number, enabled: boolean): PagedQueryState<AuditEntry> {
  // Built each render: the hook compares queries by value. keepKey: a new page size starts at page 1.
  return usePagedQuery(enabled ? auditQuery(range, filter) : null, { tag: TAG, pageSize, keepKey: `size:${pageSize}` });
}

/** The people entries name, by name (the person filter). */
export function useAuditActors(): QueryState<AuditActor[]> {
  const q = useMemo(() => query(auditActors.ref()), []);
  const list = useLiveQuery(q, { tag: TAG });
  const data = useMemo(() => sortActors(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}
