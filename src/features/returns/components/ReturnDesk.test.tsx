import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { checkProfile } from '../../../auth/sessionUser';
import type { Order, OrderProduct } from '../../../entities/order/order';
import type { Product } from '../../../entities/product/product';

installJsdomStubs();

// The business's window as the listener has it: loading, then 0 days (a sale of today is past it).
const setting = vi.hoisted(() => ({ loading: true, data: 14 }));
const LINE: OrderProduct = { id: 'p1', name: 'Пүүз', sku: '123456', price: 150_000, originalPrice: 150_000, isNoat: false, size: '40', colors: [], categories: [], pics: [] };
vi.mock('../api/returnQueries', () => ({
  useReturnWindow: () => ({ loading: setting.loading, data: setting.data, error: null }),
  useOrderBackground: () => ({
    data: {
      sales: [{ productId: 'p1', product: LINE }],
      products: new Map([['p1', { id: 'p1', name: 'Пүүз', sku: '123456', price: 150_000, originalPrice: 150_000, isSold: true, orderId: 'o1', locationType: 'store', locationId: 'store-1' } as Product]]),
    },
    loading: false,
    error: null,
    retry: () => undefined,
  }),
  useOrderReturns: () => ({ data: [], loading: false, error: null, retry: () => undefined }),
  useReturnRequest: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
}));
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({
  useReturnEbarimts: () => ({ data: [], loading: false, error: null, retry: () => undefined }),
  useEbarimtReceipt: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useEbarimtPrint: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useQrSvg: () => '',
}));
// The trusted command, as the network answers it: the first call's answer is lost, the retry gets it.
const command = vi.hoisted(() => ({ calls: [] as { plan: { lines: { id: string }[] }; key: string }[], answers: [] as (() => unknown)[] }));
vi.mock('../api/returnCommands', async (importActual) => ({
  ...(await importActual<typeof import('../api/returnCommands')>()),
  returnThroughCommand: async (plan: { lines: { id: string }[] }, key: string) => {
    command.calls.push({ plan, key });
    return command.answers.shift()!();
  },
}));
const { ReturnDesk } = await import('./ReturnDesk');
const { CommandCallError } = await import('../../../entities/command/callCommand');

const order: Order = {
  id: 'o1',
  products: [LINE],
  purchaseType: 'store',
  pending_status: 'done',
  quantity: 1,
  soldTotalPrice: 150_000,
  originalTotalPrice: 150_000,
  userId: null,
  user: null,
  locationId: 'store-1',
  locationName: 'Сүхбаатар салбар',
  createdUserId: 's',
  createdUser: { firstName: '', lastName: '', role: '' },
  createdAt: Timestamp.fromMillis(Date.now() - 60_000),
};
const check = checkProfile('seller-1', { role: 'Reception In City', isActive: true, firstName: 'Сараа', locationId: 'store-1', locationType: 'store' });
if (!check.ok) throw new Error('seller profile');
const seller = check.user;

function desk() {
  return render(<ReturnDesk start={{ order, picked: ['p1'], approval: null }} user={seller} finder={{ role: 'Reception In City', storeId: 'store-1' }} onClose={() => undefined} onNextScan={() => undefined} />);
}

describe('ReturnDesk', () => {
  it('until the window is read it says so and offers no Return (never "14 days" first); then a sale of today under a 0-day window needs a Manager', () => {
    setting.loading = true;
    setting.data = 14;
    const { rerender } = desk();
    const state = screen.getByTestId('return-window-state');
    expect(state.getAttribute('data-permission')).toBe('loading');
    expect(state.textContent).toContain('Буцаах хугацааг шалгаж байна');
    expect(state.textContent).not.toContain('14');
    expect((screen.getByTestId('return-complete') as HTMLButtonElement).disabled).toBe(true);

    setting.loading = false;
    setting.data = 0;
    rerender(<ReturnDesk start={{ order, picked: ['p1'], approval: null }} user={seller} finder={{ role: 'Reception In City', storeId: 'store-1' }} onClose={() => undefined} onNextScan={() => undefined} />);
    expect(screen.getByTestId('return-window-state').getAttribute('data-permission')).toBe('approval');
    expect(screen.queryByTestId('return-complete')).toBeNull();
    expect(screen.getByTestId('return-ask')).toBeTruthy();
  });

  it('completes through the command with one key per attempt: a retry after a lost answer keeps its key; the done screen shows what the server stored', async () => {
    setting.loading = false;
    setting.data = 14;
    command.calls = [];
    command.answers = [
      () => {
        throw new CommandCallError('unavailable', null, 'lost');
      },
      () => ({
        returnId: 'r1',
        transactionId: 't1',
        kind: 'return',
        returnedTotal: 150_000,
        newTotal: 0,
        difference: -150_000,
        voidedLotteryId: null,
        payments: { cash: 0, card: 0, qpay: 0, bank: 0 },
        cashReceived: null,
        paidBack: { cash: 0, card: 150_000, qpay: 0, bank: 0 },
        newLines: [],
      }),
    ];
    desk();
    await act(async () => fireEvent.click(screen.getByTestId('return-complete')));
    expect(screen.getByTestId('return-error')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('return-complete')));
    expect(command.calls).toHaveLength(2);
    expect(command.calls[0].plan.lines.map((l) => l.id)).toEqual(['p1']);
    expect(command.calls[1].key).toBe(command.calls[0].key);
    expect(command.calls[0].key).toMatch(/^[A-Za-z0-9]{24}$/);
    const done = screen.getByTestId('return-done');
    expect(done.getAttribute('data-kind')).toBe('return');
    expect(screen.getByTestId('return-done-amount').textContent).toContain('150,000');
    expect(done.textContent).toContain('150,000');
  });

  it("a refusal is said in the desk's words; the same return tried again keeps its key", async () => {
    setting.loading = false;
    setting.data = 14;
    command.calls = [];
    const { ReturnInputError } = await import('../domain/returnCommands');
    const refused = () => {
      throw new ReturnInputError('notAllowed');
    };
    command.answers = [refused, refused];
    desk();
    await act(async () => fireEvent.click(screen.getByTestId('return-complete')));
    expect(screen.getByTestId('return-error').textContent).toContain('буцааж');
    // Untick and tick again: the same request, the same key.
    fireEvent.click(screen.getByTestId('return-line-pick'));
    fireEvent.click(screen.getByTestId('return-line-pick'));
    await act(async () => fireEvent.click(screen.getByTestId('return-complete')));
    expect(command.calls).toHaveLength(2);
    expect(command.calls[1].key).toBe(command.calls[0].key);
  });
});
