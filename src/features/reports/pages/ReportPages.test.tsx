import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { Order, OrderProduct } from '../../../entities/order/order';
import type { SaleRecord } from '../../../entities/sale/sale';
import type { CsvExportRead } from '../../../components/CsvExportButton';
import { BOM } from '../../../lib/csv';
import { purchaseTypeBreakdown, salesSummary, toSalesReportRow, type SalesReportRow } from '../domain/salesReport';
import { deliveryReportRows, type DeliveryReportRow } from '../domain/deliveryReport';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();

/** A page of a server-paged query (usePagedQuery's state). */
const paged = <T,>(data: T[], extra: Record<string, unknown> = {}) => ({
  data,
  loading: false,
  error: null,
  page: 1,
  hasNext: false,
  hasPrevious: false,
  next: vi.fn(),
  previous: vi.fn(),
  loadingMore: false,
  ...extra,
});

const figures = <T,>(data: T | null, extra: Record<string, unknown> = {}) => ({ data, loading: data === null, error: null, ...extra });

const mocks = vi.hoisted(() => ({
  orders: vi.fn(),
  deliveryTotals: vi.fn(),
  readOrders: vi.fn(),
  sales: vi.fn(),
  salesTotals: vi.fn(),
  paymentTotals: vi.fn(),
  readSales: vi.fn(),
  download: vi.fn(),
  failure: vi.fn(),
}));

vi.mock('../api/reportQueries', () => ({
  useDeliveryReportPage: mocks.orders,
  useDeliveryTotals: mocks.deliveryTotals,
  readDeliveryReportRows: mocks.readOrders,
  useSalesReportPage: mocks.sales,
  useSalesTotals: mocks.salesTotals,
  usePaymentTotals: mocks.paymentTotals,
  readSalesReportRows: mocks.readSales,
  useReportCouriers: () => ({
    data: [
      { id: 'boy-1', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '1', isActive: true },
      { id: 'boy-2', firstName: 'Болд', lastName: 'Дорж', phone: '2', isActive: false },
    ],
    loading: false,
    error: null,
  }),
}));
vi.mock('../../../lib/csv', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadCsv: mocks.download }));
vi.mock('../../../components/alerts', async (importOriginal) => ({ ...(await importOriginal<object>()), showFailure: mocks.failure }));

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
  for (const m of Object.values(mocks)) m.mockReset();
  mocks.deliveryTotals.mockReturnValue(figures(null));
  mocks.salesTotals.mockReturnValue(figures(null));
  mocks.paymentTotals.mockReturnValue(figures(null));
});

/** The delivery totals the aggregation gives for ORDER (confirmed: line 3 refunded at the door). */
const ORDER_TOTALS = { orders: 1, lines: 2, basePrice: 240_000, soldPrice: 222_000 };

