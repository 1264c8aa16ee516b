import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { EbarimtSwitch } from './ebarimt';
import type { MissingReceiptCheck, MissingReceiptScope } from './missingReceiptQueries';

const state = vi.hoisted(() => ({
  setting: { data: null as EbarimtSwitch | null, loading: false, error: null as Error | null, retry: vi.fn() },
  check: { data: null as MissingReceiptCheck | null, loading: false, error: null as Error | null, retry: vi.fn() },
  scopes: [] as (MissingReceiptScope | null)[],
}));
vi.mock('./ebarimtQueries', () => ({ useEbarimtSwitch: () => state.setting }));
vi.mock('./missingReceiptQueries', () => ({
  useMissingReceipts: (scope: MissingReceiptScope | null) => {
    state.scopes.push(scope);
    return scope ? state.check : { data: null, loading: false, error: null, retry: state.check.retry };
  },
}));

const { MissingReceipts } = await import('./MissingReceipts');

const ON: EbarimtSwitch = { enabled: true, treatment: 'added', defaultClassificationCode: '6211100', enabledAt: Date.UTC(2026, 10, 20) };
const from = new Date(Date.UTC(2026, 10, 1));
const to = new Date(Date.UTC(2026, 10, 28));

beforeEach(() => {
  state.setting = { data: ON, loading: false, error: null, retry: vi.fn() };
  state.check = { data: null, loading: true, error: null, retry: vi.fn() };
  state.scopes = [];
});

describe('MissingReceipts: VAT sales without an issued e-barimt', () => {
  it('checks from when the e-barimt was switched on, not before, and says so while it reads', () => {
    render(<MissingReceipts from={from} to={to} storeId="store-a" />);
    expect(screen.getByTestId('missing-ebarimt-checking').textContent).toContain('НӨАТ-тэй борлуулалтыг шалгаж байна');
    expect(state.scopes.at(-1)).toEqual({ from: new Date(ON.enabledAt), to, treatment: 'added', storeId: 'store-a' });
  });

  it('checks nothing while the e-barimt is off, or for a period that ended before it was switched on', () => {
    state.setting.data = { ...ON, enabled: false };
    const { container, rerender } = render(<MissingReceipts from={from} to={to} storeId={null} />);
    expect(container.textContent).toBe('');
    state.setting.data = ON;
    rerender(<MissingReceipts from={from} to={new Date(ON.enabledAt - 1)} storeId={null} />);
    expect(container.textContent).toBe('');
    expect(state.scopes.every((s) => s === null)).toBe(true);
  });

  it('lists each sale with its order, total and why, in Mongolian; the store’s seller is told to ask a Manager', () => {
    state.check = {
      data: {
        checked: 5,
        missing: [
          { jobId: 'o-1', orderId: 'o-1', purchaseType: 'store', locationName: 'Төв дэлгүүр', createdAt: ON.enabledAt + 60_000, productIds: ['p1', 'p2'], total: 220_000, reason: 'noJob' },
          { jobId: 'r-1-new', orderId: 'o-2', purchaseType: 'store', locationName: 'Төв дэлгүүр', createdAt: ON.enabledAt + 120_000, productIds: ['p3'], total: 110_000, reason: 'failed' },
        ],
      },
      loading: false,
      error: null,
      retry: vi.fn(),
    };
    render(<MissingReceipts from={from} to={to} storeId="store-a" />);
    expect(screen.getByTestId('missing-ebarimt').textContent).toContain('2 борлуулалтад и-баримт олгогдоогүй байна');
    expect(screen.getByTestId('missing-ebarimt').textContent).toContain('Менежерт хэлнэ үү');
    const rows = screen.getAllByTestId('missing-ebarimt-sale');
    expect(rows.map((r) => [r.getAttribute('data-order-id'), r.getAttribute('data-reason')])).toEqual([
      ['o-1', 'noJob'],
      ['o-2', 'failed'],
    ]);
    expect(rows[0].textContent).toContain('И-баримтын ажил бичигдээгүй');
    expect(rows[0].textContent).toContain('220,000');
    expect(rows[1].textContent).toContain('солилтын шинэ бараа');
  });

  it('says when every VAT sale of the period has its e-barimt', () => {
    state.check = { data: { checked: 12, missing: [] }, loading: false, error: null, retry: vi.fn() };
    render(<MissingReceipts from={from} to={to} storeId={null} />);
    expect(screen.getByTestId('missing-ebarimt-none').textContent).toContain('НӨАТ-тэй 12 борлуулалт бүгд и-баримттай');
  });

  it('a failed check says so with Try again', () => {
    state.check = { data: null, loading: false, error: new Error('unavailable'), retry: vi.fn() };
    render(<MissingReceipts from={from} to={to} storeId={null} />);
    expect(screen.getByTestId('missing-ebarimt-failed').textContent).toContain('шалгаж чадсангүй');
    fireEvent.click(screen.getByRole('button', { name: 'Дахин оролдох' }));
    expect(state.check.retry).toHaveBeenCalledTimes(1);
  });
});
