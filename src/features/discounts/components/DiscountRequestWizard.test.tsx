import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toProduct, type Product } from '../../../entities/product/product';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({ createDiscountRequests: vi.fn(), resumeDiscountBatch: vi.fn(), undoDiscountBatch: vi.fn() }));
vi.mock('../api/discountRequestWrites', () => ({
  DISCOUNT_CHUNK: 8,
  MAX_DISCOUNT_PRODUCTS: 200,
  createDiscountRequests: api.createDiscountRequests,
  resumeDiscountBatch: api.resumeDiscountBatch,
  undoDiscountBatch: api.undoDiscountBatch,
  isBatchRunningHere: () => false,
}));
vi.mock('../api/discountRequestQueries', () => ({ useUnfinishedDiscounts: () => ({ data: [], loading: false, error: null, retry: () => undefined }) }));
vi.mock('../../../auth/AuthProvider', () => ({
  useSessionUser: () => ({ id: 'u-seller', role: 'Reception In City', firstName: 'Saraa', lastName: 'Bat', locationId: 'store-1' }),
}));

const { DiscountRequestWizard } = await import('./DiscountRequestWizard');

function product(id: string, name: string, price: number): Product {
  return toProduct(id, { name, sku: `10000${id.slice(-1)}`, locationType: 'store', locationId: 'store-1', locationName: 'Store one', price, originalPrice: price });
}

const nike = product('p1', 'Nike Air 40', 150000);
const rug = product('p2', 'Хивс 2x3', 90000);

function renderWizard(products: Product[] = [nike, rug]) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(<DiscountRequestWizard products={products} isOpen onClose={onClose} onDone={onDone} />);
  return { onClose, onDone };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));

beforeEach(() => {
  api.createDiscountRequests.mockReset().mockResolvedValue(['r1', 'r2']);
  api.resumeDiscountBatch.mockReset().mockResolvedValue(undefined);
  api.undoDiscountBatch.mockReset().mockResolvedValue(undefined);
});

/** `n` products of 100,000 at store-1. */
function many(n: number): Product[] {
  return Array.from({ length: n }, (_, i) => toProduct(`m${i}`, { name: `Гутал ${i}`, sku: String(200000 + i), locationType: 'store', locationId: 'store-1', locationName: 'Store one', price: 100000, originalPrice: 100000 }));
}

/** Types 90,000 into every price and goes to the confirm step. */
async function priceAll(): Promise<void> {
  for (const input of await screen.findAllByTestId('discount-price')) await userEvent.type(input, '90000');
  await next();
  await screen.findByTestId('discount-confirm');
}

/** The error createDiscountRequests throws when a batch stopped part-way (as the api makes it). */
class UnfinishedDiscountError extends Error {
  constructor(
    readonly batchId: string,
    readonly written: number,
    readonly total: number,
  ) {
    super('unfinished');
    this.name = 'UnfinishedDiscountError';
  }
}

