import type { Product, ProductLocationType } from '../../../entities/product/product';

/**
 * The move wizard's state as a pure draft (docs/products.md, moves): the products as they were when
 * it opened, the location type and the target chosen, the move under way, its failure and its
 * outcome. Opening or closing starts afresh.
 */

/** A place products may move to (a store or a warehouse). */
export interface MoveChoice {
  id: string;
  name: string;
  type: ProductLocationType;
}

export interface MoveDraft {
  open: boolean;
  /** The products as they were when the wizard opened: the move checks nobody changed them since. */
  products: readonly Product[];
  type: ProductLocationType | null;
  /** The target chosen: its question (confirm or cancel) shows. */
  target: MoveChoice | null;
  /** Why the move failed (already translated). */
  error: string | null;
  moving: boolean;
  /** What was moved, for the last step. */
  moved: { count: number; name: string } | null;
}

export type MoveAction =
  /** Opening (a snapshot of the selection) or closing (forgets everything). */
  | { type: 'reset'; open: boolean; products: readonly Product[] }
  | { type: 'chooseType'; locationType: ProductLocationType }
  /** A target chosen, or (null) the choice withdrawn. */
  | { type: 'chooseTarget'; target: MoveChoice | null }
  | { type: 'moving' }
  | { type: 'moved'; count: number; name: string }
  | { type: 'failed'; message: string };

export function initMove({ open, products }: { open: boolean; products: readonly Product[] }): MoveDraft {
  return { open, products, type: null, target: null, error: null, moving: false, moved: null };
}

export function reduceMove(draft: MoveDraft, action: MoveAction): MoveDraft {
  switch (action.type) {
    case 'reset':
      return initMove({ open: action.open, products: action.products });
    case 'chooseType':
      // Another type lists other places: the target chosen goes.
      return { ...draft, type: action.locationType, target: null, error: null };
    case 'chooseTarget':
      return { ...draft, target: action.target, error: null };
    case 'moving':
      return { ...draft, error: null, moving: true };
    case 'moved':
      return { ...draft, moving: false, moved: { count: action.count, name: action.name } };
    case 'failed':
      return { ...draft, moving: false, error: action.message };
  }
}

/** Where the selected products are now ("type/id"): a target among them cannot be chosen. */
export function occupiedPlaces(products: readonly Pick<Product, 'locationType' | 'locationId'>[]): ReadonlySet<string> {
  return new Set(products.map((p) => `${p.locationType}/${p.locationId}`));
}

export function placeKey(place: Pick<MoveChoice, 'type' | 'id'>): string {
  return `${place.type}/${place.id}`;
}
