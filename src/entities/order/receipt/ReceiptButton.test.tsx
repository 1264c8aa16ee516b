import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import i18n from '../../../i18n';
import type { Order } from '../order';

const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({ readDocument: vi.fn(), showFailure: vi.fn() }));
vi.mock('../../../firebase/queries', () => ({ readDocument: mocks.readDocument }));
vi.mock('../../../components/alerts', () => ({ showFailure: mocks.showFailure }));
// jsdom has no canvas for JsBarcode's text: a stand-in draws the value (the real bars are checked end to end).
vi.mock('jsbarcode', () => ({
  default: (svg: SVGElement, value: string) => {
    svg.setAttribute('data-value', value);
  },
}));

const { ReceiptButton, DeliverySlipButton } = await import('./ReceiptButton');

const ORDER = {
  id: 'ORD1',
  products: [{ id: 'p1', name: 'Гутал', sku: '100001', price: 110_000, originalPrice: 100_000, isNoat: true, size: '40', colors: [], categories: [], pics: [] }],
  purchaseType: 'store',
  pending_status: 'done',
  quantity: 1,
  soldTotalPrice: 110_000,
  originalTotalPrice: 100_000,
  userId: null,
  user: { firstName: '', lastName: '', phone: '' },
  contactName: '',
  contactNumber: '',
  locationId: 'store-1',
  locationName: 'Төв',
  createdUserId: 'u',
  createdUser: { firstName: 'Сараа', lastName: 'Б', role: 'Reception In City' },
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  payments: { cash: 110_000, card: 0, qpay: 0, bank: 0 },
  cashReceived: 120_000,
} as Order;

/** A stand-in print window: what is written into it, and whether print() and close() were called. */
function fakeWindow() {
  const written: string[] = [];
  const win = {
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    addEventListener: vi.fn(),
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
  return { win, written };
}

beforeEach(async () => {
  await i18n.changeLanguage('mn');
  localStorage.removeItem('receiptPaper');
  mocks.readDocument.mockReset();
  mocks.showFailure.mockReset();
});

describe('ReceiptButton', () => {
  it('opens the print window within the click, reads the store, writes the receipt on the chosen paper and prints', async () => {
    const { win, written } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    // The store; the order has no e-barimt job.
    mocks.readDocument.mockImplementation(async (ref: { path: string }) => (ref.path.startsWith('stores/') ? { name: 'Төв дэлгүүр', address: 'Хаяг 1', phone: '77001122' } : null));
    render(<ReceiptButton order={ORDER} withLabel />);
    expect(screen.getByTestId('print-receipt').textContent).toBe('Баримт хэвлэх');
    await userEvent.click(screen.getByTestId('receipt-paper'));
    expect(localStorage.getItem('receiptPaper')).toBe('58');
    await userEvent.click(screen.getByTestId('print-receipt'));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(win.print).toHaveBeenCalled());
    // The store document by the order's store id and the order's e-barimt job: two reads.
    expect(mocks.readDocument.mock.calls.map((c) => c[0].path).sort()).toEqual(['ebarimtReceipts/ORD1', 'stores/store-1']);
    const html = written.at(-1) ?? '';
    expect(html).toContain('data-paper="58"');
    expect(html).toContain('Төв дэлгүүр');
    expect(html).toContain('Бүртгэлгүй үйлчлүүлэгч');
    expect(html).toMatch(/<svg[^>]*data-value="ORD1"/);
    expect(html).not.toContain('receipt-ebarimt');
    expect(win.addEventListener).toHaveBeenCalledWith('afterprint', expect.any(Function));
    open.mockRestore();
  });

  it('reads the order when given only its id; says when it is missing or the window is blocked', async () => {
    const { win } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    mocks.readDocument.mockResolvedValueOnce(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReceiptButton order="gone" />);
    await userEvent.click(screen.getByTestId('print-receipt'));
    await waitFor(() => expect(mocks.showFailure).toHaveBeenCalledWith('Захиалга олдсонгүй.'));
    expect(mocks.readDocument.mock.calls[0]?.[0].path).toBe('orders/gone');
    expect(win.close).toHaveBeenCalled();
    expect(win.print).not.toHaveBeenCalled();

    open.mockReturnValue(null);
    await userEvent.click(screen.getByTestId('print-receipt'));
    await waitFor(() => expect(mocks.showFailure).toHaveBeenLastCalledWith(expect.stringContaining('Хэвлэх цонхыг хөтөч хаалаа')));
    expect(mocks.readDocument).toHaveBeenCalledTimes(1);
    open.mockRestore();
    error.mockRestore();
  });

  it('says the receipt could not be prepared when a read fails (en)', async () => {
    await i18n.changeLanguage('en');
    const { win } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    mocks.readDocument.mockRejectedValue(new Error('offline'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReceiptButton order={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print the receipt of order ORD1' }));
    await waitFor(() => expect(mocks.showFailure).toHaveBeenCalledWith(expect.stringContaining('The receipt could not be prepared')));
    expect(win.close).toHaveBeenCalled();
    open.mockRestore();
    error.mockRestore();
  });
});

describe('DeliverySlipButton', () => {
  it('prints the slip with the delivery point it is given, reading nothing; without its toggle on the remembered paper', async () => {
    localStorage.setItem('receiptPaper', '58');
    const { win, written } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    render(<DeliverySlipButton order={{ ...ORDER, purchaseType: 'delivery', contactName: 'Болд', address: 'Хаяг 2' }} pointName="Баянзүрх" paperToggle={false} />);
    expect(screen.queryByTestId('receipt-paper')).toBeNull();
    await userEvent.click(screen.getByTestId('print-slip'));
    expect(win.print).toHaveBeenCalled();
    expect(mocks.readDocument).not.toHaveBeenCalled();
    const html = written.at(-1) ?? '';
    expect(html).toContain('data-paper="58"');
    expect(html).toContain('Баянзүрх');
    expect(html).toContain('Хаяг 2');
    open.mockRestore();
  });
});
