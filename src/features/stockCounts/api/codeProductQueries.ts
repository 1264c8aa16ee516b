import { useCallback, useRef, useState } from 'react';
import type { Product } from '../../../entities/product/product';
import type { SkuRestriction } from '../../../entities/product/skuLookup';
import { readProductsBySkus } from './stockCountQueries';

/** What a closed count's list knows of a code: its product, none readable (null), or not asked yet (absent). */
export type CodeProducts = ReadonlyMap<string, Product | null>;

/**
 * The products behind a closed count's codes, read only for the rows a list shows (docs/stock-counts.md,
 * "A closed count"): a count stores codes, and a big location can miss thousands of products, so the
 * names are read 30 codes a query as the rows come into view, each code once per visit.
 * `atLocationId`: of two products with one code (a data error), the one recorded there is named.
 */
export function useCodeProducts(restrict: SkuRestriction, atLocationId: string) {
  const [products, setProducts] = useState<CodeProducts>(() => new Map());
  const asked = useRef(new Set<string>());
  const { locationId, locationType } = restrict;

  const request = useCallback(
    (codes: readonly string[]) => {
      const fresh = codes.filter((code) => !asked.current.has(code));
      if (fresh.length === 0) return;
      for (const code of fresh) asked.current.add(code);
      readProductsBySkus(fresh, { locationId, locationType }).then(
        (found) =>
          setProducts((before) => {
            const next = new Map(before);
            for (const code of fresh) next.set(code, null);
            for (const p of found) {
              const kept = next.get(p.sku);
              if (!kept || (kept.locationId !== atLocationId && p.locationId === atLocationId)) next.set(p.sku, p);
            }
            return next;
          }),
        // A failed read (refused, or offline with nothing cached): no name now, asked again when
        // the rows show again.
        () => {
          for (const code of fresh) asked.current.delete(code);
          setProducts((before) => {
            const next = new Map(before);
            for (const code of fresh) if (!next.has(code)) next.set(code, null);
            return next;
          });
        },
      );
    },
    [locationId, locationType, atLocationId],
  );

  return { products, request };
}
