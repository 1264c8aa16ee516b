import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { StockReturn } from '../../../entities/stockReturn/stockReturn';

installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({ useUnfinishedReturns: vi.fn(), finishStockReturn: vi.fn() }));
vi.mock('../api/stockReturnQueries', () => ({ useUnfinishedReturns: api.useUnfinishedReturns }));
vi.mock('../api/largeDeliveryWrites', () => ({ isReturningHere: () => false, finishStockReturn: api.finishStockReturn }));

const { UnfinishedReturns } = await import('./UnfinishedReturns');

const RETURN: StockReturn = {
  id: 'order-60',
  reason: 'refused',
  status: 'returning',
  productIds: ['p1', 'p2', 'p3'],
  counted: 3,
  lastLine: 40,
  quantity: 3,
  soldTotalPrice: 300_000,
  originalTotalPrice: 300_000,
  transactionId: 't1',
  createdUserId: 'demo-courier',
  createdAtMs: 0,
  updatedAtMs: 0,
};
const VIEWER = { id: 'demo-manager', role: 'Manager' as const };

beforeEach(() => {
  api.useUnfinishedReturns.mockReturnValue({ data: [RETURN], loading: false, error: null });
  api.finishStockReturn.mockReset().mockResolvedValue(undefined);
});

describe('unfinished returns above the delivery tables', () => {
  it('names the order and what is left, says the money is settled; Finish finishes it', async () => {
    render(<UnfinishedReturns viewer={VIEWER} />);
    const row = screen.getByTestId('unfinished-return');
    expect(row.textContent).toContain('Хүргэлт order-60: хэрэглэгчийн буцаасан бараа нөөцөд буцаж ороогүй');
    expect(row.textContent).toContain('Үлдсэн бараа: 3');
    expect(row.textContent).toContain('Төлбөр, тооцоо бүртгэгдсэн');
    await userEvent.click(within(row).getByTestId('unfinished-return-finish'));
    await waitFor(() => expect(screen.getByTestId('unfinished-return-done').textContent).toBe('Бараа бүгд нөөцөд буцаж орлоо.'));
    expect(api.finishStockReturn.mock.calls[0][0]).toBe('order-60');
  });

  it('a failure says so under the order and leaves Finish to try again', async () => {
    api.finishStockReturn.mockRejectedValueOnce(new Error('offline'));
    render(<UnfinishedReturns viewer={VIEWER} />);
    await userEvent.click(screen.getByTestId('unfinished-return-finish'));
    expect((await screen.findByTestId('unfinished-return-error')).textContent).toBe('Дуусгаж чадсангүй. Дахин оролдоно уу.');
    expect((screen.getByTestId('unfinished-return-finish') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows nothing when no return is unfinished', () => {
    api.useUnfinishedReturns.mockReturnValue({ data: [], loading: false, error: null });
    const { container } = render(<UnfinishedReturns viewer={VIEWER} />);
    expect(container.innerHTML).toBe('');
  });
});
