import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { OpenSale } from '../../../entities/openSale/openSale';

installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({ useUnfinishedSales: vi.fn(), resumeOpenSale: vi.fn(), undoOpenSale: vi.fn(), confirmDialog: vi.fn() }));
vi.mock('../api/openSaleQueries', () => ({ useUnfinishedSales: api.useUnfinishedSales }));
vi.mock('../api/largeSaleWrites', () => ({ isRunningHere: () => false, resumeOpenSale: api.resumeOpenSale, undoOpenSale: api.undoOpenSale }));
vi.mock('../../../components/confirm', () => ({ confirmDialog: api.confirmDialog }));
vi.mock('../../../auth/AuthProvider', () => ({ useAuth: () => ({ state: { status: 'signedIn', user: { id: 'demo-manager', role: 'Manager', firstName: 'Энхтуяа', lastName: 'Батболд', locationId: null } } }) }));

const { UnfinishedSales } = await import('./UnfinishedSales');

const OPEN: OpenSale = {
  id: 'o1',
  purchaseType: 'store',
  locationId: 'store-darkhan',
  plannedIds: Array.from({ length: 24 }, (_, i) => `p${i}`),
  productIds: Array.from({ length: 8 }, (_, i) => `p${i}`),
  products: [],
  quantity: 8,
  soldTotalPrice: 960_000,
  originalTotalPrice: 960_000,
  resume: { buyerId: null, walkInPhone: '', noatIds: [], delivery: null, payments: null, cashReceived: null, lottery: null },
  createdUserId: 'demo-seller',
  createdUser: { firstName: 'Бат', lastName: 'Дорж', role: 'Reception In City' },
  createdAtMs: Date.UTC(2026, 10, 27, 4, 0),
  updatedAtMs: 0,
};

beforeEach(() => {
  api.useUnfinishedSales.mockReturnValue({ data: [OPEN], loading: false, error: null });
  api.resumeOpenSale.mockReset().mockResolvedValue({ orderId: 'o1', lotteryCode: null });
  api.undoOpenSale.mockReset().mockResolvedValue(undefined);
  api.confirmDialog.mockReset().mockResolvedValue(true);
});

describe('unfinished sales above the selling grids', () => {
  it('say how far the sale got, who started it and that nothing counts; Finish resumes it as the signed-in person', async () => {
    render(<UnfinishedSales />);
    const row = screen.getByTestId('unfinished-sale');
    expect(row.textContent).toContain('Дэлгүүрийн борлуулалт: эзэлсэн 8 / 24 бүтээгдэхүүн, 960,000₮');
    expect(row.textContent).toContain('Эхлүүлсэн: Дорж Бат');
    expect(row.textContent).toContain('дуусгах хүртэл юу ч зарагдсанд тооцогдохгүй.');
    await userEvent.click(within(row).getByTestId('unfinished-resume'));
    await waitFor(() => expect(screen.getByTestId('unfinished-done')).toBeTruthy());
    expect(api.resumeOpenSale.mock.calls[0][0]).toBe('o1');
    expect(api.resumeOpenSale.mock.calls[0][1]).toMatchObject({ id: 'demo-manager' });
  });

  it('Undo asks first; a product taken meanwhile on Finish is named', async () => {
    api.resumeOpenSale.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'StockConflictError', productName: 'Nike Air 40', reason: 'sold' }));
    render(<UnfinishedSales />);
    await userEvent.click(screen.getByTestId('unfinished-resume'));
    expect((await screen.findByTestId('unfinished-error')).textContent).toContain('Nike Air 40');
    api.confirmDialog.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByTestId('unfinished-undo'));
    expect(api.undoOpenSale).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('unfinished-undo'));
    await waitFor(() => expect(api.undoOpenSale).toHaveBeenCalledWith('o1'));
  });
});
