import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../texts';
import { CodeList, VISIBLE_ROWS, type CodeRow } from './CodeList';

const ROWS: CodeRow[] = Array.from({ length: 2000 }, (_, i) => ({ code: String(300000 + i), name: `Item ${i}` }));

describe('CodeList', () => {
  it('a 2,000-row list renders 50 rows, grows by "show more", and builds rows only while open', async () => {
    const rows = vi.fn(() => ROWS);
    const t0 = performance.now();
    render(<CodeList kind="missing" title="Missing" hint="" rows={rows} total={ROWS.length} color="danger" defaultOpen />);
    const t1 = performance.now();
    const list = screen.getByTestId('list-missing-rows');
    expect(within(list).getAllByRole('listitem')).toHaveLength(VISIBLE_ROWS);
    expect(screen.getByTestId('list-missing-count').textContent).toBe('2000');
    await userEvent.click(screen.getByRole('button', { name: 'Дахиад 200 харах' }));
    expect(within(screen.getByTestId('list-missing-rows')).getAllByRole('listitem')).toHaveLength(VISIBLE_ROWS + 200);
    console.info(`CodeList: first render of a 2,000-row list ${(t1 - t0).toFixed(1)} ms (jsdom)`);
    // Closed: nothing is built.
    rows.mockClear();
    await userEvent.click(screen.getByRole('button', { name: /Missing/ }));
    expect(screen.queryByTestId('list-missing-rows')).toBeNull();
    expect(rows).not.toHaveBeenCalled();
  });
});
