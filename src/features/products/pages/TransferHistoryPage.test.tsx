import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { DateRange, TransferLog } from '../domain/transferHistory';

installJsdomStubs();

const mocks = vi.hoisted(() => ({ useTransferHistory: vi.fn(), rows: [] as TransferLog[] }));
vi.mock('../api/transferLogQueries', () => ({ useTransferHistory: mocks.useTransferHistory }));

const { default: TransferHistoryPage } = await import('./TransferHistoryPage');

const log = (i: number): TransferLog => ({
  id: `l${i}`,
  productId: `p${i}`,
  productName: `Бараа ${i}`,
  sku: String(100000 + i),
  picUrl: i === 1 ? 'http://x/a.png' : null,
  prevLocationName: 'Төв агуулах',
  currentLocationName: 'Дархан салбар',
  updatedAtMs: new Date(2025, 5, 9, 8, 5, i % 60).getTime(),
});

const lastRange = (): DateRange => mocks.useTransferHistory.mock.lastCall?.[0] as DateRange;

beforeEach(() => {
  mocks.rows = [];
  mocks.useTransferHistory.mockReset().mockImplementation(() => ({
    data: mocks.rows,
    loading: false,
    error: null,
    hasNext: false,
    loadingMore: false,
    next: () => undefined,
  }));
});

describe('TransferHistoryPage', () => {
  it('shows the columns, 10 rows by default and dates as YYYY-MM-DD HH:mm:ss', () => {
    mocks.rows = Array.from({ length: 12 }, (_, i) => log(i + 1));
    render(<TransferHistoryPage />);
    const table = screen.getByRole('table', { name: 'Шилжүүлгийн түүх' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Зураг', 'Нэр', 'Баркод', 'Өмнөх байршил', 'Одоогийн байршил', 'Шилжүүлсэн огноо']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    expect(within(table).getByRole('img', { name: 'Бараа 1 зураг' })).toBeTruthy();
    expect(within(table).getByText('2025-06-09 08:05:01')).toBeTruthy();
    expect((screen.getByLabelText('Хуудсанд:') as HTMLSelectElement).value).toBe('10');
  });

  it('starts with 1 January 00:00 until now and ignores an invalid date on Search', () => {
    render(<TransferHistoryPage />);
    const first = lastRange();
    const year = new Date().getFullYear();
    expect(first.start).toEqual(new Date(year, 0, 1));
    expect(Math.abs(first.end.getTime() - Date.now())).toBeLessThan(5000);
    expect((screen.getByLabelText('Эхлэх огноо') as HTMLInputElement).value).toBe(`${year}-01-01T00:00`);

    fireEvent.change(screen.getByLabelText('Эхлэх огноо'), { target: { value: '2024-03-01T08:00' } });
    fireEvent.change(screen.getByLabelText('Дуусах огноо'), { target: { value: '2024-03-31T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(lastRange().start).toEqual(new Date(2024, 2, 1, 8, 0));
    expect(lastRange().end).toEqual(new Date(2024, 2, 31, 18, 0, 59, 999));

    // An emptied (invalid) start falls back to its default.
    fireEvent.change(screen.getByLabelText('Эхлэх огноо'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(lastRange().start).toEqual(new Date(year, 0, 1));
  });

  it('says No transfer history when empty (en)', async () => {
    await i18n.changeLanguage('en');
    render(<TransferHistoryPage />);
    expect(screen.getByText('No transfer history')).toBeTruthy();
  });
});
