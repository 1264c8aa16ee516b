import { describe, expect, it, vi } from 'vitest';

// Typing and clicking are slow when the machine is busy (several test layers at once).
vi.setConfig({ testTimeout: 20_000 });
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toProduct, type Product } from '../../../entities/product/product';
import { ProductCard } from './ProductCard';

function product(overrides: Partial<Product> = {}): Product {
  return {
    ...toProduct('p1', {
      name: 'Nike Air Max',
      sku: '123456',
      size: '42',
      width: '10',
      height: '12',
      brand: 'Nike',
      colors: ['Хар', 'Цагаан'],
      categories: ['Пүүз'],
      source: 'Хятад',
      locationType: 'store',
      locationId: 'store-sukhbaatar',
      locationName: 'Сүхбаатар салбар',
      price: 120000,
      originalPrice: 150000,
      isDiscount: true,
      pics: [
        { picName: 'a.png', picUrl: 'https://example.test/a.png' },
        { picName: 'b.png', picUrl: 'https://example.test/b.png' },
      ],
      date: '2025-01-02',
      createdUserName: 'Энхтуяа Батболд',
    }),
    ...overrides,
  };
}

describe('ProductCard', () => {
  it('shows the card\'s fields: name, size, brand, width and height in cm, barcode, colours, source, location', () => {
    render(<ProductCard product={product()} selectable={false} selected={false} onOpenGallery={() => undefined} />);
    const card = screen.getByTestId('product-card');
    expect(card.getAttribute('data-product-id')).toBe('p1');
    expect(within(card).getByRole('heading', { name: 'Nike Air Max' })).toBeTruthy();
    const text = card.textContent ?? '';
    for (const part of ['Размер42', 'БрэндNike', 'Өргөн10 см', 'Өндөр12 см', 'Баркод123456', 'ӨнгөХар, Цагаан', 'Эх үүсвэрХятад', 'БайршилДэлгүүр · Сүхбаатар салбар']) {
      expect(text).toContain(part);
    }
    expect(within(card).getByTestId('product-sku').textContent).toBe('123456');
  });

  it('strikes the original price through when discounted', () => {
    render(<ProductCard product={product()} selectable={false} selected={false} onOpenGallery={() => undefined} />);
    const struck = screen.getByTestId('product-card').querySelector('del');
    expect(struck?.textContent).toContain('150,000₮');
    expect(screen.getByTestId('product-card').textContent).toContain('120,000₮');
  });

  it('shows one price when not discounted', () => {
    render(
      <ProductCard product={product({ price: 150000, isDiscount: false })} selectable={false} selected={false} onOpenGallery={() => undefined} />,
    );
    const card = screen.getByTestId('product-card');
    expect(card.querySelector('del')).toBeNull();
    expect(card.textContent).toContain('150,000₮');
  });

  it('the checkbox is named after the product and toggles it', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <ProductCard product={product()} selectable selected={false} onToggle={onToggle} onOpenGallery={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Nike Air Max сонгох' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    rerender(<ProductCard product={product()} selectable selected onToggle={onToggle} onOpenGallery={() => undefined} />);
    expect((screen.getByTestId('product-select') as HTMLInputElement).checked).toBe(true);
  });

  it('has no checkbox where nothing can be selected, and a disabled one for an unavailable product', () => {
    const { rerender } = render(<ProductCard product={product()} selectable={false} selected={false} onOpenGallery={() => undefined} />);
    expect(screen.queryByTestId('product-select')).toBeNull();
    rerender(<ProductCard product={product({ isDiscountPending: true })} selectable canSelect={false} selected={false} onOpenGallery={() => undefined} />);
    expect((screen.getByTestId('product-select') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Хямдралын хүсэлттэй')).toBeTruthy();
  });

  it('offers only the buttons it is given, each calling back with the product', async () => {
    const onDetails = vi.fn();
    const onCopy = vi.fn();
    const onOpenGallery = vi.fn();
    render(<ProductCard product={product()} selectable={false} selected={false} onOpenGallery={onOpenGallery} onDetails={onDetails} onCopy={onCopy} />);
    expect(screen.queryByTestId('product-edit')).toBeNull();
    expect(screen.queryByTestId('product-print')).toBeNull();
    expect(screen.queryByTestId('product-refund')).toBeNull();
    await userEvent.click(screen.getByTestId('product-details'));
    await userEvent.click(screen.getByTestId('product-copy'));
    await userEvent.click(screen.getByRole('button', { name: 'Nike Air Max зургууд' }));
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    expect(onCopy).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    expect(onOpenGallery).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it('a product without pictures shows a placeholder', () => {
    render(<ProductCard product={product({ pics: [] })} selectable={false} selected={false} onOpenGallery={() => undefined} />);
    expect(screen.getByText('Зураггүй')).toBeTruthy();
    expect((screen.getByTestId('product-picture') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a picture that cannot load (offline, not kept) shows the same placeholder, never a broken image', () => {
    render(<ProductCard product={product()} selectable={false} selected={false} onOpenGallery={() => undefined} />);
    const button = screen.getByTestId('product-picture');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.test/a.png');
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(within(button).getByText('Зураггүй')).toBeTruthy();
  });

  it('the compact card (tablets, phones) has the size beside the price and the badges over the picture', () => {
    render(<ProductCard product={product({ isPrinted: true })} selectable selected={false} onOpenGallery={() => undefined} />);
    const card = screen.getByTestId('product-card');
    const priceLine = card.querySelector('.product-card-price');
    expect(priceLine?.querySelector('.product-card-size')?.textContent).toBe('Размер 42');
    expect(priceLine?.textContent).toContain('120,000₮');
    // The badges sit in the picture's box (drawn over it below 1400 px), not between the price and the buttons.
    const badges = card.querySelector('.product-card-badges');
    expect(badges?.parentElement?.contains(screen.getByTestId('product-picture'))).toBe(true);
    expect([...(badges?.children ?? [])].map((b) => b.textContent)).toEqual(['Хямдралтай', 'Шошго хэвлэсэн']);
    // The checkbox's label is the corner box that takes the tap.
    const box = screen.getByTestId('product-select');
    expect(box.closest('label')?.classList.contains('product-card-check')).toBe(true);
    // The name is whole in its title when one line cuts it.
    expect(screen.getByTestId('product-name').getAttribute('title')).toBe('Nike Air Max');
  });
});
