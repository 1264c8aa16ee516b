import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../texts';
import { toProduct, type Product } from '../../../entities/product/product';
import type { StockCount } from '../domain/stockCount';
import { VISIBLE_ROWS } from './CodeList';

const api = vi.hoisted(() => ({
  readProductsBySkus: vi.fn<(codes: readonly string[], restrict: { locationId?: string }) => Promise<Product[]>>(),
  user: { isSeller: false, locationId: null as string | null },
}));
vi.mock('../api/stockCountQueries', () => ({ readProductsBySkus: api.readProductsBySkus }));
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => api.user }));

const { ClosedCount } = await import('./ClosedCount');

const code = (i: number) => String(400000 + i);
const product = (sku: string, locationId = 'store-1') => toProduct(`p-${sku}`, { name: `Гутал ${sku}`, size: '40', sku, locationId, locationType: 'store', locationName: locationId });
/** A closed count of a big store: 120 missing, 2 sold, 1 unknown. */
const MISSING = Array.from({ length: 120 }, (_, i) => code(i));
const SOLD = [code(500), code(501)];
const UNKNOWN = ['9999999'];
const COUNT: StockCount = {
  id: 'c1', locationId: 'store-1', locationType: 'store', locationName: 'Сүхбаатар салбар', status: 'closed',
  createdUserId: 'u1', createdUserName: 'U', createdAtMs: 1, updatedUserId: 'u1', updatedAtMs: 2, closedUserId: 'u1', closedAtMs: 2,
  expectedCount: 122, foundCount: 2, scanned: [code(600), code(601), ...SOLD, ...UNKNOWN], missing: MISSING, elsewhere: [], sold: SOLD, unknown: UNKNOWN,
};
/** The last missing code's product has since gone where the reader may not look. */
const GONE = MISSING[VISIBLE_ROWS - 1];

beforeEach(() => {
  api.user = { isSeller: false, locationId: null };
  api.readProductsBySkus.mockReset().mockImplementation(async (codes) => codes.filter((c) => c !== GONE).map((c) => product(c)));
});

describe('ClosedCount', () => {
  it('names the missing items on screen, reading only their codes; "show more" reads the next rows only', async () => {
    render(<ClosedCount count={COUNT} />);
    const missing = screen.getByTestId('list-missing-rows');
    await waitFor(() => expect(within(missing).getByText(`Гутал ${code(0)} · 40`)).toBeTruthy());
    // One request for the 50 rows shown (readProductsBySkus reads them 30 a query), none for the
    // unknown code or the closed lists.
    expect(api.readProductsBySkus).toHaveBeenCalledTimes(1);
    expect(api.readProductsBySkus).toHaveBeenCalledWith(MISSING.slice(0, VISIBLE_ROWS), { locationId: undefined, locationType: undefined });
    const row = (c: string) => missing.querySelector(`[data-code="${c}"]`)!;
    expect(row(code(0)).textContent).toBe(`${code(0)}Гутал ${code(0)} · 40`);
    expect(row(GONE).textContent).toContain('Нэр олдсонгүй');
    expect(row(code(VISIBLE_ROWS))).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Дахиад 70 харах' }));
    await waitFor(() => expect(within(screen.getByTestId('list-missing-rows')).getByText(`Гутал ${code(119)} · 40`)).toBeTruthy());
    expect(api.readProductsBySkus).toHaveBeenCalledTimes(2);
    expect(api.readProductsBySkus).toHaveBeenLastCalledWith(MISSING.slice(VISIBLE_ROWS), expect.anything());

    // A closed list is read when opened; the unknown code never.
    await userEvent.click(screen.getByRole('button', { name: /Зарагдсан гэж бүртгэлтэй/ }));
    await waitFor(() => expect(within(screen.getByTestId('list-sold-rows')).getByText(`Гутал ${SOLD[1]} · 40`)).toBeTruthy());
    expect(api.readProductsBySkus).toHaveBeenLastCalledWith(SOLD, expect.anything());
    const asked = api.readProductsBySkus.mock.calls.flatMap(([codes]) => codes);
    expect(asked).not.toContain(UNKNOWN[0]);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('a seller reads only its store, as the rules require', async () => {
    api.user = { isSeller: true, locationId: 'store-1' };
    render(<ClosedCount count={{ ...COUNT, missing: MISSING.slice(0, 3) }} />);
    await waitFor(() => expect(screen.getByText(`Гутал ${code(2)} · 40`)).toBeTruthy());
    expect(api.readProductsBySkus).toHaveBeenCalledWith(MISSING.slice(0, 3), { locationId: 'store-1', locationType: undefined });
  });
});
