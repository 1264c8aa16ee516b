import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { SaleRecord } from '../../../entities/sale/sale';
import type { Order } from '../../../entities/order/order';
import { salesTotals, toSaleRow, type SaleRow, type SalesTotals } from '../domain/salesList';
import type { QueryState } from '../../../firebase/queries';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({
  role: 'Admin',
  list: null as null | {
    data: SaleRow[];
    loading: boolean;
    error: Error | null;
    page: number;
    hasNext: boolean;
    hasPrevious: boolean;
    next: () => void;
    previous: () => void;
    loadingMore: boolean;
  },
  totals: { data: null, loading: true, error: null } as QueryState<SalesTotals | null>,
  order: { data: null, loading: false, error: null } as QueryState<Order | null>,
  useSalesPage: vi.fn(),
  useSalesTotals: vi.fn(),
  readSalesRows: vi.fn(),
  download: vi.fn(),
  deleteSale: vi.fn(),
}));

vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => ({ id: 'me', role: mocks.role, firstName: 'A', lastName: 'B' }) }));
vi.mock('../api/salesListQueries', () => ({
  useSalesPage: mocks.useSalesPage,
  useSalesTotals: mocks.useSalesTotals,
  readSalesRows: mocks.readSalesRows,
  useSaleOrder: () => mocks.order,
}));
vi.mock('../api/salesListWrites', () => ({ deleteSale: mocks.deleteSale }));
vi.mock('../../../lib/csv', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadCsv: mocks.download }));
vi.mock('../../../entities/person/queries', () => ({
  useMerchants: () => ({
    data: [
      { id: 'm-a', firstName: 'Ану', lastName: 'Б', phone: '1' },
      { id: 'm-t', firstName: 'Төмөр', lastName: 'Л', phone: '2' },
    ],
    loading: false,
    error: null,
  }),
}));

const { default: SalesListPage } = await import('./SalesListPage');

function sale(id: string, extra: Partial<SaleRecord> = {}, product: Partial<NonNullable<SaleRecord['product']>> = {}): SaleRow {
  return toSaleRow({
    id,
    product: {
      id: `${id}-p`,
      name: `Гутал ${id}`,
      sku: '123456',
      price: 100_000,
      originalPrice: 100_000,
      isNoat: false,
      brand: 'Nike',
      size: '42',
      colors: ['Хар', 'Цагаан'],
      categories: ['Пүүз'],
      pics: [],
      ...product,
    },
    productId: `${id}-p`,
    orderId: 'o1',
    price: product.price ?? 100_000,
    userId: 'c1',
    customerName: 'Болд',
    customerPhone: '99001122',
    locationType: 'store',
    locationId: 'store-1',
    locationName: 'Сүхбаатар салбар',
    purchaseType: 'store',
    createdAt: new Date(2026, 2, 4, 9, 5, 7).getTime(),
    refunded: false,
    returnId: null,
    exchangeId: null,
    ...extra,
  });
}

/** One page of rows; the totals as the aggregations give them for these rows (salesListTotals is tested on its own). */
function setList(rows: SaleRow[], extra: Partial<NonNullable<typeof mocks.list>> = {}, totals: SalesTotals | null = salesTotals(rows)) {
  mocks.list = { data: rows, loading: false, error: null, page: 1, hasNext: false, hasPrevious: false, next: vi.fn(), previous: vi.fn(), loadingMore: false, ...extra };
  mocks.totals = { data: totals, loading: totals === null, error: null };
}

beforeEach(async () => {
  await i18n.changeLanguage('mn');
  mocks.role = 'Admin';
  mocks.order = { data: null, loading: false, error: null };
  mocks.useSalesPage.mockReset();
  mocks.useSalesPage.mockImplementation(() => mocks.list);
  mocks.useSalesTotals.mockReset();
  mocks.useSalesTotals.mockImplementation(() => mocks.totals);
  mocks.deleteSale.mockReset();
  mocks.deleteSale.mockResolvedValue(undefined);
  setList([]);
});

