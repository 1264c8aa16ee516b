import { describe, expect, it, vi } from 'vitest';

// Typing and clicking are slow when the machine is busy (several test layers at once).
vi.setConfig({ testTimeout: 20_000 });
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toProduct, type Product } from '../../../entities/product/product';
import { formatTotal, pageSelectionState, toggleAllOnPage, toggleSelected, type Selection } from './browserState';
import { ProductCard } from './ProductCard';
import { SelectionBar, type BulkAction } from './SelectionBar';

const products: Product[] = [
  toProduct('a', { name: 'Гутал А', sku: '100001', price: 1000, originalPrice: 1000 }),
  toProduct('b', { name: 'Гутал Б', sku: '100002', price: 2000, originalPrice: 2000 }),
  toProduct('c', { name: 'Гутал В', sku: '100003', price: 3000, originalPrice: 3000, isDiscountPending: true }),
];

const ALL: BulkAction[] = ['discount', 'sellMerchant', 'sellStore', 'sellDelivery', 'move', 'print'];

/** Cards and the bar wired as ProductBrowser wires them. */
function Grid({ handlers }: { handlers: Partial<Record<BulkAction, () => void>> }) {
  const [selection, setSelection] = useState<Selection>(new Map());
  return (
    <>
      <SelectionBar
        total={formatTotal(3, false, false, 5000)}
        selectable
        selectedCount={selection.size}
        pageState={pageSelectionState(selection, products)}
        selectAllDisabled={false}
        onToggleAll={() => setSelection((s) => toggleAllOnPage(s, products))}
        onClear={() => setSelection(new Map())}
        actions={ALL}
        handlers={handlers}
      />
      {products.map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          selectable
          canSelect={!p.isDiscountPending}
          selected={selection.has(p.id)}
          onToggle={(product) => setSelection((s) => toggleSelected(s, product))}
          onOpenGallery={() => undefined}
        />
      ))}
    </>
  );
}

const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

describe('SelectionBar with cards', () => {
  it('counts total and selected; select-all takes every selectable product of the page and gives them back', async () => {
    render(<Grid handlers={{ move: vi.fn(), print: vi.fn() }} />);
    expect(screen.getByTestId('product-total').textContent).toBe('Нийт: 3');
    expect(screen.getByTestId('product-selected').textContent).toBe('Сонгосон: 0');
    const all = screen.getByTestId('select-all') as HTMLInputElement;
    await userEvent.click(all);
    // The product waiting for a discount decision is not taken.
    expect(screen.getByTestId('product-selected').textContent).toBe('Сонгосон: 2');
    expect(all.checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Гутал А сонгох' }));
    expect(screen.getByTestId('product-selected').textContent).toBe('Сонгосон: 1');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByTestId('product-selected').textContent).toBe('Сонгосон: 2');
    await userEvent.click(all);
    expect(screen.getByTestId('product-selected').textContent).toBe('Сонгосон: 0');
    expect(all.indeterminate).toBe(false);
  });

  it('bulk buttons with a handler are enabled only while something is selected', async () => {
    const handlers = { move: vi.fn(), print: vi.fn(), sellStore: vi.fn() };
    render(<Grid handlers={handlers} />);
    for (const id of ['bulk-move', 'bulk-print', 'bulk-sell-store']) expect(button(id).disabled).toBe(true);
    expect(screen.getByTestId('bulk-move-hint').getAttribute('title')).toBe('Эхлээд бүтээгдэхүүн сонгоно уу.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Гутал Б сонгох' }));
    for (const id of ['bulk-move', 'bulk-print', 'bulk-sell-store']) expect(button(id).disabled).toBe(false);
    await userEvent.click(button('bulk-move'));
    expect(handlers.move).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('selection-clear'));
    expect(button('bulk-move').disabled).toBe(true);
  });

  it('sale buttons without a handler (selling not built yet) stay disabled with an explanation', async () => {
    render(<Grid handlers={{ move: vi.fn(), print: vi.fn() }} />);
    await userEvent.click(screen.getByTestId('select-all'));
    for (const id of ['bulk-discount', 'bulk-sell-merchant', 'bulk-sell-store', 'bulk-sell-delivery']) {
      const b = button(id);
      expect(b.disabled).toBe(true);
      expect(screen.getByTestId(`${id}-hint`).getAttribute('title')).toBe('Борлуулалтын хэсэг нэмэгдсэний дараа ашиглах боломжтой.');
      const described = document.getElementById(b.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('Борлуулалтын хэсэг нэмэгдсэний дараа ашиглах боломжтой.');
    }
    expect(button('bulk-move').disabled).toBe(false);
  });

  it('each bulk button is heard by its full name; the short word shown below 1400 px is part of it', () => {
    render(<Grid handlers={{ move: vi.fn(), print: vi.fn() }} />);
    const names: Record<string, [string, string]> = {
      'bulk-discount': ['Хямдралын хүсэлт', 'Хямдрал'],
      'bulk-sell-merchant': ['Гэрээт борлуулагчид зарах', 'Гэрээт'],
      'bulk-sell-store': ['Дэлгүүрт зарах', 'Дэлгүүрт'],
      'bulk-sell-delivery': ['Хүргэлтээр зарах', 'Хүргэлтээр'],
      'bulk-move': ['Шилжүүлэх', 'Шилжүүлэх'],
      'bulk-print': ['Шошго хэвлэх', 'Шошго'],
    };
    for (const [id, [full, short]] of Object.entries(names)) {
      const b = button(id);
      expect(b.getAttribute('aria-label')).toBe(full);
      expect(b.querySelector('.d-none.d-xxl-inline')?.textContent).toBe(full);
      expect(b.querySelector('.d-xxl-none')?.textContent).toBe(short);
      expect(full.toLowerCase()).toContain(short.toLowerCase());
    }
  });

  it('English short words are part of the full names too', async () => {
    const { default: i18n } = await import('../../../i18n');
    await i18n.changeLanguage('en');
    render(<Grid handlers={{ move: vi.fn(), print: vi.fn() }} />);
    for (const id of ['bulk-discount', 'bulk-sell-merchant', 'bulk-sell-store', 'bulk-sell-delivery', 'bulk-move', 'bulk-print']) {
      const b = button(id);
      const short = b.querySelector('.d-xxl-none')?.textContent ?? '';
      expect(short).not.toBe('');
      expect(b.getAttribute('aria-label')?.toLowerCase()).toContain(short.toLowerCase());
    }
  });

  it('a screen without selection shows only the total', () => {
    render(
      <SelectionBar
        total="5,000+"
        selectable={false}
        selectedCount={0}
        pageState="none"
        selectAllDisabled
        onToggleAll={() => undefined}
        onClear={() => undefined}
        actions={[]}
        handlers={{}}
      />,
    );
    expect(screen.getByTestId('product-total').textContent).toBe('Нийт: 5,000+');
    expect(screen.queryByTestId('select-all')).toBeNull();
    expect(screen.queryByTestId('product-selected')).toBeNull();
  });
});
