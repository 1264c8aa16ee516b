import { useMemo } from 'react';
import { useListItems } from '../../../entities/nameList/nameList';
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
      colors: colors.data.filter((c) => c.name !== '').map((c) => ({ name: c.name, color: c.colorName })),
      categories: names(categories.data).map((name) => ({ name })),
      brands: names(brands.data),
      sources: names(sources.data),
      sizes: names(sizes.data),
      widths: names(widths.data),
      heights: names(heights.data),
      loading,
      error,
    }),
    [colors.data, categories.data, brands.data, sources.data, sizes.data, widths.data, heights.data, loading, error],
  );
}
