import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { StockMove } from '../../../entities/stockMove/stockMove';

installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({ useUnfinishedMoves: vi.fn(), resumeMove: vi.fn(), undoMove: vi.fn(), confirmDialog: vi.fn() }));
vi.mock('../api/stockMoveQueries', () => ({ useUnfinishedMoves: api.useUnfinishedMoves }));
vi.mock('../../../entities/product/largeMove', () => ({ isMoveRunningHere: () => false, resumeMove: api.resumeMove, undoMove: api.undoMove }));
vi.mock('../../../components/confirm', () => ({ confirmDialog: api.confirmDialog }));

const { UnfinishedMoves } = await import('./UnfinishedMoves');

const MOVE: StockMove = {
  id: 'm1',
  target: { locationType: 'store', locationId: 'store-darkhan', locationName: 'Дархан салбар' },
  plannedIds: Array.from({ length: 200 }, (_, i) => `p${i}`),
  productIds: Array.from({ length: 24 }, (_, i) => `p${i}`),
  from: [],
  status: 'open',
  createdUserId: 'demo-manager',
  createdAtMs: Date.UTC(2026, 10, 27, 4, 0),
  updatedAtMs: 0,
};

beforeEach(() => {
  api.useUnfinishedMoves.mockReturnValue({ data: [MOVE], loading: false, error: null });
  api.resumeMove.mockReset().mockResolvedValue(undefined);
  api.undoMove.mockReset().mockResolvedValue(undefined);
  api.confirmDialog.mockReset().mockResolvedValue(true);
});

describe('unfinished moves above the grid', () => {
  it('says how far the move got and that nothing moved; Finish resumes it', async () => {
    const onChanged = vi.fn();
    render(<UnfinishedMoves onChanged={onChanged} />);
    const row = screen.getByTestId('unfinished-move');
    expect(row.textContent).toContain('Шилжүүлэг, шинэ байршил: «Дархан салбар»: 200 бүтээгдэхүүнээс 24 нь замд гарсан');
    expect(row.textContent).toContain('дуусгах хүртэл юу ч шилжихгүй.');
    await userEvent.click(within(row).getByTestId('unfinished-move-resume'));
    await waitFor(() => expect(screen.getByTestId('unfinished-move-done').textContent).toBe('Шилжүүлгийг дуусгалаа. Шинэ байршил: «Дархан салбар».'));
    expect(api.resumeMove.mock.calls[0][0]).toBe('m1');
    expect(onChanged).toHaveBeenCalled();
  });

  it('Undo asks first, then undoes; a failure names its cause under the move', async () => {
    api.confirmDialog.mockResolvedValueOnce(false);
    render(<UnfinishedMoves />);
    await userEvent.click(screen.getByTestId('unfinished-move-undo'));
    expect(api.undoMove).not.toHaveBeenCalled();
    api.undoMove.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    await userEvent.click(screen.getByTestId('unfinished-move-undo'));
    expect((await screen.findByTestId('unfinished-move-error')).textContent).toBeTruthy();
    await userEvent.click(screen.getByTestId('unfinished-move-undo'));
    await waitFor(() => expect(screen.getByTestId('unfinished-move-done')).toBeTruthy());
    expect(api.undoMove).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without unfinished moves', () => {
    api.useUnfinishedMoves.mockReturnValue({ data: [], loading: false, error: null });
    const { container } = render(<UnfinishedMoves />);
    expect(container.textContent).toBe('');
  });
});
