import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import Swal from 'sweetalert2';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { ListItem } from '../../../entities/nameList/nameList';
import type { StockLocation } from '../api/stockLocationQueries';
import type { AddProductValues } from '../domain/productSchema';

installJsdomStubs();
vi.setConfig({ testTimeout: 30_000 });

// No pause between keystrokes: the form has many fields and the machine may be busy.
const userEvent = userEventLib.setup({ delay: null, applyAccept: false });

const LISTS: Record<string, ListItem[]> = {
  colors: [
    { id: 'c1', name: 'Хар', colorName: '#000000' },
    { id: 'c2', name: 'Цагаан', colorName: '#FFFFFF' },
  ],
  categories: [
    { id: 'k1', name: 'Пүүз' },
    { id: 'k2', name: 'Эрэгтэй гутал' },
  ],
  brands: [{ id: 'b1', name: 'Nike' }],
  sources: [{ id: 's1', name: 'Хятад' }],
  sizes: [{ id: 'z1', name: '42' }],
  shoeWidths: [{ id: 'w1', name: '9.5' }],
  shoeHeights: [{ id: 'h1', name: '3' }],
};

const LOCATIONS: Record<string, StockLocation[]> = {
  warehouse: [{ id: 'warehouse-central', name: 'Төв агуулах', type: 'warehouse', detail: '' }],
  store: [{ id: 'store-darkhan', name: 'Дархан салбар', type: 'store', detail: '' }],
  merchant: [],
};

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
  return { addProduct: vi.fn(), freshSku: vi.fn(), StockConflictError, SkuTakenError };
});

vi.mock('../api/productWrites', () => api);
vi.mock('../api/stockLocationQueries', () => ({
  useStockLocations: (type: string, enabled = true) => ({ data: enabled ? LOCATIONS[type] : [], loading: false, error: null }),
}));
vi.mock('../../../entities/nameList/nameList', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useListItems: (collection: string) => ({ data: LISTS[collection] ?? [], loading: false, error: null }),
}));
vi.mock('../../../auth/AuthProvider', () => ({
  useSessionUser: () => ({ id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд', role: 'Manager' }),
}));

const { AddProductForm } = await import('./AddProductForm');
const { initialAddValues } = await import('../domain/productSchema');

const png = () => new File(['x'], 'shoe.png', { type: 'image/png', lastModified: 1 });

function renderForm(initial: AddProductValues = initialAddValues({})) {
  const onSaved = vi.fn();
  render(<AddProductForm initialValues={initial} onSaved={onSaved} />);
  return { onSaved };
}

const save = () => userEvent.click(screen.getByTestId('add-product-save'));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Нэр'), 'Nike Air Max');
  await userEvent.type(screen.getByLabelText('Размер'), '42');
  await userEvent.type(screen.getByLabelText('Өргөн (см)'), '9.50');
  await userEvent.type(screen.getByLabelText('Өндөр (см)'), '3');
  await userEvent.selectOptions(screen.getByLabelText('Брэнд'), 'Nike');
  await userEvent.selectOptions(screen.getByLabelText('Эх үүсвэр'), 'Хятад');
  await userEvent.selectOptions(screen.getByLabelText('Байршлын төрөл'), 'warehouse');
  await userEvent.selectOptions(screen.getByLabelText('Агуулах'), 'warehouse-central');
  await userEvent.click(screen.getByLabelText('Хар'));
  await userEvent.click(screen.getByLabelText('Пүүз'));
  await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), '150');
  await userEvent.type(screen.getByLabelText('Хямдарсан үнэ (мянган ₮)'), '120');
  await userEvent.upload(screen.getByLabelText('Зураг сонгох', { selector: 'input' }), png());
}

beforeEach(() => {
  api.addProduct.mockReset().mockResolvedValue('new-id');
  api.freshSku.mockReset().mockResolvedValue('123456');
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Swal.close();
});

