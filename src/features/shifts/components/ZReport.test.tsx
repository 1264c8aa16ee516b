import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { NO_FIGURES, toShift } from '../../../entities/shift/shift';
import type { MissingReceiptsProps } from '../../../entities/ebarimt/MissingReceipts';

const asked = vi.hoisted(() => [] as MissingReceiptsProps[]);
vi.mock('../../../entities/ebarimt/MissingReceipts', () => ({
  MissingReceipts: (props: MissingReceiptsProps) => {
    asked.push(props);
    return <div data-testid="missing-ebarimt-stub" />;
  },
}));
vi.mock('../api/shiftQueries', () => ({ useShiftMoves: () => ({ data: [], loading: false, error: null, retry: () => undefined }) }));

const { ZReportOf } = await import('./ZReport');

describe('ZReportOf', () => {
  it("lists the shift's VAT sales without an issued e-barimt: its store, from its opening to its close", () => {
    const openedAt = Timestamp.fromMillis(Date.UTC(2026, 10, 29, 1, 0));
    const closedAt = Timestamp.fromMillis(Date.UTC(2026, 10, 29, 11, 0));
    const shift = toShift('store-a-7', { storeId: 'store-a', storeName: 'Төв', no: 7, status: 'closed', openedAt, closedAt, float: 0, figures: NO_FIGURES, countedCash: 0, expectedCash: 0, difference: 0 });
    render(<ZReportOf shift={shift} />);
    expect(screen.getByTestId('z-report').contains(screen.getByTestId('missing-ebarimt-stub'))).toBe(true);
    expect(asked.at(-1)).toEqual({ from: openedAt.toDate(), to: closedAt.toDate(), storeId: 'store-a' });
  });
});
