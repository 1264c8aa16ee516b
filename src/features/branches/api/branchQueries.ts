import { useMemo } from 'react';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import { usePeople } from '../../../entities/person/queries';
import { locations } from '../../../entities/location/locationCollection';
import { SELLER_ROLES } from '../../../auth/roles';
import { BRANCH_LOCATION_TYPE, type Branch, type BranchKind, type Seller } from '../domain/branch';

/** Live list of the warehouses or the stores (small collections: the whole list is what the screen shows). */
export function useBranches(kind: BranchKind): QueryState<Branch[]> {
  const list = useLiveQuery(locations[BRANCH_LOCATION_TYPE[kind]].ref(), { tag: 'branches' });
  const data = useMemo(() => [...list.data].sort((a, b) => a.name.localeCompare(b.name)), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}

/** Live list of the store sellers (users with a Reception role), by name; `enabled` false reads nothing. */
export function useSellers(enabled = true): QueryState<Seller[]> {
  return usePeople(enabled ? SELLER_ROLES : null);
}
