import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { NO_TOTALS, type OrderTotals } from '../domain/orderLists';
import type { Transaction } from '../../../entities/transaction/transaction';
import { type DateRange } from '../../../lib/dates';
import type { OrderRow } from '../api/orderListQueries';
import type { Order } from '../../../entities/order/order';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({
  orders: [] as OrderRow[],
  transactions: [] as Transaction[],
  totals: null as OrderTotals | null,
  names: {} as Record<string, string | null>,
  useOrderList: vi.fn(),
  useOrderTotals: vi.fn(),
  useTransactionList: vi.fn(),
  deleteOrder: vi.fn(),
  deleteTransaction: vi.fn(),
  printReceipt: vi.fn(),
}));

const live = <T,>(data: T[]) => ({ data, loading: false, error: null, hasMore: false, loadMore: () => undefined, version: 1 });

vi.mock('../api/orderListQueries', () => ({
  useOrderList: mocks.useOrderList,
  useOrderTotals: mocks.useOrderTotals,
  useTransactionList: mocks.useTransactionList,
}));
vi.mock('../api/orderListWrites', () => ({
  deleteOrder: mocks.deleteOrder,
  deleteTransaction: mocks.deleteTransaction,
}));

vi.mock('../../../entities/person/queries', () => ({
  useMerchants: () => ({
    data: [
      { id: 'm-a', firstName: 'Ану', lastName: 'Б', phone: '1' },
      { id: 'm-t', firstName: 'Төмөр', lastName: 'Л', phone: '2' },
    ],
    loading: false,
    error: null,
  }),
  useCustomerName: (id: string | null) => (id ? (mocks.names[id] ?? null) : null),
}));

// The order pages delete as the signed-in user (deletedOrders records who deleted an order).
vi.mock('../../../auth/AuthProvider', () => ({
  useSessionUser: () => ({ id: 'admin-1', role: 'Admin', firstName: 'Админ', lastName: 'Б' }),
}));

// The detail dialog (deliveries' work) reads the orderer itself: here a stand-in naming the order.
vi.mock('../../../entities/order/OrderDetailDialog', () => ({
  OrderDetailDialog: ({ order, onClose }: { order: { id: string } | null; onClose: () => void }) =>
    order ? (
      <div role="dialog" aria-label="detail">
        {`detail ${order.id}`}
        <button type="button" onClick={onClose}>
          close
        </button>
      </div>
    ) : null,
}));

// The print window itself (receipt entity) is tested on its own and end to end: here, what the row asks it to print.
vi.mock('../../../entities/order/receipt/printReceipt', () => ({ printReceipt: mocks.printReceipt, printDeliverySlip: vi.fn() }));

const { default: StoreOrdersPage } = await import('./StoreOrdersPage');
const { default: MerchantOrdersPage } = await import('./MerchantOrdersPage');
const { default: TransactionsPage } = await import('./TransactionsPage');

function order(i: number, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    order: { id: `o${i}` } as Order,
    id: `o${i}`,
    purchaseType: 'store',
    name: `Хэрэглэгч ${i}`,
    phone: `9911${String(i).padStart(4, '0')}`,
    userId: `c${i}`,
    walkIn: false,
    quantity: 2,
    originalTotal: 300_000,
    soldTotal: 290_000,
    lines: [
      { id: 'a', name: 'Nike Air', sku: '111111', price: 100_000, originalPrice: 100_000, isNoat: false, size: '', colors: [], categories: [], pics: [] },
      { id: 'b', name: 'Хивс', sku: '222222', price: 190_000, originalPrice: 200_000, isNoat: true, size: '', colors: [], categories: [], pics: [] },
    ],
    createdAtMs: new Date(2025, 10, 3, 9, 4, i).getTime(),
    ...extra,
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('mn');
  mocks.orders = [];
  mocks.transactions = [];
  mocks.totals = null;
  mocks.names = {};
  mocks.useOrderList.mockReset().mockImplementation(() => live(mocks.orders));
  mocks.useTransactionList.mockReset().mockImplementation(() => live(mocks.transactions));
  mocks.useOrderTotals.mockReset().mockImplementation(() => ({ data: mocks.totals ?? NO_TOTALS, loading: false, error: null }));
  mocks.deleteOrder.mockReset().mockResolvedValue(undefined);
  mocks.deleteTransaction.mockReset().mockResolvedValue(undefined);
  mocks.printReceipt.mockReset().mockResolvedValue(true);
  localStorage.removeItem('receiptPaper');
});

