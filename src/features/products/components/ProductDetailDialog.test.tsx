import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { ListItem } from '../../../entities/nameList/nameList';
import { toProduct, type Product } from '../../../entities/product/product';

installJsdomStubs();
vi.setConfig({ testTimeout: 30_000 });

const userEvent = userEventLib.setup({ delay: null, applyAccept: false });

const LISTS: Record<string, ListItem[]> = {
  colors: [
    { id: 'c1', name: 'Хар', colorName: '#000000' },
    { id: 'c2', name: 'Цагаан', colorName: '#FFFFFF' },
  ],
  categories: [{ id: 'k1', name: 'Пүүз' }],
  brands: [
    { id: 'b1', name: 'Nike' },
    { id: 'b2', name: 'Adidas' },
  ],
  sources: [{ id: 's1', name: 'Хятад' }],
  sizes: [{ id: 'z1', name: '42' }],
  shoeWidths: [{ id: 'w1', name: '9.5' }],
  shoeHeights: [{ id: 'h1', name: '3' }],
};

const product: Product = toProduct('p1', {
  name: 'Nike Air Max',
  sku: '123456',
  size: '42',
  width: '9.5',
  height: '3',
  brand: 'Nike',
  source: 'Хятад',
  colors: ['Хар'],
  categories: ['Пүүз'],
  locationType: 'warehouse',
  locationId: 'warehouse-central',
  locationName: 'Төв агуулах',
  price: 150000,
  originalPrice: 150000,
  pics: [
    { picName: 'one.png', picUrl: 'http://x/one.png' },
    { picName: 'two.png', picUrl: 'http://x/two.png' },
  ],
});

import { StockConflictError } from '../../../entities/product/stockChanges';

const state = vi.hoisted(() => ({ product: null as Product | null }));
const api = vi.hoisted(() => {
  class StockConflictError extends Error {
    constructor(
      readonly productName: string,
      readonly reason: string,
    ) {
      super(`${productName}: ${reason}`);
    }
  }
  class SkuTakenError extends Error {
    constructor(readonly sku: string) {
      super(`sku ${sku} is taken`);
    }
  }
  return { updateProduct: vi.fn(), deleteProduct: vi.fn(), StockConflictError, SkuTakenError };
});

vi.mock('../api/productWrites', () => api);
vi.mock('../api/productQueries', () => ({
  useProduct: (id: string | null) => ({ data: id ? state.product : null, loading: false, error: null }),
}));
vi.mock('../../../entities/nameList/nameList', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useListItems: (collection: string) => ({ data: LISTS[collection] ?? [], loading: false, error: null }),
}));

const { ProductDetailDialog } = await import('./ProductDetailDialog');

function renderDialog(mode: 'view' | 'edit') {
  const onClose = vi.fn();
  const { rerender } = render(<ProductDetailDialog productId="p1" mode={mode} onClose={onClose} />);
  return { onClose, dialog: screen.getByTestId('product-dialog'), refresh: () => rerender(<ProductDetailDialog productId="p1" mode={mode} onClose={onClose} />) };
}

beforeEach(() => {
  state.product = product;
  api.updateProduct.mockReset().mockResolvedValue(undefined);
  api.deleteProduct.mockReset().mockResolvedValue(undefined);
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Swal.close();
});

