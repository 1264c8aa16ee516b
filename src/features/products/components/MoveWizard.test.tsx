import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { StockLocation } from '../api/stockLocationQueries';
import { toProduct, type Product, type ProductLocationType } from '../../../entities/product/product';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const STORES: StockLocation[] = [
  { id: 'store-darkhan', name: 'Дархан салбар', type: 'store', detail: 'Дархан сум, 9-р баг' },
  { id: 'store-khan-uul', name: 'Хан-Уул салбар', type: 'store', detail: 'Хан-Уул дүүрэг' },
  { id: 'store-sukhbaatar', name: 'Сүхбаатар салбар', type: 'store', detail: 'Сүхбаатар дүүрэг' },
  ...Array.from({ length: 4 }, (_, i): StockLocation => ({ id: `store-x${i}`, name: `Шинэ салбар ${i + 1}`, type: 'store', detail: `Хаяг ${i + 1}` })),
];
const WAREHOUSES: StockLocation[] = [
  { id: 'warehouse-central', name: 'Төв агуулах', type: 'warehouse', detail: 'Хан-Уул дүүрэг, 3-р хороо' },
  { id: 'warehouse-songino', name: 'Сонгино агуулах', type: 'warehouse', detail: 'Сонгинохайрхан дүүрэг' },
];

const api = vi.hoisted(() => {
  class StockConflictError extends Error {
    constructor(
      readonly productName: string,
      readonly reason: string,
    ) {
      super(`${productName}: ${reason}`);
      this.name = 'StockConflictError';
    }
  }
  return { moveProducts: vi.fn(), resumeMove: vi.fn(), useStockLocations: vi.fn(), StockConflictError };
});

vi.mock('../api/productWrites', () => ({ MAX_MOVE: 200, moveProducts: api.moveProducts, StockConflictError: api.StockConflictError }));
vi.mock('../api/stockLocationQueries', () => ({ useStockLocations: api.useStockLocations }));
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => ({ id: 'demo-manager', role: 'Manager' }) }));
vi.mock('../../../entities/product/largeMove', async (importOriginal) => ({ ...(await importOriginal<object>()), resumeMove: api.resumeMove }));
const BY = expect.objectContaining({ userId: 'demo-manager' });

const { MoveWizard } = await import('./MoveWizard');

function product(id: string, name: string, locationType: ProductLocationType, locationId: string, locationName: string): Product {
  return toProduct(id, { name, sku: `12345${id.slice(-1)}`, locationType, locationId, locationName, price: 100000, originalPrice: 100000 });
}

const nike = product('p1', 'Nike Air 40', 'warehouse', 'warehouse-central', 'Төв агуулах');
const rug = product('p2', 'Хивс 2x3', 'store', 'store-sukhbaatar', 'Сүхбаатар салбар');

function renderWizard(products: Product[] = [nike, rug]) {
  const onClose = vi.fn();
  const onMoved = vi.fn();
  const view = render(<MoveWizard products={products} isOpen onClose={onClose} onMoved={onMoved} />);
  return { onClose, onMoved, view };
}

beforeEach(() => {
  api.moveProducts.mockReset().mockResolvedValue(undefined);
  api.useStockLocations.mockReset().mockImplementation((type: ProductLocationType, enabled: boolean) => ({
    data: enabled ? (type === 'store' ? STORES : type === 'warehouse' ? WAREHOUSES : []) : [],
    loading: false,
    error: null,
  }));
});

