import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { AuditActor, AuditEntry } from '../../../entities/audit/audit';
import type { QueryState } from '../../../firebase/queries';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({
  list: null as null | {
    data: AuditEntry[];
    loading: boolean;
    error: Error | null;
    retry: () => void;
    page: number;
    hasNext: boolean;
    hasPrevious: boolean;
    next: () => void;
    previous: () => void;
    loadingMore: boolean;
    syncing: boolean;
  },
  people: { data: [], loading: false, error: null } as QueryState<AuditActor[]>,
  useAuditPage: vi.fn(),
}));

vi.mock('../api/auditQueries', () => ({ useAuditPage: mocks.useAuditPage, useAuditActors: () => mocks.people }));

const { default: AuditPage } = await import('./AuditPage');

const SARAA: AuditActor = { id: 'seller-1', name: 'Дорж Сараа', role: 'Reception In City' };
const OYUN: AuditActor = { id: 'manager-1', name: 'Бат Оюун', role: 'Manager' };

function entry(id: string, over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    kind: 'sale',
    detail: 'store',
    atMs: new Date(2026, 2, 10, 12, 5, 7).getTime(),
    actor: SARAA,
    place: { id: 'store-a', name: 'Төв дэлгүүр' },
    amount: 180_000,
    quantity: 2,
    oldPrice: null,
    newPrice: null,
    figures: { cash: 100_000, card: 80_000 },
    summary: 'Пүүз, Гутал',
    orderId: 'o1',
    source: 'orders/o1',
    ...over,
  };
}

function setList(rows: AuditEntry[], extra: Partial<NonNullable<typeof mocks.list>> = {}) {
  mocks.list = { data: rows, loading: false, error: null, retry: vi.fn(), page: 1, hasNext: false, hasPrevious: false, next: vi.fn(), previous: vi.fn(), loadingMore: false, syncing: false, ...extra };
}

/** The filter the page last asked the list for. */
const lastFilter = () => mocks.useAuditPage.mock.lastCall?.[1];

beforeEach(async () => {
  await i18n.changeLanguage('mn');
  mocks.people = { data: [OYUN, SARAA], loading: false, error: null };
  mocks.useAuditPage.mockReset();
  mocks.useAuditPage.mockImplementation(() => mocks.list);
  setList([]);
});