describe('DiscountRequestWizard', () => {
  it('requires a price per product and stays on step 1 with clear messages', async () => {
    renderWizard();
    await screen.findByTestId('discount-prices');
    await next();
    const errors = await screen.findAllByTestId('discount-price-error');
    expect(errors.map((e) => e.textContent)).toEqual(['Хүсэж буй үнийг оруулна уу.', 'Хүсэж буй үнийг оруулна уу.']);
    expect(screen.getByTestId('discount-prices')).toBeTruthy();
    expect(api.createDiscountRequests).not.toHaveBeenCalled();
  });

  it('refuses a price not lower than the current one, and ignores minus signs and letters', async () => {
    renderWizard([nike]);
    const input = await screen.findByTestId('discount-price');
    await userEvent.type(input, '-abc');
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.type(input, '150000');
    expect((input as HTMLInputElement).value).toBe('150,000');
    await next();
    expect((await screen.findByTestId('discount-price-error')).textContent).toBe('Хүсэж буй үнэ одоогийн үнээс (150,000₮) бага байх ёстой.');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await next();
    expect((await screen.findByTestId('discount-price-error')).textContent).toBe('Хүсэж буй үнэ эерэг бүхэл тоо байх ёстой.');
  });

  it('goes to confirm, back, and sends one request per product under the signed-in user', async () => {
    const { onDone, onClose } = renderWizard();
    const inputs = await screen.findAllByTestId('discount-price');
    await userEvent.type(inputs[0], '120000');
    await userEvent.type(inputs[1], '80000');
    await next();
    expect(await screen.findByTestId('discount-confirm')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    expect(await screen.findByTestId('discount-prices')).toBeTruthy();
    await next();
    await screen.findByTestId('discount-confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await waitFor(() => expect(api.createDiscountRequests).toHaveBeenCalledTimes(1));
    const [lines, user] = api.createDiscountRequests.mock.calls[0] as [{ product: Product; requestPrice: number }[], { id: string }];
    expect(lines.map((l) => [l.product.id, l.requestPrice])).toEqual([
      ['p1', 120000],
      ['p2', 80000],
    ]);
    expect(user.id).toBe('u-seller');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open on confirm when a product changed meanwhile', async () => {
    class StockConflictError extends Error {
      constructor(
        readonly productName: string,
        readonly reason: string,
      ) {
        super('conflict');
        this.name = 'StockConflictError';
      }
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.createDiscountRequests.mockRejectedValue(new StockConflictError('Nike Air 40', 'sold'));
    const { onDone } = renderWizard([nike]);
    await userEvent.type(await screen.findByTestId('discount-price'), '100000');
    await next();
    await screen.findByTestId('discount-confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await waitFor(() => expect(api.createDiscountRequests).toHaveBeenCalled());
    expect(await screen.findByText(/Nike Air 40/, { selector: '.swal2-html-container' })).toBeTruthy();
    expect(screen.getByTestId('discount-confirm')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('takes up to 200 products; more are refused with the number to remove', async () => {
    renderWizard(many(201));
    expect((await screen.findByTestId('discount-too-many')).textContent).toBe('Нэг хүсэлтэд хамгийн ихдээ 200 бүтээгдэхүүн. Сонголтоос хасах тоо: 1.');
    expect((screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('a request of more than 8 products is sent with its progress shown', async () => {
    api.createDiscountRequests.mockImplementation(async (_lines: unknown, _user: unknown, _fs: unknown, onProgress?: (p: unknown) => void) => {
      onProgress?.({ phase: 'write', written: 8, total: 9 });
      return ['r'];
    });
    const { onDone } = renderWizard(many(9));
    expect(screen.queryByTestId('discount-too-many')).toBeNull();
    await priceAll();
    await userEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [lines, , , onProgress] = api.createDiscountRequests.mock.calls[0] as [unknown[], unknown, unknown, unknown];
    expect(lines).toHaveLength(9);
    expect(typeof onProgress).toBe('function');
  });

  it('stopped part-way: the confirm step says how far it got, Confirm is off, Finish sends the rest', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.createDiscountRequests.mockRejectedValue(new UnfinishedDiscountError('batch-1', 8, 9));
    const { onDone, onClose } = renderWizard(many(9));
    await priceAll();
    await userEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    const panel = await screen.findByTestId('discount-unfinished');
    expect(panel.textContent).toContain('Хүсэлт зогссон: 9 бүтээгдэхүүнээс бичигдсэн нь 8.');
    expect(screen.getByTestId('unfinished-discount-summary').textContent).toBe('9 бүтээгдэхүүний 8 бичигдсэн, зөвшөөрөгчид хараахан илгээгдээгүй');
    expect((screen.getByRole('button', { name: 'Баталгаажуулах' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('unfinished-discount-finish'));
    await waitFor(() => expect(api.resumeDiscountBatch).toHaveBeenCalled());
    expect(api.resumeDiscountBatch.mock.calls[0].slice(0, 2)).toEqual(['batch-1', expect.objectContaining({ id: 'u-seller' })]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('stopped part-way, then undone: asked first, the products released, the request may be sent again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.createDiscountRequests.mockRejectedValueOnce(new UnfinishedDiscountError('batch-2', 8, 9));
    const { onDone } = renderWizard(many(9));
    await priceAll();
    await userEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await screen.findByTestId('discount-unfinished');
    await userEvent.click(screen.getByTestId('unfinished-discount-undo'));
    await userEvent.click(await screen.findByRole('button', { name: 'Тийм, буцаах' }));
    await waitFor(() => expect(api.undoDiscountBatch).toHaveBeenCalledWith('batch-2', expect.objectContaining({ id: 'u-seller' })));
    expect((await screen.findByTestId('discount-undone')).textContent).toBe('Дуусаагүй хямдралын хүсэлт буцаагдлаа: бүтээгдэхүүнүүд чөлөөлөгдсөн.');
    expect(screen.queryByTestId('discount-unfinished')).toBeNull();
    expect((screen.getByRole('button', { name: 'Баталгаажуулах' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