describe('AddProductForm', () => {
  it('fills a fresh sku and shows every required message (mn) and the picture dialog on an empty submit', async () => {
    renderForm();
    await waitFor(() => expect((screen.getByTestId('add-product-sku') as HTMLInputElement).value).toBe('123456'));
    expect((screen.getByTestId('add-product-sku') as HTMLInputElement).disabled).toBe(true);
    await save();
    for (const message of [
      'Бүтээгдэхүүний нэр хоосон байна.',
      'Размер хоосон байна.',
      'Өргөн хоосон байна.',
      'Өндөр хоосон байна.',
      'Брэнд хоосон байна.',
      'Эх үүсвэр хоосон байна.',
      'Өнгө хоосон байна.',
      'Төрөл хоосон байна.',
      'Байршлын төрөл хоосон байна.',
      'Үнэ хоосон байна.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // The missing picture is an error dialog, and the picker says it too.
    await waitFor(() => expect(document.querySelector('.swal2-title')?.textContent).toBe('Зураг оруулна уу'));
    Swal.close();
    await waitFor(() => expect(Swal.isVisible()).toBe(false));
    expect(within(screen.getByRole('group', { name: 'Зургууд' })).getByText('Зураг оруулна уу')).toBeTruthy();
    expect(api.addProduct).not.toHaveBeenCalled();
  });

  it('asks for the location of the chosen type with that type\'s texts', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Байршлын төрөл'), 'store');
    await save();
    expect(await screen.findByText('Дэлгүүр сонгох.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Байршлын төрөл'), 'warehouse');
    expect(await screen.findByText('Агуулах сонгох.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Байршлын төрөл'), 'merchant');
    expect(await screen.findByText('Гэрээт борлуулагч сонгох.')).toBeTruthy();
    expect(screen.getByText('Энэ төрлийн байршил бүртгэгдээгүй байна')).toBeTruthy();
  });

  it('shows the full tugrik amount beside each thousands price', async () => {
    renderForm();
    const preview = screen.getByTestId('add-product-price-full');
    expect(preview.textContent).toContain('—');
    await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), '150');
    expect(preview.textContent).toContain('= 150,000₮');
    await userEvent.type(screen.getByLabelText('Хямдарсан үнэ (мянган ₮)'), '89.9');
    expect(screen.getByTestId('add-product-discounted-price-full').textContent).toContain('= 89,900₮');
  });

  it('refuses non-numbers and a discount not lower than the price with clear messages', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Размер'), 'abc');
    await userEvent.type(screen.getByLabelText('Өргөн (см)'), 'өргөн');
    await userEvent.type(screen.getByLabelText('Өндөр (см)'), '-3');
    await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), 'зуу');
    await save();
    expect(await screen.findAllByText('0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).')).toHaveLength(3);
    expect(screen.getByText('Үнийг мянган төгрөгөөр, 0-ээс их тоогоор оруулна уу (жишээ нь 150 = 150,000₮).')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Үнэ (мянган ₮)'));
    await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), '100');
    await userEvent.type(screen.getByLabelText('Хямдарсан үнэ (мянган ₮)'), '100');
    expect(await screen.findByText('Хямдарсан үнэ үндсэн үнээс бага байх ёстой.')).toBeTruthy();
  });

  it('a size and a price that are not numbers, then a discount equal to the price (as the e2e flow typed them)', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Размер'), 'abc');
    await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), 'зуу');
    await save();
    await waitFor(() => expect(document.querySelector('.swal2-title')?.textContent).toBe('Зураг оруулна уу'));
    Swal.close();
    await waitFor(() => expect(Swal.isVisible()).toBe(false));
    expect(await screen.findAllByText('0-ээс их тоо оруулна уу (жишээ нь 42 эсвэл 8.5).')).toHaveLength(1);
    expect(screen.getByText('Үнийг мянган төгрөгөөр, 0-ээс их тоогоор оруулна уу (жишээ нь 150 = 150,000₮).')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Үнэ (мянган ₮)'));
    await userEvent.type(screen.getByLabelText('Үнэ (мянган ₮)'), '150');
    await userEvent.type(screen.getByLabelText('Хямдарсан үнэ (мянган ₮)'), '150');
    expect(await screen.findByText('Хямдарсан үнэ үндсэн үнээс бага байх ёстой.')).toBeTruthy();
    expect(api.addProduct).not.toHaveBeenCalled();
  });

  it('shows the messages in English', async () => {
    await i18n.changeLanguage('en');
    renderForm();
    await save();
    for (const message of ['Product name empty.', 'Size empty.', 'Width size empty.', 'Height size empty.', 'Brand empty.', 'Color empty.', 'Category empty.', 'Source empty.', 'Location type empty.', 'Price empty.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.querySelector('.swal2-title')?.textContent).toBe('Please add a picture'));
    Swal.close();
    await userEvent.selectOptions(screen.getByLabelText('Location type'), 'store');
    expect(await screen.findByText('Store empty.')).toBeTruthy();
  });

  it('saves prices in tugrik (1000 x the fields) and the list values, then reports the saved name and size', async () => {
    const { onSaved } = renderForm();
    await waitFor(() => expect((screen.getByTestId('add-product-sku') as HTMLInputElement).value).toBe('123456'));
    await fillValid();
    await save();
    await waitFor(() => expect(api.addProduct).toHaveBeenCalledTimes(1));
    const [input, user] = api.addProduct.mock.calls[0];
    expect(input).toMatchObject({
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
      originalPrice: 150000,
      price: 120000,
      isDiscount: true,
    });
    expect(input.pictures).toHaveLength(1);
    expect(user).toMatchObject({ id: 'demo-manager' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Nike Air Max', size: '42' }));
  });

  it('on failure shows "Алдаа гарлаа" with the reason and keeps the form filled and usable', async () => {
    const original = console.error;
    console.error = () => undefined;
    api.addProduct.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { onSaved } = renderForm();
    await waitFor(() => expect((screen.getByTestId('add-product-sku') as HTMLInputElement).value).toBe('123456'));
    await fillValid();
    await save();
    await waitFor(() => expect(document.querySelector('.swal2-title')?.textContent).toBe('Алдаа гарлаа'));
    expect(document.querySelector('.swal2-html-container')?.textContent).toBe('Танд энэ үйлдлийг хийх эрх алга эсвэл өгөгдөл өөрчлөгдсөн байна. Юу ч хадгалагдсангүй.');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Нэр') as HTMLInputElement).value).toBe('Nike Air Max');
    expect((screen.getByLabelText('Үнэ (мянган ₮)') as HTMLInputElement).value).toBe('150');
    await waitFor(() => expect((screen.getByTestId('add-product-save') as HTMLButtonElement).disabled).toBe(false));
    // A second try works.
    Swal.close();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    console.error = original;
  });

  it('pre-fills from a copied product (route name and size, no sku or pictures from it)', async () => {
    const { toProduct } = await import('../../../entities/product/product');
    const template = toProduct('p1', {
      name: 'Old name',
      sku: '999999',
      size: '40',
      width: '9.5',
      height: '3',
      brand: 'Nike',
      source: 'Хятад',
      colors: ['Цагаан'],
      categories: ['Эрэгтэй гутал'],
      locationType: 'store',
      locationId: 'store-darkhan',
      price: 150000,
      originalPrice: 150000,
      pics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }],
    });
    renderForm(initialAddValues({ name: 'Nike Air', size: '42', template }));
    await waitFor(() => expect((screen.getByTestId('add-product-sku') as HTMLInputElement).value).toBe('123456'));
    expect((screen.getByLabelText('Нэр') as HTMLInputElement).value).toBe('Nike Air');
    expect((screen.getByLabelText('Размер') as HTMLInputElement).value).toBe('42');
    expect((screen.getByLabelText('Брэнд') as HTMLSelectElement).value).toBe('Nike');
    expect((screen.getByLabelText('Дэлгүүр') as HTMLSelectElement).value).toBe('store-darkhan');
    expect((screen.getByLabelText('Цагаан') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Хар') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Үнэ (мянган ₮)') as HTMLInputElement).value).toBe('150');
    expect(screen.getByText('Зураг сонгоогүй байна')).toBeTruthy();
  });
});