describe('AuditPage', () => {
  it('shows each entry: when, what, who, where and the figures in ₮, in Mongolian', () => {
    setList([
      entry('e1'),
      entry('e2', { kind: 'priceChange', detail: '', actor: null, amount: null, oldPrice: 100_000, newPrice: 85_000, figures: {}, summary: 'Пүүз 500001', orderId: null }),
      entry('e3', { kind: 'shiftClose', detail: '', amount: 139_000, quantity: null, figures: { expected: 140_000, difference: -1_000, sales: 3 }, summary: '№12', orderId: null }),
      entry('e4', { kind: 'refund', detail: '', actor: OYUN, amount: -80_000, quantity: 1, figures: {} }),
    ]);
    render(<AuditPage />);
    expect(screen.getByRole('heading', { name: 'Үйлдлийн бүртгэл' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Үйлдлийн бүртгэл' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);

    const [sale, price, shift, refund] = rows;
    expect(sale.textContent).toContain('2026-03-10');
    expect(sale.textContent).toContain('12:05:07');
    expect(sale.textContent).toContain('Борлуулалт');
    expect(sale.textContent).toContain('Пүүз, Гутал');
    expect(sale.textContent).toContain('Төв дэлгүүр');
    expect(sale.textContent).toContain('Дорж Сараа');
    expect(sale.textContent).toContain('Хотын худалдагч');
    expect(sale.textContent).toContain('180,000₮');
    expect(sale.textContent).toContain('2 ширхэг');
    expect(sale.textContent).toContain('Бэлэн:100,000₮');

    expect(price.textContent).toContain('Үнийн өөрчлөлт');
    expect(within(price).getByTestId('audit-actor-none').textContent).toBe('Бүртгэгдээгүй');
    expect(within(price).getByTestId('audit-price').textContent).toBe('Үнэ: 100,000₮ → 85,000₮');

    expect(shift.textContent).toContain('Ээлж хаалт');
    expect(shift.textContent).toContain('№12');
    expect(shift.textContent).toContain('Байх ёстой:140,000₮');
    expect(shift.textContent).toContain('Зөрүү:-1,000₮');
    expect(shift.textContent).toContain('Борлуулалтын тоо:3');

    expect(refund.textContent).toContain('Төлбөр буцаалт');
    expect(within(refund).getByTestId('audit-amount').className).toContain('text-danger');
    expect(refund.textContent).toContain('-80,000₮');
  });

  it('filters by person and kind on the server, newest first a page at a time', async () => {
    setList([entry('e1')], { hasNext: true });
    render(<AuditPage />);
    expect(lastFilter()).toEqual({ actorId: null, kind: null });
    const person = screen.getByLabelText('Ажилтан');
    expect(within(person).getAllByRole('option').map((o) => o.textContent)).toEqual(['Бүгд', 'Бат Оюун · Менежер', 'Дорж Сараа · Хотын худалдагч']);
    await userEvent.selectOptions(person, 'seller-1');
    expect(lastFilter()).toEqual({ actorId: 'seller-1', kind: null });
    await userEvent.selectOptions(screen.getByLabelText('Үйлдэл'), 'Устгал');
    expect(lastFilter()).toEqual({ actorId: 'seller-1', kind: 'deletion' });
    await userEvent.selectOptions(screen.getByLabelText('Ажилтан'), 'Бүгд');
    expect(lastFilter()).toEqual({ actorId: null, kind: 'deletion' });
    // The next page is the server's.
    expect(mocks.useAuditPage.mock.lastCall?.[2]).toBe(25);
    await userEvent.click(screen.getByTestId('page-next'));
    expect(mocks.list?.next).toHaveBeenCalled();
  });

  it('the date range: 1 January to today by default, Search applies another, an end before the start reads nothing', async () => {
    setList([entry('e1')]);
    render(<AuditPage />);
    const first = mocks.useAuditPage.mock.lastCall?.[0] as { start: Date; end: Date };
    expect(first.start.getMonth()).toBe(0);
    expect(first.start.getDate()).toBe(1);
    await userEvent.clear(screen.getByLabelText('Эхлэх огноо'));
    await userEvent.type(screen.getByLabelText('Эхлэх огноо'), '2026-03-01');
    await userEvent.clear(screen.getByLabelText('Дуусах огноо'));
    await userEvent.type(screen.getByLabelText('Дуусах огноо'), '2026-03-31');
    await userEvent.click(screen.getByTestId('range-search'));
    const range = mocks.useAuditPage.mock.lastCall?.[0] as { start: Date; end: Date };
    expect([range.start.getMonth(), range.start.getDate(), range.end.getDate()]).toEqual([2, 1, 31]);
    expect(mocks.useAuditPage.mock.lastCall?.[3]).toBe(true);

    await userEvent.clear(screen.getByLabelText('Эхлэх огноо'));
    await userEvent.type(screen.getByLabelText('Эхлэх огноо'), '2026-04-10');
    await userEvent.click(screen.getByTestId('range-search'));
    expect(screen.getByTestId('range-error')).toBeTruthy();
    expect(mocks.useAuditPage.mock.lastCall?.[3]).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loading, empty, and failed with Try again', async () => {
    setList([], { loading: true });
    const { unmount } = render(<AuditPage />);
    expect(screen.getByRole('status').textContent).toContain('Ачаалж байна...');
    unmount();

    setList([]);
    const empty = render(<AuditPage />);
    expect(screen.getByText('Энэ хугацаанд бүртгэл алга.')).toBeTruthy();
    empty.unmount();

    setList([], { error: new Error('denied') });
    render(<AuditPage />);
    expect(screen.getByTestId('audit-error').textContent).toContain('Бүртгэлийг ачаалж чадсангүй.');
    await userEvent.click(screen.getByTestId('table-retry'));
    expect(mocks.list?.retry).toHaveBeenCalled();
  });

  it('says when the people cannot be listed; in English too', async () => {
    mocks.people = { data: [], loading: false, error: new Error('denied') };
    setList([entry('e1', { actor: null, kind: 'deletion', detail: 'product' })]);
    render(<AuditPage />);
    expect(screen.getByText('Ажилтнуудын жагсаалтыг ачаалж чадсангүй.')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    expect(screen.getByText('Could not load the staff list.')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Audit trail' }));
    expect(table.getByText('Not recorded')).toBeTruthy();
    expect(table.getByText('Deletion')).toBeTruthy();
    expect(table.getByText('Product')).toBeTruthy();
  });
});
