import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { Order, OrderProduct } from '../../../entities/order/order';
import type { SaleRecord } from '../../../entities/sale/sale';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();

const range = <T,>(data: T[], extra: Record<string, unknown> = {}) => ({
  data,
  loading: false,
  complete: true,
  truncated: false,
  error: null,
  reload: vi.fn(),
  remove: vi.fn(),
  ...extra,
});

const mocks = vi.hoisted(() => ({
  orders: vi.fn(),
  sales: vi.fn(),
}));

vi.mock('../api/reportQueries', () => ({
  useDeliveryReportOrders: mocks.orders,
  useSalesReportSales: mocks.sales,
  useReportCouriers: () => ({
    data: [
      { id: 'boy-1', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '1', isActive: true },
      { id: 'boy-2', firstName: 'Болд', lastName: 'Дорж', phone: '2', isActive: false },
    ],
    loading: false,
    error: null,
  }),
}));

const { default: DeliveryReportPage } = await import('./DeliveryReportPage');
const { default: SalesReportPage } = await import('./SalesReportPage');

function line(id: string, price: number, originalPrice: number, extra: Partial<OrderProduct> = {}): OrderProduct {
  return { id, name: `Гутал ${id}`, sku: `55500${id}`, price, originalPrice, isNoat: false, size: '40', colors: [], categories: [], pics: [], ...extra };
}

const ORDER: Order = {
  id: 'o1',
  products: [line('1', 90_000, 120_000, { isDiscount: true }), line('2', 132_000, 120_000, { isNoat: true }), line('3', 10_000, 10_000)],
  purchaseType: 'delivery',
  pending_status: 'done',
  quantity: 3,
  soldTotalPrice: 232_000,
  originalTotalPrice: 250_000,
  userId: 'c',
  user: { firstName: 'Бат', phone: '88' },
  contactNumber: '99001122',
  address: 'БЗД',
  addressDescription: 'Орц 2',
  deliveryBoy: { id: 'boy-1', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '1' },
  deliveryBoyId: 'boy-1',
  createdUserId: 'cc',
  createdUser: { firstName: '', lastName: '', role: '' },
  createdAt: Timestamp.fromDate(new Date(2019, 4, 6, 13, 7, 9)),
  refundedProductIds: ['3'],
};

beforeEach(() => {
  mocks.orders.mockReset();
  mocks.sales.mockReset();
});

describe('DeliveryReportPage', () => {
  it('shows a row per sold line with its figures, the totals, and leaves the refunded line out', () => {
    mocks.orders.mockReturnValue(range([ORDER]));
    render(<DeliveryReportPage />);
    const table = screen.getByRole('table', { name: 'Хүргэлтийн тайлан' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('2019-05-06 13:07:09');
    expect(rows[1]?.textContent).toContain('Эрдэнэбат Ганзориг');
    expect(rows[1]?.textContent).toContain('120,000₮');
    expect(rows[1]?.textContent).toContain('90,000₮');
    expect(rows[2]?.textContent).toContain('132,000₮');
    expect(table.textContent).not.toContain('Гутал 3');
    expect(screen.getByTestId('totals-goods').textContent).toBe('Нийт: 2 бараа');
    expect(screen.getByTestId('totals-sold').textContent).toContain('222,000₮');
    expect(screen.getByTestId('refunded-note').textContent).toContain('1 бараа');
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', false);
  });

  it('applies the courier on Search, and a reversed range shows the message instead of the table', () => {
    mocks.orders.mockReturnValue(range([]));
    render(<DeliveryReportPage />);
    expect(screen.getByText('Энэ хугацаанд хүргэлт байхгүй')).toBeTruthy();
    const select = screen.getByLabelText('Хүргэгч');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Бүгд', 'Эрдэнэбат Ганзориг', 'Дорж Болд (идэвхгүй)']);
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'all', true);

    fireEvent.change(select, { target: { value: 'boy-2' } });
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'all', true);
    fireEvent.click(screen.getByTestId('range-search'));
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'boy-2', true);

    fireEvent.change(screen.getByLabelText('Эхлэх огноо'), { target: { value: '2019-05-07' } });
    fireEvent.change(screen.getByLabelText('Дуусах огноо'), { target: { value: '2019-05-06' } });
    fireEvent.click(screen.getByTestId('range-search'));
    expect(screen.getByTestId('range-error')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'boy-2', false);
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
  });

  it('keeps CSV off while loading and says when the range was cut', () => {
    mocks.orders.mockReturnValue(range([ORDER], { loading: true, complete: false }));
    const { unmount } = render(<DeliveryReportPage />);
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('report-loading-more')).toBeTruthy();
    expect(screen.queryByTestId('report-totals')).toBeNull();
    unmount();
    mocks.orders.mockReturnValue(range([ORDER], { complete: false, truncated: true }));
    render(<DeliveryReportPage />);
    expect(screen.getByTestId('report-truncated').textContent).toContain('20,000');
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
  });

  it('shows a load error', () => {
    mocks.orders.mockReturnValue(range([], { error: new Error('denied'), complete: false }));
    render(<DeliveryReportPage />);
    expect(screen.getByTestId('report-error').textContent).toContain('Мэдээлэл ачаалж чадсангүй');
  });
});

function sale(id: string, price: number, p: OrderProduct, extra: Partial<SaleRecord> = {}): SaleRecord {
  return {
    id,
    product: p,
    productId: p.id,
    orderId: 'o',
    price,
    userId: 'c',
    customerName: 'Бат',
    customerPhone: '99112233',
    locationType: 'store',
    locationId: 's',
    locationName: 'Төв дэлгүүр',
    purchaseType: 'store',
    createdAt: new Date(2019, 2, 3, 10, 0, 0).getTime(),
    refunded: false,
    ...extra,
  };
}

describe('SalesReportPage', () => {
  it('lists the sales with the purchase type labels, marks refunds and leaves them out of the figures', () => {
    mocks.sales.mockReturnValue(
      range([
        sale('a', 90_000, line('1', 90_000, 120_000, { isDiscount: true })),
        sale('b', 132_000, line('2', 132_000, 120_000, { isNoat: true }), { purchaseType: 'mobile', locationName: 'БЗД' }),
        sale('c', 50_000, line('3', 50_000, 50_000), { refunded: true, purchaseType: 'merchant' }),
      ]),
    );
    render(<SalesReportPage />);
    const table = screen.getByRole('table', { name: 'Борлуулалтын тайлан' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('дэлгүүр');
    expect(rows[2]?.textContent).toContain('гар утасны апп');
    expect(rows[3]?.textContent).toContain('гэрээт борлуулагч');
    expect(within(rows[3] as HTMLElement).getByTestId('refunded-badge').textContent).toBe('Буцаагдсан');
    expect(screen.getByTestId('summary-goods-value').textContent).toBe('2');
    expect(screen.getByTestId('summary-sold-value').textContent).toBe('222,000₮');
    expect(screen.getByTestId('summary-discount-value').textContent).toBe('30,000₮');
    expect(screen.getByTestId('summary-vat-value').textContent).toBe('12,000₮');
    expect(screen.getByTestId('breakdown-merchant').textContent).toContain('0');
    expect(screen.getByTestId('breakdown-mobile').textContent).toContain('132,000₮');
  });

  it('says when the range has no sales', () => {
    mocks.sales.mockReturnValue(range([]));
    render(<SalesReportPage />);
    expect(screen.getByText('Энэ хугацаанд борлуулалт байхгүй')).toBeTruthy();
    expect(screen.queryByTestId('summary-goods')).toBeNull();
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
  });
});
