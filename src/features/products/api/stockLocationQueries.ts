import { useMemo } from 'react';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import type { Location } from '../../../entities/location/location';
import { locations } from '../../../entities/location/locationCollection';
import { usePeople } from '../../../entities/person/queries';
import { personName } from '../../../entities/person/person';
import type { ProductLocationType } from '../../../entities/product/product';

/** A place a product can be: a warehouse, a store or a contract merchant (users with role Merchant). */
export interface StockLocation {
  id: string;
  name: string;
  type: ProductLocationType;
  /** Address (warehouses, stores) or phone (merchants), shown in pickers. */
  detail: string;
}

/** A warehouse or store as a picker lists it: its address as the detail. */
export function stockLocationOf(location: Location): StockLocation {
  return { id: location.id, name: location.name, type: location.type, detail: location.address };
}

const byName = (a: StockLocation, b: StockLocation) => a.name.localeCompare(b.name);

/**
 * Live list of the warehouses, the stores or the contract merchants (small collections), by name.
 * `enabled` false reads nothing (a role that may not list merchants).
 */
export function useStockLocations(type: ProductLocationType, enabled = true): QueryState<StockLocation[]> {
  const merchant = type === 'merchant';
  const places = useLiveQuery(enabled && !merchant ? locations[type].ref() : null);
  const merchants = usePeople(enabled && merchant ? 'Merchant' : null);
  const placeRows = places.data;
  const merchantRows = merchants.data;
  const data = useMemo(
    () =>
      merchant
        ? merchantRows.map((p): StockLocation => ({ id: p.id, name: personName(p), type: 'merchant', detail: p.phone })).sort(byName)
        : placeRows.map(stockLocationOf).sort(byName),
    [merchant, placeRows, merchantRows],
  );
  const { loading, error } = merchant ? merchants : places;
  return useMemo(() => ({ data, loading, error }), [data, loading, error]);
}