describe('SalesListPage', () => {
  it('shows each sale with its figures and the totals without refunded sales', () => {
    setList([
      sale('a', { price: 80_000 }, { price: 80_000, isDiscount: true }),
      sale('b', { price: 110_000 }, { price: 110_000, isNoat: true }),
      sale('c', { refunded: true, price: 50_000 }, { price: 50_000, originalPrice: 50_000 }),
    ]);
    render(<SalesListPage kind="salesList" />);
    const table = screen.getByRole('table', { name: 'Борлуулалтын жагсаалт' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('2026-03-04 09:05:07');
    expect(rows[0].querySelector('del')?.textContent).toContain('100,000₮');
    expect(rows[0].textContent).toContain('80,000₮');
    expect(rows[0].textContent).toContain('дэлгүүр');
    expect(within(rows[1]).getByText('НӨАТ')).toBeTruthy();
    expect(rows[1].querySelector('del')).toBeNull();
    expect(within(rows[2]).getByText('Буцаагдсан')).toBeTruthy();
    expect(screen.getByTestId('sales-goods').textContent).toBe('2');
    expect(screen.getByTestId('sales-sold').textContent).toBe('190,000₮');
    expect(screen.getByTestId('sales-refunded').textContent).toBe('1');
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(false);
    expect(mocks.useSalesPage.mock.lastCall?.[0]).toBe('salesList');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('pages on the server by 20 by default (20/50/100)', async () => {
    setList(Array.from({ length: 20 }, (_, i) => sale(`s${i}`)), { hasNext: true });
    render(<SalesListPage kind="salesList" />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    expect(mocks.useSalesPage.mock.lastCall?.[3]).toBe(20);
    const size = screen.getByRole('combobox', { name: /./ }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['20', '50', '100']);
    await userEvent.selectOptions(size, '50');
    expect(mocks.useSalesPage.mock.lastCall?.[3]).toBe(50);
    await userEvent.click(screen.getByTestId('page-next'));
    expect(mocks.list?.next).toHaveBeenCalled();
  });

  it('loading, empty and error states', () => {
    setList([], { loading: true }, null);
    const { unmount } = render(<SalesListPage kind="salesList" />);
    expect(screen.getByRole('status').textContent).toMatch(/./);
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true);
    unmount();

    setList([]);
    const third = render(<SalesListPage kind="salesList" />);
    expect(screen.getByText('Борлуулалт байхгүй')).toBeTruthy();
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true);
    third.unmount();

    setList([], { error: new Error('denied') });
    render(<SalesListPage kind="salesList" />);
    expect(screen.getByTestId('report-error').textContent).toContain('Мэдээлэл ачаалж чадсангүй');
  });

  it('CSV: the whole range of the screen\'s filter, read in pages', async () => {
    setList([sale('a')]);
    mocks.readSalesRows.mockResolvedValue([sale('a'), sale('b', { refunded: true })]);
    render(<SalesListPage kind="salesList" />);
    await userEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(mocks.download).toHaveBeenCalledTimes(1));
    const [name, csv] = mocks.download.mock.calls[0] as [string, string];
    expect(name).toMatch(/^sales_\d{4}-01-01_/);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(mocks.readSalesRows).toHaveBeenCalledWith('salesList', expect.anything(), { merchant: 'all', locationType: 'all' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('says an end before the start instead of querying it or showing the last rows', async () => {
    setList([sale('a')]);
    render(<SalesListPage kind="salesList" />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(mocks.useSalesPage.mock.lastCall?.[4]).toBe(true);
    await userEvent.clear(screen.getByLabelText('Эхлэх огноо'));
    await userEvent.type(screen.getByLabelText('Эхлэх огноо'), '2026-05-10');
    await userEvent.clear(screen.getByLabelText('Дуусах огноо'));
    await userEvent.type(screen.getByLabelText('Дуусах огноо'), '2026-05-01');
    await userEvent.click(screen.getByTestId('range-search'));
    expect(screen.getByTestId('range-error')).toBeTruthy();
    expect(mocks.useSalesPage.mock.lastCall?.[4]).toBe(false);
    expect(mocks.useSalesTotals.mock.lastCall?.[3]).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true);
    // A valid range again brings the list back.
    await userEvent.clear(screen.getByLabelText('Эхлэх огноо'));
    await userEvent.type(screen.getByLabelText('Эхлэх огноо'), '2026-04-01');
    await userEvent.click(screen.getByTestId('range-search'));
    expect(screen.queryByTestId('range-error')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('deletes the sale only after the confirmation, then reads the totals again (the live page drops the row)', async () => {
    setList([sale('a')]);
    render(<SalesListPage kind="salesList" />);
    const button = screen.getByRole('button', { name: 'Гутал a борлуулалтыг устгах' });
    await userEvent.click(button);
    expect(await screen.findByText('Борлуулалт устгахдаа итгэлтэй байна уу?')).toBeTruthy();
    expect(screen.getByText(/бараа агуулахад буцахгүй/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByText('Борлуулалт устгахдаа итгэлтэй байна уу?')).toBeNull());
    expect(mocks.deleteSale).not.toHaveBeenCalled();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(mocks.deleteSale).toHaveBeenCalledWith('a'));
    await waitFor(() => expect(mocks.useSalesTotals.mock.lastCall?.[4]).toBe(1));
  });

  it('keeps the row when the delete fails', async () => {
    mocks.deleteSale.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setList([sale('a')]);
    render(<SalesListPage kind="salesList" />);
    await userEvent.click(screen.getByRole('button', { name: 'Гутал a борлуулалтыг устгах' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(mocks.deleteSale).toHaveBeenCalled());
    expect(await screen.findByText('Амжилтгүй')).toBeTruthy();
    expect(mocks.useSalesTotals.mock.lastCall?.[4]).toBe(0);
  });

  it('offers no delete to a role that may not delete', () => {
    mocks.role = 'Manager';
    setList([sale('a')]);
    render(<SalesListPage kind="salesList" />);
    expect(screen.queryByTestId('sale-delete')).toBeNull();
    expect(screen.getByTestId('sale-details')).toBeTruthy();
  });

  it('merchant sales: the merchant filter goes into the query', async () => {
    mocks.role = 'dev';
    render(<SalesListPage kind="merchantSales" />);
    expect(mocks.useSalesPage.mock.lastCall?.[0]).toBe('merchantSales');
    expect(mocks.useSalesPage.mock.lastCall?.[2]).toMatchObject({ merchant: 'all' });
    const select = screen.getByLabelText('Гэрээт борлуулагч') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Бүгд', 'Ану', 'Төмөр']);
    await userEvent.selectOptions(select, 'm-t');
    expect(mocks.useSalesPage.mock.lastCall?.[2]).toMatchObject({ merchant: 'm-t' });
  });

  it('customer sales: the location type filter goes into the query', async () => {
    mocks.role = 'dev';
    render(<SalesListPage kind="customerSales" />);
    const select = screen.getByLabelText('Байршлын төрөл') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Бүгд', 'Дэлгүүр', 'Хүргэлт']);
    await userEvent.selectOptions(select, 'delivery');
    expect(mocks.useSalesPage.mock.lastCall?.[2]).toMatchObject({ locationType: 'delivery' });
    expect(screen.queryByLabelText('Гэрээт борлуулагч')).toBeNull();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    setList([sale('a', { refunded: true }), sale('b', { refunded: true, returnId: 'r1' }), sale('r1-c', { exchangeId: 'r1' })]);
    render(<SalesListPage kind="customerSales" />);
    expect(screen.getByRole('heading', { name: 'Service provider sales' })).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Returned at the store')).toBeTruthy();
    expect(screen.getByTestId('sale-exchange').textContent).toBe('Exchange');
    expect(screen.getByRole('button', { name: 'Delete the sale of Гутал a' })).toBeTruthy();
  });

  it('a customer\'s sales: a sale returned at the counter, one sold in an exchange (counted as sold), one of an exchange returned later', () => {
    setList([
      sale('a', { refunded: true, returnId: 'r1', price: 100_000 }),
      sale('r1-b', { exchangeId: 'r1', price: 120_000 }),
      sale('r1-c', { exchangeId: 'r1', refunded: true, returnId: 'r2', price: 90_000 }),
      sale('d', { refunded: true, price: 50_000 }),
    ]);
    render(<SalesListPage kind="customerSales" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The state column (date, product, price, customer, purchase type, location, state, actions).
    const state = (row: HTMLElement) => within(row).getAllByRole('cell')[6].textContent;
    expect(rows.map(state)).toEqual(['Дэлгүүрт буцаагдсан', 'Солилтоор', 'Дэлгүүрт буцаагдсанСолилтоор', 'Буцаагдсан']);
    expect(within(rows[0]).getByTestId('sale-refunded').dataset.state).toBe('returned');
    expect(within(rows[3]).getByTestId('sale-refunded').dataset.state).toBe('refunded');
    expect(within(rows[2]).getByTestId('sale-exchange')).toBeTruthy();
    expect(screen.getByTestId('sales-goods').textContent).toBe('1');
    expect(screen.getByTestId('sales-sold').textContent).toBe('120,000₮');
    expect(screen.getByTestId('sales-refunded').textContent).toBe('3');
  });
});

describe('SaleDetailDialog', () => {
  const order = {
    id: 'o1',
    products: [],
    purchaseType: 'store',
    pending_status: 'done',
    quantity: 3,
    soldTotalPrice: 290_000,
    originalTotalPrice: 300_000,
    userId: 'c1',
    user: { firstName: 'Болд', phone: '99001122' },
    createdUserId: 'u1',
    createdUser: { firstName: 'Оюунчимэг', lastName: 'Доржсүрэн', role: 'Admin' },
    createdAt: Timestamp.fromDate(new Date(2026, 2, 4, 9, 5, 0)),
  } as Order;

  it('shows the product snapshot, the figures, the sale and its order', async () => {
    mocks.order = { data: order, loading: false, error: null };
    setList([sale('a', { price: 80_000 }, { price: 80_000, isDiscount: true })]);
    render(<SalesListPage kind="salesList" />);
    await userEvent.click(screen.getByRole('button', { name: 'Гутал a борлуулалтын дэлгэрэнгүй' }));
    const dialog = await screen.findByTestId('sale-detail');
    expect(within(dialog).getByTestId('sale-detail-name').textContent).toBe('Гутал a');
    for (const text of ['Nike', '42', 'Хар, Цагаан', 'Пүүз', 'Болд', '99001122', 'Сүхбаатар салбар', 'дэлгүүр', '2026-03-04 09:05:07', 'Зарагдсан']) {
      expect(dialog.textContent).toContain(text);
    }
    const figures = within(dialog).getByTestId('sale-detail-figures');
    expect(figures.textContent).toContain('100,000₮');
    expect(figures.textContent).toContain('80,000₮');
    const orderPart = within(dialog).getByTestId('sale-order');
    for (const text of ['o1', 'хүргэгдсэн', '290,000₮', 'Доржсүрэн Оюунчимэг', '3']) expect(orderPart.textContent).toContain(text);
  });

  it('says when the order was deleted', async () => {
    mocks.order = { data: null, loading: false, error: null };
    setList([sale('a')]);
    render(<SalesListPage kind="salesList" />);
    await userEvent.click(screen.getByTestId('sale-details'));
    expect((await screen.findByTestId('sale-order-missing')).textContent).toBe('Энэ борлуулалтын захиалга устгагдсан байна.');
  });
});
