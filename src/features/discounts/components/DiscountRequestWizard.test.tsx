import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toProduct, type Product } from '../../../entities/product/product';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({ createDiscountRequests: vi.fn() }));
vi.mock('../api/discountRequestWrites', () => ({ MAX_DISCOUNT_PRODUCTS: 100, createDiscountRequests: api.createDiscountRequests }));
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
});

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
});
