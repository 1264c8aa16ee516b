import { describe, expect, it, vi } from 'vitest';

// Typing and clicking are slow when the machine is busy (several test layers at once).
vi.setConfig({ testTimeout: 20_000 });
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListCollection } from '../../../entities/nameList/nameList';
import { EMPTY_FILTERS, type ProductFilters } from '../domain/filters';

const LISTS: Record<string, string[]> = {
  colors: ['Улаан', 'Хар'],
  categories: ['Гутал', 'Пүүз'],
  brands: ['Adidas', 'Nike'],
  sizes: ['40', '42'],
  shoeWidths: ['9', '10'],
  shoeHeights: ['11', '12'],
};

vi.mock('../../../entities/nameList/nameList', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useListItems: (collection: ListCollection) => ({
    data: (LISTS[collection] ?? []).map((name) => ({ id: name, name })),
    loading: false,
    error: null,
  }),
}));

const { FilterPanel } = await import('./FilterPanel');
const { SearchBox, SEARCH_DEBOUNCE_MS } = await import('./SearchBox');

/** The panel as a screen uses it: controlled, every change reported. */
function Harness({ onChange, initial = EMPTY_FILTERS }: { onChange: (f: ProductFilters) => void; initial?: ProductFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterPanel
      value={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterPanel', () => {
  it('offers the name lists with an "all" choice', () => {
    render(<Harness onChange={() => undefined} />);
    const brand = screen.getByLabelText<HTMLSelectElement>('Брэнд');
    expect([...brand.options].map((o) => o.text)).toEqual(['Бүгд', 'Adidas', 'Nike']);
    expect(screen.getByLabelText('Өнгө')).toBeTruthy();
    expect(screen.getByLabelText('Төрөл')).toBeTruthy();
    expect(screen.getByLabelText('Размер')).toBeTruthy();
    expect(screen.getByLabelText('Өргөн (см)')).toBeTruthy();
    expect(screen.getByLabelText('Өндөр (см)')).toBeTruthy();
  });

  it('each select reports the whole ProductFilters with its field changed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Өнгө'), 'Хар');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, color: 'Хар' });
    await userEvent.selectOptions(screen.getByLabelText('Брэнд'), 'Nike');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, color: 'Хар', brand: 'Nike' });
    await userEvent.selectOptions(screen.getByLabelText('Төрөл'), 'Пүүз');
    await userEvent.selectOptions(screen.getByLabelText('Размер'), '42');
    await userEvent.selectOptions(screen.getByLabelText('Өргөн (см)'), '10');
    await userEvent.selectOptions(screen.getByLabelText('Өндөр (см)'), '12');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      color: 'Хар',
      brand: 'Nike',
      category: 'Пүүз',
      size: '42',
      width: '10',
      height: '12',
    });
    await userEvent.selectOptions(screen.getByLabelText('Брэнд'), 'Бүгд');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brand: '' }));
  });

  it('min and max price are whole tugrik, empty meaning 0', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Доод үнэ'), '50000');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 50000 });
    expect((screen.getByLabelText('Доод үнэ') as HTMLInputElement).value).toBe('50,000');
    await userEvent.type(screen.getByLabelText('Дээд үнэ'), '120000');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 50000, maxPrice: 120000 });
    await userEvent.clear(screen.getByLabelText('Доод үнэ'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 0, maxPrice: 120000 });
    expect(screen.getByText('Үнийн шүүлтүүр доод, дээд үнэ хоёулаа бөглөгдсөн үед ажиллана.')).toBeTruthy();
  });

  it('reset clears the panel and the text, keeps the location tab', async () => {
    const onChange = vi.fn();
    const initial: ProductFilters = { ...EMPTY_FILTERS, brand: 'Nike', minPrice: 5, text: 'air', locationType: 'store', locationId: 'store-1' };
    render(<Harness onChange={onChange} initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Цэвэрлэх' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, locationType: 'store', locationId: 'store-1' });
    expect((screen.getByLabelText('Брэнд') as HTMLSelectElement).value).toBe('');
  });

  it('English labels', async () => {
    const { default: i18n } = await import('../../../i18n');
    await i18n.changeLanguage('en');
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByLabelText('Colour')).toBeTruthy();
    expect(screen.getByLabelText('Min price')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });
});

describe('SearchBox', () => {
  it('reports the text once typing has settled for the debounce time, and shows a value reset from outside', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      const { rerender } = render(<SearchBox value="" onChange={onChange} />);
      const input = screen.getByTestId('product-search');
      fireEvent.change(input, { target: { value: 'nike' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      // Another keystroke before the time is up restarts the wait.
      fireEvent.change(input, { target: { value: 'nike 1234' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('nike 1234');
      rerender(<SearchBox value="nike 1234" onChange={onChange} />);
      rerender(<SearchBox value="" onChange={onChange} />);
      expect((screen.getByTestId('product-search') as HTMLInputElement).value).toBe('');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Enter searches at once, without waiting for the typing pause', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<SearchBox value="" onChange={onChange} />);
      const input = screen.getByTestId('product-search');
      fireEvent.change(input, { target: { value: '123456' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('123456');
    } finally {
      vi.useRealTimers();
    }
  });
});
