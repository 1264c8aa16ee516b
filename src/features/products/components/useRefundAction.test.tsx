import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toProduct, type Product } from '../../../entities/product/product';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => {
  class StockConflictError extends Error {
    constructor(
      readonly productName: string,
      readonly reason: string,
    ) {
      super(`${productName}: ${reason}`);
      this.name = 'StockConflictError';
    }
  }
  const user = { id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд', role: 'Manager' };
  return { refundProduct: vi.fn(), StockConflictError, user };
});

vi.mock('../api/productWrites', () => ({ refundProduct: mocks.refundProduct, StockConflictError: mocks.StockConflictError }));
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => mocks.user }));

const { useRefundAction } = await import('./useRefundAction');

const sold: Product = toProduct('p1', {
  name: 'Nike Air 40',
  sku: '123456',
  price: 90000,
  originalPrice: 120000,
  isSold: true,
  isDiscount: true,
  saleId: 's1',
});

function Harness({ product }: { product: Product }) {
  const refund = useRefundAction();
  return (
    <button type="button" onClick={() => void refund(product)}>
      refund
    </button>
  );
}

beforeEach(() => {
  mocks.refundProduct.mockReset().mockResolvedValue(undefined);
});

describe('useRefundAction', () => {
  it('asks first (Return/Cancel) and does nothing on Cancel', async () => {
    render(<Harness product={sold} />);
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    expect(await screen.findByText('Та бүтээгдэхүүнийг буцаах гэж байна...')).toBeTruthy();
    expect(screen.getByText(/«Nike Air 40» \(123456\) борлуулалтаас буцаж, үлдэгдэлд орно\. Үнэ нь 120,000₮ болж, -90,000₮/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByText('Та бүтээгдэхүүнийг буцаах гэж байна...')).toBeNull());
    expect(mocks.refundProduct).not.toHaveBeenCalled();
  });

  it('refunds on Return as the signed-in user and shows success', async () => {
    render(<Harness product={sold} />);
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Буцаах' }));
    await waitFor(() => expect(mocks.refundProduct).toHaveBeenCalledWith(sold, mocks.user));
    expect(await screen.findByText('Амжилттай')).toBeTruthy();
    expect(screen.getByText('«Nike Air 40» буцаагдлаа.')).toBeTruthy();
  });

  it('names the product when it changed meanwhile or is not sold', async () => {
    mocks.refundProduct.mockRejectedValueOnce(new mocks.StockConflictError('Nike Air 40', 'notSold'));
    render(<Harness product={sold} />);
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Буцаах' }));
    expect(await screen.findByText('«Nike Air 40»: энэ бүтээгдэхүүн зарагдаагүй байна. Юу ч өөрчлөгдсөнгүй.')).toBeTruthy();
    expect(screen.getByText('Амжилтгүй')).toBeTruthy();
  });

  it('a product on its way in a delivery order is not refunded here: says where it is refunded, asks nothing', async () => {
    const onTheWay = toProduct('p2', { name: 'Хивс 2x3', sku: '222222', price: 90000, originalPrice: 90000, isSold: true, isDeliveryPending: true, orderId: 'o1' });
    render(<Harness product={onTheWay} />);
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    expect(
      await screen.findByText('«Хивс 2x3» хүргэлтийн захиалгаар явж байна: хүргэлтийг баталгаажуулахдаа буцаана уу, эсвэл захиалгыг нь устгана уу. Юу ч өөрчлөгдсөнгүй.'),
    ).toBeTruthy();
    expect(screen.queryByText('Та бүтээгдэхүүнийг буцаах гэж байна...')).toBeNull();
    expect(mocks.refundProduct).not.toHaveBeenCalled();
  });

  it('a refund the rules refuse says so', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      mocks.refundProduct.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
      render(<Harness product={sold} />);
      await userEvent.click(screen.getByRole('button', { name: 'refund' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Буцаах' }));
      expect(await screen.findByText('Танд энэ үйлдлийг хийх эрх алга эсвэл өгөгдөл өөрчлөгдсөн байна. Юу ч хадгалагдсангүй.')).toBeTruthy();
    } finally {
      console.error = original;
    }
  });

  it('names the product on any other failure', async () => {
    mocks.refundProduct.mockRejectedValueOnce(new Error('permission-denied'));
    render(<Harness product={sold} />);
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Буцаах' }));
    expect(await screen.findByText('«Nike Air 40» буцааж чадсангүй.')).toBeTruthy();
  });
});