describe('MoveWizard', () => {
  it('steps type -> target table -> success and moves every product at once', async () => {
    const { onClose, onMoved } = renderWizard();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Бүтээгдэхүүн шилжүүлэх')).toBeTruthy();
    // Step 1: store or warehouse; the merchant type exists but is not offered.
    expect(screen.getByTestId('move-step-type')).toBeTruthy();
    expect(screen.getByText('2 бүтээгдэхүүн сонгосон')).toBeTruthy();
    expect(screen.queryByText('Гэрээт борлуулагч')).toBeNull();
    await userEvent.click(screen.getByTestId('move-type-store'));

    // Step 2: the products' current locations and the stores table (5 rows by default).
    const step = await screen.findByTestId('move-step-target');
    const current = within(step).getByTestId('move-current');
    expect(within(current).getByText('Төв агуулах')).toBeTruthy();
    expect(within(current).getByText('Сүхбаатар салбар')).toBeTruthy();
    const table = within(step).getByRole('table', { name: 'Дэлгүүр' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(table).getByRole('columnheader', { name: 'Нэр' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Хаяг' })).toBeTruthy();
    expect(within(table).getAllByText('Дархан сум, 9-р баг').length).toBeGreaterThan(0);
    const size = within(step).getByLabelText<HTMLSelectElement>('Хуудсанд:');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '20', '25']);
    await userEvent.selectOptions(size, '20');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + STORES.length);

    // Choosing a store moves nothing yet: it asks, naming how many products go where.
    await userEvent.click(within(table).getByRole('button', { name: 'Дархан салбар сонгох' }));
    const question = screen.getByTestId('move-confirm');
    expect(question.textContent).toContain('2 бүтээгдэхүүнийг шилжүүлэх үү? Шинэ байршил: «Дархан салбар».');
    expect(api.moveProducts).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Шилжүүлэх' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Шилжүүлэх' }));
    // Step 3: success.
    expect(await screen.findByText('Амжилттай')).toBeTruthy();
    expect(screen.getByText('2 бүтээгдэхүүн шилжлээ. Шинэ байршил: «Дархан салбар».')).toBeTruthy();
    expect(api.moveProducts).toHaveBeenCalledTimes(1);
    expect(api.moveProducts).toHaveBeenCalledWith([nike, rug], { locationType: 'store', locationId: 'store-darkhan', locationName: 'Дархан салбар' }, BY);
    expect(screen.queryByRole('button', { name: 'Буцах' })).toBeNull();
    expect(onMoved).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('Хаах', { selector: '.modal-footer button' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('lists warehouses for the warehouse type and cannot choose where a selected product already is', async () => {
    renderWizard();
    await userEvent.click(await screen.findByTestId('move-type-warehouse'));
    const table = await screen.findByRole('table', { name: 'Агуулах' });
    expect(api.useStockLocations).toHaveBeenLastCalledWith('warehouse', true);
    const central = within(table).getByRole('button', { name: 'Төв агуулах сонгох' });
    expect((central as HTMLButtonElement).disabled).toBe(true);
    expect(within(table).getByText('Сонгосон бараа энд байна')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Сонгино агуулах сонгох' }));
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    await screen.findByTestId('move-step-done');
    expect(api.moveProducts).toHaveBeenCalledWith([nike, rug], { locationType: 'warehouse', locationId: 'warehouse-songino', locationName: 'Сонгино агуулах' }, BY);
  });

  it('shows a conflict naming the product and its reason, stays on the table and reports no move', async () => {
    api.moveProducts.mockRejectedValue(new api.StockConflictError('Хивс 2x3', 'sold'));
    const { onClose, onMoved } = renderWizard();
    await userEvent.click(await screen.findByTestId('move-type-store'));
    await userEvent.click(await screen.findByRole('button', { name: 'Дархан салбар сонгох' }));
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    const alert = await screen.findByTestId('move-error');
    expect(alert.textContent).toBe('«Хивс 2x3»: энэ бүтээгдэхүүн зарагдсан байна. Юу ч өөрчлөгдсөнгүй.');
    expect(screen.getByTestId('move-step-target')).toBeTruthy();
    expect(screen.queryByText('Амжилттай')).toBeNull();

    // Closing after a failure reports no move.
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('shows the conflict in English and a generic failure for other errors', async () => {
    await i18n.changeLanguage('en');
    api.moveProducts.mockRejectedValueOnce(new api.StockConflictError('Nike Air 40', 'changed')).mockRejectedValueOnce(new Error('unavailable'));
    renderWizard();
    await userEvent.click(await screen.findByTestId('move-type-store'));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Дархан салбар' }));
    expect(screen.getByTestId('move-confirm').textContent).toContain('Move 2 products to “Дархан салбар”?');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect((await screen.findByTestId('move-error')).textContent).toBe(
      '“Nike Air 40”: someone else has just changed this product. Refresh the list and try again. Nothing was changed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByTestId('move-error').textContent).toBe('The move failed. Nothing was changed.'));
  });

  it('a large move that stops unfinished says how far it got and that nothing moved; Move then finishes that move', async () => {
    const { UnfinishedMoveError } = await import('../../../entities/product/largeMove');
    const { OfflineError } = await import('../../../firebase/online');
    api.moveProducts.mockRejectedValue(new UnfinishedMoveError('move-1', 12, 30, new OfflineError()));
    api.resumeMove.mockResolvedValue(undefined);
    const { onMoved } = renderWizard();
    await userEvent.click(await screen.findByTestId('move-type-store'));
    await userEvent.click(await screen.findByRole('button', { name: 'Дархан салбар сонгох' }));
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    expect((await screen.findByTestId('move-error')).textContent).toBe(
      'Шилжүүлэг 30 бүтээгдэхүүнээс 12 нь замд гарсан үедээ зогслоо: одоогоор юу ч шилжээгүй. Интернэт холболт тасарлаа. Дуусгахын тулд «Шилжүүлэх» дарна уу, эсвэл бүтээгдэхүүний жагсаалтаас цуцална уу.',
    );
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    await screen.findByTestId('move-step-done');
    expect(api.moveProducts).toHaveBeenCalledTimes(1);
    expect(api.resumeMove.mock.calls[0][0]).toBe('move-1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Хаах' })[0]);
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
  });

  it('while a move of 200 runs, one sign says so: a spinner until it reports, then "120 of 200" with one bar; every button waits', async () => {
    const products = Array.from({ length: 200 }, (_, i) => product(`m${i}`, `Гутал ${i}`, 'warehouse', 'warehouse-central', 'Төв агуулах'));
    let report: (progress: { phase: 'open' | 'hold' | 'done'; held: number; total: number }) => void = () => {};
    let finish: () => void = () => {};
    api.moveProducts.mockImplementation((_products, _target, options: { onProgress: typeof report }) => {
      report = options.onProgress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    renderWizard(products);
    await userEvent.click(await screen.findByTestId('move-type-store'));
    await userEvent.click(await screen.findByRole('button', { name: 'Дархан салбар сонгох' }));
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    const dialog = screen.getByRole('dialog');
    // Spinners and bars anywhere in the wizard: its buttons, the question, the status line.
    const signs = () => [...dialog.querySelectorAll('.spinner-border, .spinner-grow, [role="progressbar"]')];
    const status = await screen.findByTestId('move-progress');
    expect(status.textContent).toContain('Шилжүүлж байна...');
    expect(signs()).toHaveLength(1);
    expect(status.contains(signs()[0])).toBe(true);

    act(() => report({ phase: 'hold', held: 120, total: 200 }));
    expect(status.textContent).toBe('Шилжүүлж байна: 200 бүтээгдэхүүнээс 120 нь замд гарсан …');
    expect(signs()).toHaveLength(1);
    expect(signs()[0].getAttribute('role')).toBe('progressbar');
    expect(signs()[0].getAttribute('aria-valuenow')).toBe('120');
    // Nothing else to press meanwhile: the question's buttons, the stores and the footer wait.
    expect((screen.getByTestId('move-confirm-ok') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('move-confirm-cancel') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getAllByTestId('move-choose').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect((screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => report({ phase: 'done', held: 200, total: 200 }));
    expect(status.textContent).toBe('Шилжүүлж байна: 200 бүтээгдэхүүн бүгд очиж байна …');
    expect(signs()).toHaveLength(1);
    await act(async () => finish());
    await screen.findByTestId('move-step-done');
    expect(signs()).toHaveLength(0);
  });

  it('moves the products as they were when it opened, and starts again at step 1 when reopened', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<MoveWizard products={[nike]} isOpen onClose={onClose} />);
    // The list updates under the open wizard (someone sold the product): the move still checks the snapshot.
    const sold = { ...nike, isSold: true };
    rerender(<MoveWizard products={[sold]} isOpen onClose={onClose} />);
    await userEvent.click(await screen.findByTestId('move-type-store'));
    await userEvent.click(await screen.findByRole('button', { name: 'Дархан салбар сонгох' }));
    await userEvent.click(screen.getByTestId('move-confirm-ok'));
    await screen.findByTestId('move-step-done');
    expect(api.moveProducts).toHaveBeenCalledWith([nike], expect.objectContaining({ locationId: 'store-darkhan' }), BY);

    rerender(<MoveWizard products={[rug]} isOpen={false} onClose={onClose} />);
    rerender(<MoveWizard products={[rug]} isOpen onClose={onClose} />);
    expect(await screen.findByTestId('move-step-type')).toBeTruthy();
    expect(screen.getByText('1 бүтээгдэхүүн сонгосон')).toBeTruthy();
  });

  it('a tap on a store only asks: another store changes the question, Cancel withdraws it, nothing moves', async () => {
    renderWizard([nike]);
    await userEvent.click(await screen.findByTestId('move-type-store'));
    const table = await screen.findByRole('table', { name: 'Дэлгүүр' });
    const continueButton = screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await userEvent.click(within(table).getByRole('button', { name: 'Дархан салбар сонгох' }));
    expect(screen.getByTestId('move-confirm').textContent).toContain('1 бүтээгдэхүүнийг шилжүүлэх үү? Шинэ байршил: «Дархан салбар».');
    await userEvent.click(within(table).getByRole('button', { name: 'Хан-Уул салбар сонгох' }));
    expect(screen.getByTestId('move-confirm').textContent).toContain('Шинэ байршил: «Хан-Уул салбар».');
    expect(within(table).getByRole('button', { name: 'Хан-Уул салбар сонгох' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByTestId('move-confirm-cancel'));
    expect(screen.queryByTestId('move-confirm')).toBeNull();
    expect(continueButton.disabled).toBe(true);
    expect(api.moveProducts).not.toHaveBeenCalled();
    // Chosen again, Continue in the footer moves as the question's button does.
    await userEvent.click(within(table).getByRole('button', { name: 'Хан-Уул салбар сонгох' }));
    await userEvent.click(continueButton);
    await screen.findByTestId('move-step-done');
    expect(api.moveProducts).toHaveBeenCalledTimes(1);
    expect(api.moveProducts).toHaveBeenCalledWith([nike], expect.objectContaining({ locationId: 'store-khan-uul', locationName: 'Хан-Уул салбар' }), BY);
  });

  it('refuses to start with no product', async () => {
    renderWizard([]);
    expect(await screen.findByText('Шилжүүлэх бүтээгдэхүүн сонгоогүй байна.')).toBeTruthy();
    expect((screen.getByTestId('move-type-store') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