describe('ProductDetailDialog', () => {
  it('view: read-only details and gallery, no remove buttons and no save', () => {
    const { dialog } = renderDialog('view');
    expect(within(dialog).getByText('Бүтээгдэхүүний дэлгэрэнгүй')).toBeTruthy();
    expect(within(dialog).getByText('123456')).toBeTruthy();
    expect(within(dialog).getByText('Агуулах: Төв агуулах')).toBeTruthy();
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /хасах/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Хадгалах' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Устгах' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('edit: the fields are filled, sku and location read-only, pictures removable', () => {
    const { dialog } = renderDialog('edit');
    expect((within(dialog).getByLabelText('Нэр') as HTMLInputElement).value).toBe('Nike Air Max');
    expect((within(dialog).getByLabelText('Баркод') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Байршил') as HTMLInputElement).value).toBe('Агуулах: Төв агуулах');
    expect((within(dialog).getByLabelText('Үнэ') as HTMLInputElement).value).toBe('150,000');
    expect((within(dialog).getByLabelText('Хямдарсан үнэ') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getAllByRole('button', { name: /зургийг хасах/ })).toHaveLength(2);
  });

  it('edit: saves a new price, a discount and a removed picture, then shows the success box', async () => {
    const { dialog, refresh } = renderDialog('edit');
    const price = within(dialog).getByLabelText('Үнэ');
    await userEvent.clear(price);
    await userEvent.type(price, '200000');
    await userEvent.type(within(dialog).getByLabelText('Хямдарсан үнэ'), '180000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'one.png зургийг хасах' }));
    await userEvent.click(within(dialog).getByLabelText('Цагаан'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledTimes(1));
    const [seen, edit] = api.updateProduct.mock.calls[0];
    expect(seen).toBe(product);
    expect(edit).toMatchObject({
      name: 'Nike Air Max',
      price: 180000,
      originalPrice: 200000,
      isDiscount: true,
      colors: ['Хар', 'Цагаан'],
      keptPics: [{ picName: 'two.png', picUrl: 'http://x/two.png' }],
      newPictures: [],
    });
    const box = await screen.findByTestId('product-dialog-success');
    expect(box.textContent).toContain('Амжилттай хадгалагдлаа');
    // Until the saved product arrives from Firestore the form stays busy (no second upload of the new pictures).
    expect((within(dialog).getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement).disabled).toBe(true);
    state.product = { ...product, price: 180000, originalPrice: 200000, isDiscount: true, colors: ['Хар', 'Цагаан'], pics: [product.pics[1]] };
    refresh();
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement).disabled).toBe(false));
    expect((within(dialog).getByLabelText('Хямдарсан үнэ') as HTMLInputElement).value).toBe('180,000');
    expect(within(dialog).getAllByRole('button', { name: /зургийг хасах/ })).toHaveLength(1);
    await userEvent.click(within(screen.getByTestId('product-dialog-success')).getByRole('button', { name: 'Хаах' }));
    expect(screen.queryByTestId('product-dialog-success')).toBeNull();
  });

  it('edit: shows the validation messages and refuses a discount not lower than the price', async () => {
    const { dialog } = renderDialog('edit');
    await userEvent.clear(within(dialog).getByLabelText('Нэр'));
    await userEvent.clear(within(dialog).getByLabelText('Размер'));
    await userEvent.clear(within(dialog).getByLabelText('Өргөн (см)'));
    await userEvent.type(within(dialog).getByLabelText('Өндөр (см)'), 'x');
    await userEvent.selectOptions(within(dialog).getByLabelText('Брэнд'), '');
    await userEvent.click(within(dialog).getByLabelText('Хар'));
    await userEvent.type(within(dialog).getByLabelText('Хямдарсан үнэ'), '150000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    for (const message of [
      'Бүтээгдэхүүний нэр хоосон байна.',
      'Размер хоосон байна.',
      'Өргөн хоосон байна.',
      '0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).',
      'Брэнд хоосон байна.',
      'Өнгө хоосон байна.',
      'Хямдарсан үнэ үндсэн үнээс бага байх ёстой.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(api.updateProduct).not.toHaveBeenCalled();
  });

  it('edit: a repeat submit while saving is ignored and the save button spins', async () => {
    let finish: () => void = () => undefined;
    api.updateProduct.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog } = renderDialog('edit');
    const form = within(dialog).getByTestId('product-edit-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledTimes(1));
    const save = within(dialog).getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(save.querySelector('.spinner-border')).not.toBeNull();
    fireEvent.submit(form);
    await userEvent.click(save);
    finish();
    await screen.findByTestId('product-dialog-success');
    expect(api.updateProduct).toHaveBeenCalledTimes(1);
  });

  it('edit: a failed save shows the error box with the reason and keeps the typed values', async () => {
    const original = console.error;
    console.error = () => undefined;
    api.updateProduct.mockRejectedValueOnce(new StockConflictError('Nike Air Max', 'sold'));
    const { dialog } = renderDialog('edit');
    await userEvent.clear(within(dialog).getByLabelText('Нэр'));
    await userEvent.type(within(dialog).getByLabelText('Нэр'), 'Nike Air Max 90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const box = await screen.findByTestId('product-dialog-error');
    expect(box.textContent).toContain('Алдаа гарлаа: “Nike Air Max” бүтээгдэхүүнийг энэ хооронд өөр хэрэглэгч зарсан байна.');
    expect((within(dialog).getByLabelText('Нэр') as HTMLInputElement).value).toBe('Nike Air Max 90');
    expect((within(dialog).getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(within(box).getByRole('button', { name: 'Хаах' }));
    expect(screen.queryByTestId('product-dialog-error')).toBeNull();
    console.error = original;
  });

  it('edit: a product sold meanwhile cannot be saved', () => {
    state.product = { ...product, isSold: true };
    const { dialog } = renderDialog('edit');
    expect(within(dialog).getByText('Энэ бүтээгдэхүүн зарагдсан эсвэл хүргэлтэд гарсан тул засах боломжгүй.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Хадгалах' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('delete asks for confirmation, then deletes and closes', async () => {
    const { dialog, onClose } = renderDialog('edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(document.querySelector('.swal2-title')?.textContent).toBe('Бүтээгдэхүүн устгахдаа итгэлтэй байна уу?'));
    // Cancel keeps it.
    (document.querySelector('.swal2-cancel') as HTMLButtonElement).click();
    await waitFor(() => expect(Swal.isVisible()).toBe(false));
    expect(api.deleteProduct).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(document.querySelector('.swal2-confirm')?.textContent).toBe('Устгах'));
    (document.querySelector('.swal2-confirm') as HTMLButtonElement).click();
    await waitFor(() => expect(api.deleteProduct).toHaveBeenCalledWith(product));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
