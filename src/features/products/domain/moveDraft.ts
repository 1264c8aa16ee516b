import type { Product, ProductLocationType } from '../../../entities/product/product';
import type { MoveProgress } from '../../../entities/product/largeMove';

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
  /** How far a large move is, while it runs. */
  progress: MoveProgress | null;
  /** A large move of this wizard that stopped unfinished (its id): the next Move finishes it. */
  unfinished: string | null;
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
  | { type: 'progress'; progress: MoveProgress }
  | { type: 'moved'; count: number; name: string }
  | { type: 'failed'; message: string }
  | { type: 'unfinished'; moveId: string; message: string };

export function initMove({ open, products }: { open: boolean; products: readonly Product[] }): MoveDraft {
  return { open, products, type: null, target: null, error: null, moving: false, progress: null, unfinished: null, moved: null };
}

export function reduceMove(draft: MoveDraft, action: MoveAction): MoveDraft {
  switch (action.type) {
    case 'reset':
      return initMove({ open: action.open, products: action.products });
    case 'chooseType':
      // Another type lists other places: the target chosen goes.
      return { ...draft, type: action.locationType, target: null, error: null };
    case 'chooseTarget':
      // An unfinished move goes to its own target: another choice would not finish it.
      return draft.unfinished ? draft : { ...draft, target: action.target, error: null };
    case 'moving':
      return { ...draft, error: null, moving: true, progress: null };
    case 'progress':
      return { ...draft, progress: action.progress };
    case 'moved':
      return { ...draft, moving: false, progress: null, unfinished: null, moved: { count: action.count, name: action.name } };
    case 'failed':
      return { ...draft, moving: false, progress: null, error: action.message };
    case 'unfinished':
      return { ...draft, moving: false, progress: null, unfinished: action.moveId, error: action.message };
  }
}

/** Where the selected products are now ("type/id"): a target among them cannot be chosen. */
export function occupiedPlaces(products: readonly Pick<Product, 'locationType' | 'locationId'>[]): ReadonlySet<string> {
  return new Set(products.map((p) => `${p.locationType}/${p.locationId}`));
}

export function placeKey(place: Pick<MoveChoice, 'type' | 'id'>): string {
  return `${place.type}/${place.id}`;
}