describe('StoreOrdersPage', () => {
  it('lists store orders of this month: columns, per-product prices, 5 rows by default (5/20/25)', () => {
    mocks.orders = Array.from({ length: 7 }, (_, i) => order(i + 1));
    render(<StoreOrdersPage />);
    const [type, range] = mocks.useOrderList.mock.lastCall as [string, DateRange];
    expect(type).toBe('store');
    const now = new Date();
    expect(range.start).toEqual(new Date(now.getFullYear(), now.getMonth(), 1));
    expect(range.end.getDate()).toBe(now.getDate());

    const table = screen.getByRole('table', { name: 'Дэлгүүрийн захиалга' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Холбогдох нэр',
      'Утас',
      'Тоо ширхэг',
      'Анхны үнийн дүн',
      'Зарагдсан үнийн дүн',
      'Төлбөр',
      'Бүтээгдэхүүний үнэ',
      'Огноо',
      'Үйлдэл',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Хэрэглэгч 1')).toBeTruthy();
    expect(within(first).getByText('300,000₮')).toBeTruthy();
    expect(within(first).getByText('290,000₮')).toBeTruthy();
    const lines = within(first).getByTestId('order-lines');
    expect(lines.textContent).toContain('Nike Air');
    expect(lines.textContent).toContain('100,000₮');
    expect(lines.textContent).toContain('190,000₮НӨАТ');
    expect(within(first).getByText('2025-11-03 09:04:01')).toBeTruthy();
    const size = screen.getByLabelText('Хуудсанд:') as HTMLSelectElement;
    expect(size.value).toBe('5');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '20', '25']);
  });

  it('opens the order detail dialog', async () => {
    mocks.orders = [order(1), order(2)];
    render(<StoreOrdersPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Захиалгын дэлгэрэнгүй: Хэрэглэгч 2' }));
    expect(screen.getByRole('dialog', { name: 'detail' }).textContent).toContain('detail o2');
  });

  it('Search applies the chosen days', () => {
    render(<StoreOrdersPage />);
    fireEvent.change(screen.getByLabelText('Эхлэх огноо'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Дуусах огноо'), { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: /Хайх/ }));
    const range = mocks.useOrderList.mock.lastCall?.[1] as DateRange;
    expect(range).toEqual({ start: new Date(2025, 2, 1), end: new Date(2025, 2, 31, 23, 59, 59, 999) });
  });

  it('the days are YYYY-MM-DD whatever the locale; a day that is no day is said under its field and not searched', () => {
    render(<StoreOrdersPage />);
    const from = screen.getByLabelText('Эхлэх огноо') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.value).toMatch(/^\d{4}-\d{2}-01$/);
    const before = mocks.useOrderList.mock.lastCall?.[1] as DateRange;
    // A US date: before, the list quietly showed this month instead.
    fireEvent.change(from, { target: { value: '03/01/2025' } });
    fireEvent.click(screen.getByRole('button', { name: /Хайх/ }));
    expect(screen.getByTestId('store-orders-from-error').textContent).toBe('Эхлэх огноо: огноог он-сар-өдрөөр бичнэ үү, жишээ нь 2026-01-31.');
    expect(from.className).toContain('is-invalid');
    expect(mocks.useOrderList.mock.lastCall?.[1]).toEqual(before);
    // Written as asked: the message goes and the days apply.
    fireEvent.change(from, { target: { value: '20250301' } });
    fireEvent.change(screen.getByLabelText('Дуусах огноо'), { target: { value: '2025-3-31' } });
    fireEvent.click(screen.getByRole('button', { name: /Хайх/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mocks.useOrderList.mock.lastCall?.[1]).toEqual({ start: new Date(2025, 2, 1), end: new Date(2025, 2, 31, 23, 59, 59, 999) });
  });

  it('deletes only after the confirmation', async () => {
    mocks.orders = [order(1)];
    render(<StoreOrdersPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Захиалгыг устгах: Хэрэглэгч 1' }));
    expect(await screen.findByText('Захиалга устгахдаа итгэлтэй байна уу?')).toBeTruthy();
    expect(screen.getByText('Анхаар, энэ үйлдлийг буцаах боломжгүй.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByText('Захиалга устгахдаа итгэлтэй байна уу?')).toBeNull());
    expect(mocks.deleteOrder).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Захиалгыг устгах: Хэрэглэгч 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(mocks.deleteOrder).toHaveBeenCalledWith('o1', 'admin-1'));
  });

  it('shows how each order was paid, "not recorded" for older orders, and finds an order by its method', async () => {
    mocks.orders = [
      order(1, { order: { id: 'o1', payments: { cash: 145_000, card: 145_000, qpay: 0, bank: 0 } } as Order }),
      order(2, { order: { id: 'o2', payments: null } as Order }),
      order(3, { order: { id: 'o3', payments: { cash: 0, card: 0, qpay: 290_000, bank: 0 } } as Order }),
    ];
    render(<StoreOrdersPage />);
    const rows = within(screen.getByRole('table', { name: 'Дэлгүүрийн захиалга' })).getAllByRole('row').slice(1);
    const cell = (i: number) => within(rows[i]).getByTestId('order-payments');
    expect([...cell(0).querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Бэлэн 145,000', 'Карт 145,000']);
    expect(cell(1).textContent).toBe('Бүртгэгдээгүй');
    expect(cell(2).textContent).toBe('QPay 290,000');
    await userEvent.type(screen.getByRole('searchbox'), 'QPay');
    expect(within(screen.getByRole('table', { name: 'Дэлгүүрийн захиалга' })).getAllByRole('row')).toHaveLength(2);
  });

  it('reprints a row\'s receipt; one page toggle switches the paper 80 mm / 58 mm and the device remembers it', async () => {
    const o2 = { id: 'o2', payments: null } as Order;
    mocks.orders = [order(1), order(2, { order: o2 })];
    const { unmount } = render(<StoreOrdersPage />);
    const row = within(screen.getByRole('table', { name: 'Дэлгүүрийн захиалга' })).getAllByRole('row')[2];
    // No toggle per row: the print button prints on the device's width (read when printing).
    expect(within(row).queryByTestId('receipt-paper')).toBeNull();
    await userEvent.click(within(row).getByTestId('print-receipt'));
    expect(mocks.printReceipt).toHaveBeenCalledWith(o2, {});
    expect(within(row).getByTestId('print-receipt').getAttribute('aria-label')).toBe('o2 захиалгын баримт хэвлэх');

    const paper = screen.getByTestId('receipt-paper');
    expect(paper.textContent).toBe(' Цаасны өргөн: 80 мм');
    await userEvent.click(paper);
    expect(paper.textContent).toBe(' Цаасны өргөн: 58 мм');
    expect(localStorage.getItem('receiptPaper')).toBe('58');
    unmount();
    // Another screen on this device starts from the remembered width.
    render(<MerchantOrdersPage />);
    expect(screen.getByTestId('receipt-paper').getAttribute('data-paper')).toBe('58');
  });

  it('says No orders when empty (en)', async () => {
    await i18n.changeLanguage('en');
    render(<StoreOrdersPage />);
    expect(screen.getByText('No orders')).toBeTruthy();
  });
});

describe('MerchantOrdersPage', () => {
  it('filters by merchant (All, then by first name) and shows the filtered count of goods and total', async () => {
    mocks.orders = [order(1, { purchaseType: 'merchant', userId: 'm-t' })];
    mocks.totals = { orders: 4, goods: 9, soldTotal: 1_234_000, originalTotal: 1_300_000 };
    render(<MerchantOrdersPage />);
    expect(mocks.useOrderList.mock.lastCall?.[0]).toBe('merchant');
    expect(mocks.useOrderList.mock.lastCall?.[2]).toBe('all');
    const filter = screen.getByLabelText('Гэрээт борлуулагч') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['Бүгд', 'Ану', 'Төмөр']);
    expect(screen.getByTestId('merchant-goods').textContent).toBe('9');
    expect(screen.getByTestId('merchant-total').textContent).toBe('1,234,000₮');
    expect(screen.getByTestId('merchant-orders-count').textContent).toBe('4');

    await userEvent.selectOptions(filter, 'm-t');
    expect(mocks.useOrderList.mock.lastCall?.[2]).toBe('m-t');
    expect(mocks.useOrderTotals.mock.lastCall?.[2]).toBe('m-t');

    const table = screen.getByRole('table', { name: 'Гэрээт борлуулагчийн захиалга' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Нэр',
      'Утас',
      'Барааны тоо',
      'Анхны үнийн дүн',
      'Зарагдсан үнийн дүн',
      'Төлбөр',
      'Дэлгэрэнгүй',
      'Огноо',
      'Үйлдэл',
    ]);
    expect((screen.getByLabelText('Хуудсанд:') as HTMLSelectElement).value).toBe('10');
    await userEvent.click(within(table).getByRole('button', { name: 'Захиалгын дэлгэрэнгүй: Хэрэглэгч 1' }));
    expect(screen.getByRole('dialog', { name: 'detail' }).textContent).toContain('detail o1');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'detail' })).toBeNull();
  });

  it('shows the payment and reprints the receipt (en)', async () => {
    await i18n.changeLanguage('en');
    const o1 = { id: 'o1', payments: { cash: 0, card: 0, qpay: 0, bank: 290_000 } } as Order;
    mocks.orders = [order(1, { purchaseType: 'merchant', userId: 'm-t', order: o1 })];
    render(<MerchantOrdersPage />);
    const row = within(screen.getByRole('table', { name: 'Merchant orders' })).getAllByRole('row')[1];
    expect(within(row).getByTestId('order-payments').textContent).toBe('Bank transfer 290,000');
    await userEvent.click(within(row).getByRole('button', { name: 'Print the receipt of order o1' }));
    expect(mocks.printReceipt).toHaveBeenCalledWith(o1, {});
  });
});

describe('TransactionsPage', () => {
  const tx = (id: string, amount: number, extra: Partial<Transaction> = {}): Transaction => ({
    id,
    kind: amount < 0 ? 'refund' : 'sale',
    amount,
    orderId: 'o1',
    customerId: null,
    customerName: null,
    snapshotName: '',
    createdAtMs: new Date(2025, 10, 5, 10, 0, 0).getTime(),
    ...extra,
  });

  it('shows the customer, the amount (a refund negative and marked) and the date; 10 rows by default', () => {
    mocks.names = { c1: 'Дорж Болд' };
    mocks.transactions = [
      tx('t1', 250_000, { customerId: 'c1' }),
      tx('t2', -90_000, { customerId: 'hidden', snapshotName: 'Энхтуяа Батболд' }),
      tx('t3', 5_000),
    ];
    render(<TransactionsPage />);
    const table = screen.getByRole('table', { name: 'Гүйлгээ' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Харилцагч', 'Дүн', 'Төрөл', 'Огноо', 'Үйлдэл']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Дорж Болд')).toBeTruthy();
    expect(within(rows[0]).getByText('250,000₮')).toBeTruthy();
    expect(within(rows[1]).getByText('Энхтуяа Батболд')).toBeTruthy();
    expect(within(rows[1]).getByText('-90,000₮')).toBeTruthy();
    expect(within(rows[1]).getByTestId('transaction-amount').className).toContain('text-danger');
    expect(within(rows[1]).getByText('Буцаалт')).toBeTruthy();
    // No customer at all: a walk-in sale (docs/selling.md).
    expect(within(rows[2]).getByTestId('transaction-customer').textContent).toBe('Бүртгэлгүй үйлчлүүлэгч');
    expect(within(rows[0]).getByText('2025-11-05 10:00:00')).toBeTruthy();
    expect((screen.getByLabelText('Хуудсанд:') as HTMLSelectElement).value).toBe('10');
  });

  it('marks a counter exchange apart, an even one (0) too; a counter return is a refund (mn, en)', async () => {
    mocks.transactions = [
      tx('x1', 20_000, { kind: 'exchange', customerName: 'Дорж Болд' }),
      tx('x2', 0, { kind: 'exchange', customerName: 'Дорж Болд' }),
      tx('x3', -30_000, { kind: 'exchange', customerName: 'Дорж Болд' }),
      tx('r1', -100_000, { customerName: 'Дорж Болд' }),
    ];
    const { unmount } = render(<TransactionsPage />);
    let rows = within(screen.getByRole('table', { name: 'Гүйлгээ' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByTestId('transaction-type').textContent?.trim())).toEqual(['Солилт', 'Солилт', 'Солилт', 'Буцаалт']);
    expect(rows.map((r) => within(r).getByTestId('transaction-amount').textContent)).toEqual(['20,000₮', '0₮', '-30,000₮', '-100,000₮']);
    expect(within(rows[1]).getByTestId('transaction-amount').className).not.toContain('text-danger');
    expect(within(rows[1]).getByRole('button', { name: '0₮ гүйлгээг устгах' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en');
    render(<TransactionsPage />);
    rows = within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByTestId('transaction-type').textContent?.trim())).toEqual(['Exchange', 'Exchange', 'Exchange', 'Refund']);
  });

  it('deletes a transaction after the confirmation', async () => {
    mocks.transactions = [tx('t2', -90_000)];
    render(<TransactionsPage />);
    await userEvent.click(screen.getByRole('button', { name: '-90,000₮ гүйлгээг устгах' }));
    expect(await screen.findByText('Гүйлгээ устгахдаа итгэлтэй байна уу?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(mocks.deleteTransaction).toHaveBeenCalledWith('t2'));
  });
});
