import { useMemo } from 'react';
import { useListItems } from '../../variants/api/listApi';
import type { ChipItem } from './ProductFormFields';

export interface ProductChoices {
  colors: ChipItem[];
  categories: ChipItem[];
  brands: string[];
  sources: string[];
  sizes: string[];
  widths: string[];
  heights: string[];
  loading: boolean;
  error: Error | null;
}

const names = (items: readonly { name: string }[]) => items.map((i) => i.name).filter((n) => n !== '');

/** The name lists the product form offers (live; each list is a few dozen documents). */
export function useProductChoices(): ProductChoices {
  const colors = useListItems('colors', 'color');
  const categories = useListItems('categories', 'text');
  const brands = useListItems('brands', 'text');
  const sources = useListItems('sources', 'text');
  const sizes = useListItems('sizes', 'number');
  const widths = useListItems('shoeWidths', 'number');
  const heights = useListItems('shoeHeights', 'number');
  const all = [colors, categories, brands, sources, sizes, widths, heights];
  const loading = all.some((l) => l.loading);
  const error = all.find((l) => l.error)?.error ?? null;
  return useMemo(
    () => ({
      colors: colors.items.filter((c) => c.name !== '').map((c) => ({ name: c.name, color: c.colorName })),
      categories: names(categories.items).map((name) => ({ name })),
      brands: names(brands.items),
      sources: names(sources.items),
      sizes: names(sizes.items),
      widths: names(widths.items),
      heights: names(heights.items),
      loading,
      error,
    }),
    [colors.items, categories.items, brands.items, sources.items, sizes.items, widths.items, heights.items, loading, error],
  );
}