describe('DeliveryReportPage', () => {
  it('shows the first page, a row per sold line, and the totals from the aggregation', () => {
    mocks.orders.mockReturnValue(paged([ORDER], { hasNext: true }));
    mocks.deliveryTotals.mockReturnValue(figures(ORDER_TOTALS));
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
    expect(screen.getByTestId('totals-base').textContent).toContain('240,000₮');
    expect(screen.getByTestId('totals-sold').textContent).toContain('222,000₮');
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', false);
    // Page 1 of more: next asks the server for the next page; no search box over one page.
    expect(screen.getByTestId('page-number').textContent).toBe('1-р хуудас');
    fireEvent.click(screen.getByTestId('page-next'));
    expect(mocks.orders.mock.results.at(-1)?.value.next).toHaveBeenCalled();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'all', 20, true);
  });

  it('a new page size asks the server for pages of that size', () => {
    mocks.orders.mockReturnValue(paged([ORDER]));
    render(<DeliveryReportPage />);
    fireEvent.change(screen.getByLabelText('Хуудсанд:'), { target: { value: '50' } });
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'all', 50, true);
  });

  it('applies the courier on Search, and a reversed range shows the message instead of the table', () => {
    mocks.orders.mockReturnValue(paged([]));
    mocks.deliveryTotals.mockReturnValue(figures({ orders: 0, lines: 0, basePrice: 0, soldPrice: 0 }));
    render(<DeliveryReportPage />);
    expect(screen.getByText('Энэ хугацаанд хүргэлт байхгүй')).toBeTruthy();
    expect(screen.queryByTestId('report-totals')).toBeNull();
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
    const select = screen.getByLabelText('Хүргэгч');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Бүгд', 'Эрдэнэбат Ганзориг', 'Дорж Болд (идэвхгүй)']);
    expect(mocks.deliveryTotals).toHaveBeenLastCalledWith(expect.anything(), 'all', true, 0);

    fireEvent.change(select, { target: { value: 'boy-2' } });
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'all', 20, true);
    fireEvent.click(screen.getByTestId('range-search'));
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'boy-2', 20, true);
    // Searching reads the totals again.
    expect(mocks.deliveryTotals).toHaveBeenLastCalledWith(expect.anything(), 'boy-2', true, 1);

    fireEvent.change(screen.getByLabelText('Эхлэх огноо'), { target: { value: '2019-05-07' } });
    fireEvent.change(screen.getByLabelText('Дуусах огноо'), { target: { value: '2019-05-06' } });
    fireEvent.click(screen.getByTestId('range-search'));
    expect(screen.getByTestId('range-error')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(mocks.orders).toHaveBeenLastCalledWith(expect.anything(), 'boy-2', 20, false);
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
  });

  it('keeps CSV off until the count is known', () => {
    mocks.orders.mockReturnValue(paged([], { loading: true }));
    render(<DeliveryReportPage />);
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('report-totals')).toBeNull();
  });

  it('shows a load error', () => {
    mocks.orders.mockReturnValue(paged([], { error: new Error('denied') }));
    render(<DeliveryReportPage />);
    expect(screen.getByTestId('report-error').textContent).toContain('Мэдээлэл ачаалж чадсангүй');
  });

  it('CSV: reads the range (sliced by the count) with a progress bar, then downloads the file of every row', async () => {
    mocks.orders.mockReturnValue(paged([ORDER]));
    mocks.deliveryTotals.mockReturnValue(figures({ ...ORDER_TOTALS, orders: 2 }));
    let finish: (rows: DeliveryReportRow[]) => void = () => undefined;
    let progress: (n: number) => void = () => undefined;
    mocks.readOrders.mockImplementation((_range, _courier, _couriers, options: CsvExportRead) => {
      progress = options.onProgress;
      return new Promise<DeliveryReportRow[]>((resolve) => (finish = resolve));
    });
    render(<DeliveryReportPage />);
    fireEvent.click(screen.getByTestId('csv-download'));
    // The count of the totals tells the read how many slices to read at once.
    expect(mocks.readOrders).toHaveBeenCalledWith(
      expect.anything(),
      'all',
      expect.arrayContaining([expect.objectContaining({ id: 'boy-1' })]),
      expect.objectContaining({ signal: expect.any(AbortSignal), expected: 2 }),
    );
    act(() => progress(1));
    const bar = screen.getByTestId('csv-progress');
    expect(bar.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? bar.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('status').textContent).toContain('Уншсан: 1 / 2');
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
    await act(async () => finish(deliveryReportRows([ORDER, { ...ORDER, id: 'o2', refundedProductIds: [] }])));
    await waitFor(() => expect(mocks.download).toHaveBeenCalledTimes(1));
    const [name, csv] = mocks.download.mock.calls[0] as [string, string];
    expect(name).toMatch(/^delivery-report_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 3);
    expect(lines[0]?.startsWith('№,Огноо,Хүргэгч')).toBe(true);
    expect(csv.startsWith(BOM)).toBe(false);
    expect(screen.queryByTestId('csv-progress')).toBeNull();
  });

  it('CSV: cancel stops the read, downloads nothing and says nothing', async () => {
    mocks.orders.mockReturnValue(paged([ORDER]));
    mocks.deliveryTotals.mockReturnValue(figures(ORDER_TOTALS));
    let signal: AbortSignal | null = null;
    mocks.readOrders.mockImplementation(
      (_range, _courier, _couriers, options: CsvExportRead) =>
        new Promise<DeliveryReportRow[]>((_resolve, reject) => {
          signal = options.signal;
          options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    render(<DeliveryReportPage />);
    fireEvent.click(screen.getByTestId('csv-download'));
    expect(screen.getByTestId('csv-progress')).toBeTruthy();
    fireEvent.click(screen.getByTestId('csv-cancel'));
    await waitFor(() => expect(screen.queryByTestId('csv-progress')).toBeNull());
    expect(signal!.aborted).toBe(true);
    expect(mocks.download).not.toHaveBeenCalled();
    expect(mocks.failure).not.toHaveBeenCalled();
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', false);
  });

  it('CSV: a failed read says so and downloads nothing', async () => {
    mocks.orders.mockReturnValue(paged([ORDER]));
    mocks.deliveryTotals.mockReturnValue(figures(ORDER_TOTALS));
    mocks.readOrders.mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<DeliveryReportPage />);
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(mocks.failure).toHaveBeenCalledWith(expect.stringContaining('CSV')));
    expect(mocks.download).not.toHaveBeenCalled();
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
    returnId: null,
    exchangeId: null,
    ...extra,
  };
}

describe('SalesReportPage', () => {
  const SALES = [
    sale('a', 90_000, line('1', 90_000, 120_000, { isDiscount: true })),
    sale('b', 132_000, line('2', 132_000, 120_000, { isNoat: true }), { purchaseType: 'mobile', locationName: 'БЗД' }),
    sale('c', 50_000, line('3', 50_000, 50_000), { refunded: true, purchaseType: 'merchant' }),
  ];
  /** The figures the aggregations give for SALES (the domain tests prove the mapping). */
  const rows = SALES.map(toSalesReportRow);
  const TOTALS = { summary: salesSummary(rows), breakdown: purchaseTypeBreakdown(rows) };

  it('lists the first page with the purchase type labels and marks refunds; the figures come from the aggregations', () => {
    mocks.sales.mockReturnValue(paged(SALES));
    mocks.salesTotals.mockReturnValue(figures(TOTALS));
    render(<SalesReportPage />);
    const table = screen.getByRole('table', { name: 'Борлуулалтын тайлан' });
    const trs = within(table).getAllByRole('row');
    expect(trs).toHaveLength(4);
    expect(trs[1]?.textContent).toContain('дэлгүүр');
    expect(trs[2]?.textContent).toContain('гар утасны апп');
    expect(trs[3]?.textContent).toContain('гэрээт борлуулагч');
    expect(within(trs[3] as HTMLElement).getByTestId('refunded-badge').textContent).toBe('Буцаагдсан');
    expect(screen.getByTestId('summary-goods-value').textContent).toBe('2');
    expect(screen.getByTestId('summary-sold-value').textContent).toBe('222,000₮');
    expect(screen.getByTestId('summary-discount-value').textContent).toBe('30,000₮');
    expect(screen.getByTestId('summary-vat-value').textContent).toBe('12,000₮');
    expect(screen.getByTestId('breakdown-merchant').textContent).toContain('0');
    expect(screen.getByTestId('breakdown-mobile').textContent).toContain('132,000₮');
    expect(mocks.sales).toHaveBeenLastCalledWith(expect.anything(), 20, true);
    expect(mocks.salesTotals).toHaveBeenLastCalledWith(expect.anything(), true, 0);
  });

  it('shows the totals per payment method, "not recorded" and the store and merchant total (mn, en)', async () => {
    mocks.sales.mockReturnValue(paged(SALES));
    mocks.salesTotals.mockReturnValue(figures(TOTALS));
    mocks.paymentTotals.mockReturnValue(
      figures({ orders: 3, total: 400_000, methods: { cash: 150_000, card: 150_000, qpay: 0, bank: 60_000 }, notRecorded: 40_000 }),
    );
    const { unmount } = render(<SalesReportPage />);
    // Nothing is read until asked for.
    expect(mocks.paymentTotals).toHaveBeenLastCalledWith(expect.anything(), false, 0);
    expect(screen.queryByRole('table', { name: 'Төлбөрийн хэлбэрээр' })).toBeNull();
    fireEvent.click(screen.getByTestId('payment-totals-show'));
    expect(mocks.paymentTotals).toHaveBeenLastCalledWith(expect.anything(), true, 0);
    const table = screen.getByRole('table', { name: 'Төлбөрийн хэлбэрээр' });
    const text = (id: string) => within(table).getByTestId(id).textContent;
    expect(text('payment-total-cash')).toBe('Бэлэн150,000₮37.5%');
    expect(text('payment-total-card')).toBe('Карт150,000₮37.5%');
    expect(text('payment-total-qpay')).toBe('QPay0₮0.0%');
    expect(text('payment-total-bank')).toBe('Дансаар60,000₮15.0%');
    expect(text('payment-total-notRecorded')).toBe('Бүртгэгдээгүй40,000₮10.0%');
    expect(text('payment-total-all')).toContain('400,000₮');
    expect(text('payment-total-all')).toContain('3 захиалга');
    unmount();
    const i18n = (await import('../../../i18n')).default;
    await i18n.changeLanguage('en');
    render(<SalesReportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the totals by payment method' }));
    expect(screen.getByTestId('payment-total-bank').textContent).toBe('Bank transfer60,000₮15.0%');
    expect(screen.getByTestId('payment-total-notRecorded').textContent).toBe('Not recorded40,000₮10.0%');
    await i18n.changeLanguage('mn');
  });

  it('says so when the range has no store or merchant order', () => {
    mocks.sales.mockReturnValue(paged(SALES));
    mocks.salesTotals.mockReturnValue(figures(TOTALS));
    mocks.paymentTotals.mockReturnValue(figures({ orders: 0, total: 0, methods: { cash: 0, card: 0, qpay: 0, bank: 0 }, notRecorded: 0 }));
    render(<SalesReportPage />);
    fireEvent.click(screen.getByTestId('payment-totals-show'));
    expect(screen.getByTestId('payment-totals').textContent).toContain('Энэ хугацаанд дэлгүүр, гэрээт борлуулагчийн захиалга байхгүй.');
    expect(screen.queryByTestId('payment-total-cash')).toBeNull();
  });

  it('shows the figures while the page is still on its way, and names the other types\' row', () => {
    mocks.sales.mockReturnValue(paged([], { loading: true }));
    mocks.salesTotals.mockReturnValue(
      figures({ ...TOTALS, breakdown: [...TOTALS.breakdown, { purchaseType: 'other', goods: 1, soldTotal: 5, share: 0 }] }),
    );
    render(<SalesReportPage />);
    expect(screen.getByTestId('summary-goods-value').textContent).toBe('2');
    expect(screen.getByTestId('breakdown-other').textContent).toContain('бусад төрөл');
  });

  it('says when the range has no sales', () => {
    mocks.sales.mockReturnValue(paged([]));
    mocks.salesTotals.mockReturnValue(figures(salesTotalsOfNothing()));
    render(<SalesReportPage />);
    expect(screen.getByText('Энэ хугацаанд борлуулалт байхгүй')).toBeTruthy();
    expect(screen.queryByTestId('summary-goods')).toBeNull();
    expect(screen.getByTestId('csv-download')).toHaveProperty('disabled', true);
  });

  it('CSV: every sale of the range in the table\'s order, refunds marked', async () => {
    mocks.sales.mockReturnValue(paged(SALES.slice(0, 1), { hasNext: true }));
    mocks.salesTotals.mockReturnValue(figures(TOTALS));
    mocks.readSales.mockResolvedValue(SALES.map(toSalesReportRow) satisfies SalesReportRow[]);
    render(<SalesReportPage />);
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(mocks.download).toHaveBeenCalledTimes(1));
    // Asked with the count of the range (sales and refunded): the read slices the range by it.
    expect(mocks.readSales).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ signal: expect.any(AbortSignal), expected: TOTALS.summary.goods + TOTALS.summary.refunded }),
    );
    const [name, csv] = mocks.download.mock.calls[0] as [string, string];
    expect(name).toMatch(/^sales-report_/);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^3,.*,Буцаагдсан$/);
  });

  it('marks a sale returned at the counter and one sold in an exchange, in the table and the CSV (mn, en)', async () => {
    const counter = [
      sale('r1-n', 120_000, line('4', 120_000, 120_000), { exchangeId: 'r1' }),
      sale('d', 100_000, line('5', 100_000, 100_000), { refunded: true, returnId: 'r1' }),
    ];
    mocks.sales.mockReturnValue(paged(counter));
    mocks.salesTotals.mockReturnValue(figures(TOTALS));
    mocks.readSales.mockResolvedValue(counter.map(toSalesReportRow));
    const { unmount } = render(<SalesReportPage />);
    const trs = within(screen.getByRole('table', { name: 'Борлуулалтын тайлан' })).getAllByRole('row');
    expect(within(trs[1] as HTMLElement).getByTestId('exchange-badge').textContent).toBe('Солилтоор');
    expect(within(trs[1] as HTMLElement).queryByTestId('refunded-badge')).toBeNull();
    expect(within(trs[2] as HTMLElement).getByTestId('refunded-badge').textContent).toBe('Дэлгүүрт буцаагдсан');
    expect(within(trs[2] as HTMLElement).queryByTestId('exchange-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(mocks.download).toHaveBeenCalledTimes(1));
    const lines = (mocks.download.mock.calls[0] as [string, string])[1].split('\r\n');
    expect(lines[1]).toMatch(/^1,.*,Солилтоор$/);
    expect(lines[2]).toMatch(/^2,.*,Дэлгүүрт буцаагдсан$/);
    unmount();
    const i18n = (await import('../../../i18n')).default;
    await i18n.changeLanguage('en');
    render(<SalesReportPage />);
    expect(screen.getByTestId('exchange-badge').textContent).toBe('Exchange');
    expect(screen.getByTestId('refunded-badge').textContent).toBe('Returned at the store');
    await i18n.changeLanguage('mn');
  });
});

function salesTotalsOfNothing() {
  return { summary: salesSummary([]), breakdown: purchaseTypeBreakdown([]) };
}
