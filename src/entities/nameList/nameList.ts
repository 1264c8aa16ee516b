import { useMemo } from 'react';
import { orderBy, query } from 'firebase/firestore';
import { typedCollection, type TypedCollection } from '../../firebase/collections';
import { str, type Data } from '../../firebase/fields';
import { useLiveQuery, type QueryState } from '../../firebase/queries';
import { isPositiveNumberText } from '../../lib/numbers';

/**
 * The simple name lists (docs/products.md, name lists; docs/data-model.md): documents with a
 * `name` (colours also a `colorName`), managed on /variants and /delivery and offered as choices by
 * the product form, the product filters and the sale wizards.
 */
export const LIST_COLLECTIONS = [
  'colors',
  'brands',
  'categories',
  'sources',
  'sizes',
  'shoeWidths',
  'shoeHeights',
  'deliveryLocations',
] as const;
export type ListCollection = (typeof LIST_COLLECTIONS)[number];

/** text: any name; number: a positive number kept as a string (sizes, widths, heights); color: name + colorName. */
export type ListKind = 'text' | 'number' | 'color';

export interface ListItem {
  id: string;
  name: string;
  /** Colours only: a CSS colour, '#RRGGBB'. */
  colorName?: string;
  /** Categories only: the e-barimt's 7-digit classification code (docs/ebarimt.md), when set. */
  classificationCode?: string;
}

export function toListItem(id: string, d: Data): ListItem {
  const colorName = str(d.colorName);
  const classificationCode = str(d.classificationCode);
  return { id, name: str(d.name), ...(colorName ? { colorName } : {}), ...(classificationCode ? { classificationCode } : {}) };
}

export const NAME_LISTS: Record<ListCollection, TypedCollection<ListItem>> = Object.fromEntries(
  LIST_COLLECTIONS.map((name) => [name, typedCollection(name, toListItem)]),
) as Record<ListCollection, TypedCollection<ListItem>>;

/** Names in reading order: numbers by value, text by the locale's collation. */
export function sortItems(items: readonly ListItem[], kind: ListKind): ListItem[] {
  const copy = [...items];
  if (kind === 'number') {
    const value = (item: ListItem) => (isPositiveNumberText(item.name) ? Number(item.name) : Number.POSITIVE_INFINITY);
    return copy.sort((a, b) => value(a) - value(b) || a.name.localeCompare(b.name));
  }
  return copy.sort((a, b) => a.name.localeCompare(b.name, 'mn'));
}

/** Live list of one small collection (a few dozen names), in reading order. */
export function useListItems(list: ListCollection, kind: ListKind): QueryState<ListItem[]> {
  const q = useMemo(() => query(NAME_LISTS[list].ref(), orderBy('name')), [list]);
  const state = useLiveQuery(q, { tag: 'lists' });
  const data = useMemo(() => sortItems(state.data, kind), [state.data, kind]);
  return { data, loading: state.loading, error: state.error, retry: state.retry };
}
