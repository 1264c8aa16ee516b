import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initializeApp } from 'firebase/app';
import { Timestamp, getFirestore, queryEqual, type Query } from 'firebase/firestore';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { ReadState, Viewer } from '../domain/notifications';
import { toDiscountRequest, type DiscountRequest } from '../../../entities/discountRequest/discountRequest';
import type { Order } from '../../../entities/order/order';
import { toReturnRequest, type ReturnRequest } from '../../../entities/saleReturn/saleReturn';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

// The api builds its queries on this instance (never connected: the read hooks below are stand-ins).
const fake = vi.hoisted(() => ({
  db: null as unknown,
  /** What each listener delivers, found by comparing its query with the api's own. */
  lists: [] as { query: Query<unknown>; data: unknown[] }[],
  read: null as ReadState | null,
  readLoading: false,
  setDoc: vi.fn(),
}));
vi.mock('../../../firebase/firestore', () => {
  fake.db = getFirestore(initializeApp({ projectId: 'demo-bell', apiKey: 'test' }, 'bell-test'));
  return { db: fake.db };
});
vi.mock('../../../firebase/queries', () => ({
  useLiveQuery: (q: Query<unknown> | null) => ({
    data: q ? (fake.lists.find((l) => queryEqual(l.query, q))?.data ?? []) : [],
    loading: false,
    error: null,
  }),
  useDocument: () => ({ data: fake.readLoading ? null : fake.read, loading: fake.readLoading, error: null }),
}));
vi.mock('firebase/firestore', async (original) => ({ ...(await original<typeof import('firebase/firestore')>()), setDoc: fake.setDoc }));

const { default: NotificationBell } = await import('./NotificationBell');
const { orderNotesQuery, requestNotesQuery, returnNotesQuery } = await import('../api/notificationQueries');
const { toOrder } = await import('../../../entities/order/orderDoc');

const NOW = Date.now();
const MIN = 60_000;
const ADMIN: Viewer = { id: 'u-admin', role: 'Admin' };

/** A pending discount request as the listener delivers it (read through the entity's mapper). */
function request(id: string, minutesAgo: number): DiscountRequest {
  const at = Timestamp.fromMillis(NOW - minutesAgo * MIN);
  return toDiscountRequest(id, {
    state: 'pending',
    product: { name: `Гутал ${id}`, size: '38' },
    requestPrice: 90000,
    createdUser: { firstName: 'Сарангэрэл', lastName: 'Мөнхбат' },
    locationName: 'Сүхбаатар салбар',
    createdUserId: 'u-seller',
    createdAt: at,
    updatedAt: at,
  });
}

/** A late return's request as its listener delivers it (read through the entity's mapper). */
function returnRequest(id: string, minutesAgo: number, over: Record<string, unknown> = {}): ReturnRequest {
  return toReturnRequest(id, {
    orderId: `o-${id}`,
    productIds: ['p1'],
    returnedTotal: 180000,
    reason: 'Хэмжээ таарсангүй',
    state: 'pending',
    locationId: 'store-1',
    locationName: 'Сүхбаатар салбар',
    contactName: 'Бат Дорж',
    createdUserId: 'u-seller',
    createdUser: { firstName: 'Сарангэрэл', lastName: 'Мөнхбат', role: 'Reception In City' },
    createdAt: Timestamp.fromMillis(NOW - minutesAgo * MIN),
    ...over,
  });
}

/** A delivery order as its listener delivers it: the entity's Order. */
function order(id: string, minutesAgo: number): Order {
  return toOrder(id, { contactName: `Бат ${id}`, address: '1-р хороо', soldTotalPrice: 250000, quantity: 2, createdAt: Timestamp.fromMillis(NOW - minutesAgo * MIN) });
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBell(viewer: Viewer = ADMIN) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <NotificationBell user={viewer} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What the last read-state write stored, as the listener would deliver it back. */
function lastWrite(): ReadState {
  const data = fake.setDoc.mock.lastCall?.[1] as { readUpTo: Timestamp; ids: string[] };
  return { readUpToMs: data.readUpTo.toMillis(), ids: data.ids };
}

beforeEach(() => {
  fake.read = null;
  fake.readLoading = false;
  fake.setDoc.mockReset().mockResolvedValue(undefined);
  fake.lists = [
    { query: requestNotesQuery('discountPending', ADMIN) as Query<unknown>, data: [request('r1', 3), request('r2', 90)] },
    { query: orderNotesQuery('awaitingCourier', ADMIN) as Query<unknown>, data: [order('o1', 30)] },
  ];
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell and the entries, newest first, with what, how much and when', async () => {
    renderBell();
    const bell = screen.getByTestId('notifications');
    expect(within(bell).getByTestId('notifications-badge').textContent).toBe('3');
    expect(bell.getAttribute('aria-label')).toBe('Мэдэгдэл, 3 уншаагүй');
    await userEvent.click(bell);
    expect(screen.getByTestId('notifications-menu').classList.contains('show')).toBe(true);
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.kind)).toEqual(['discountPending', 'awaitingCourier', 'discountPending']);
    expect(items[0].textContent).toContain('Хямдралын шинэ хүсэлт');
    expect(items[0].textContent).toContain('Гутал r1 (38)');
    expect(items[0].textContent).toContain('Мөнхбат Сарангэрэл · Сүхбаатар салбар');
    expect(items[0].textContent).toContain('Хүссэн үнэ: 90,000₮');
    expect(items[0].textContent).toContain('3 минутын өмнө');
    expect(items[1].textContent).toContain('Хүргэгч хүлээж буй захиалга');
    expect(items[1].textContent).toContain('Нийт дүн: 250,000₮ · 2 бүтээгдэхүүн');
    expect(items[1].textContent).toContain('30 минутын өмнө');
    expect(items[2].textContent).toContain('1 цагийн өмнө');
    expect(items.every((i) => i.dataset.unread === 'true')).toBe(true);
  });

  it('no badge when everything is read; the list says so when empty', async () => {
    fake.read = { readUpToMs: NOW, ids: [] };
    const { unmount } = renderBell();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(screen.getByTestId('notifications').getAttribute('aria-label')).toBe('Мэдэгдэл');
    await userEvent.click(screen.getByTestId('notifications'));
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    fake.lists = [];
    renderBell();
    await userEvent.click(screen.getByTestId('notifications'));
    expect(screen.getByText('Шинэ мэдэгдэл алга')).toBeTruthy();
  });

  it('mark all read stores readUpTo = the newest entry and no single keys; the badge goes', async () => {
    const { rerender } = renderBell();
    await userEvent.click(screen.getByTestId('notifications'));
    await userEvent.click(screen.getByTestId('notifications-mark-all'));
    expect(fake.setDoc).toHaveBeenCalledTimes(1);
    expect(fake.setDoc.mock.lastCall?.[0].path).toBe('notificationReads/u-admin');
    expect(lastWrite()).toEqual({ readUpToMs: NOW - 3 * MIN, ids: [] });
    fake.read = lastWrite();
    rerender(
      <MemoryRouter>
        <NotificationBell user={ADMIN} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('clicking an entry marks it alone read and opens its screen', async () => {
    renderBell();
    await userEvent.click(screen.getByTestId('notifications'));
    await userEvent.click(screen.getAllByTestId('notification-item')[1]);
    expect(screen.getByTestId('where').textContent).toBe('/delivery-orders');
    expect(lastWrite()).toEqual({ readUpToMs: 0, ids: [`awaitingCourier:o1:${NOW - 30 * MIN}`] });
    expect(screen.getByTestId('notifications-menu').classList.contains('show')).toBe(false); // the list closed
    await act(async () => {
      fake.read = lastWrite();
    });
    await userEvent.click(screen.getByTestId('notifications'));
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
    expect(screen.getAllByTestId('notification-item').map((i) => i.dataset.unread)).toEqual(['true', 'false', 'true']);
    // Opening a read entry writes nothing.
    await userEvent.click(screen.getAllByTestId('notification-item')[1]);
    expect(fake.setDoc).toHaveBeenCalledTimes(1);
    // Once the document exists, only the keys are written (merged): readUpTo stays as stored.
    await userEvent.click(screen.getByTestId('notifications'));
    await userEvent.click(screen.getAllByTestId('notification-item')[0]);
    expect(screen.getByTestId('where').textContent).toBe('/discount-requests');
    expect(fake.setDoc).toHaveBeenCalledTimes(2);
    const [, data, options] = fake.setDoc.mock.lastCall ?? [];
    expect(options).toEqual({ merge: true });
    expect(Object.keys(data as object).sort()).toEqual(['ids', 'updatedAt']);
    expect((data as { ids: string[] }).ids).toEqual([`awaitingCourier:o1:${NOW - 30 * MIN}`, `discountPending:r1:${NOW - 3 * MIN}`]);
  });

  it('until the read state has arrived, nothing is marked (it would start from nothing read); opening still navigates', async () => {
    fake.readLoading = true;
    renderBell();
    await userEvent.click(screen.getByTestId('notifications'));
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getAllByTestId('notification-item')[0]);
    expect(screen.getByTestId('where').textContent).toBe('/discount-requests');
    expect(fake.setDoc).not.toHaveBeenCalled();
  });

  it('a seller gets their answered requests only, leading to the product grid; in English', async () => {
    await i18n.changeLanguage('en');
    const seller: Viewer = { id: 'u-seller', role: 'Reception In City' };
    fake.lists = [
      {
        query: requestNotesQuery('discountAnswered', seller) as Query<unknown>,
        data: [{ ...request('r1', 5), state: 'confirmed', approvedPrice: 95000 }, { ...request('r2', 1), state: 'cancelled', cancelledUserId: 'u-admin' }],
      },
      // A pending list this role must not listen to: never shown.
      { query: requestNotesQuery('discountPending', ADMIN) as Query<unknown>, data: [request('r9', 1)] },
    ];
    renderBell(seller);
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
    await userEvent.click(screen.getByTestId('notifications'));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Discount request cancelled'),
      expect.stringContaining('Discount request approved'),
    ]);
    expect(items[0].textContent).toContain('1 minute ago');
    expect(items[1].textContent).toContain('Approved: 95,000₮');
    await userEvent.click(items[1]);
    expect(screen.getByTestId('where').textContent).toBe('/store/filterProducts');
  });
  it('a Manager is told of a return waiting for approval: the customer (or walk-in), the amount, who and where; it opens /returns', async () => {
    await i18n.changeLanguage('mn');
    const manager: Viewer = { id: 'u-manager', role: 'Manager' };
    fake.lists = [{ query: returnNotesQuery('returnPending', manager) as Query<unknown>, data: [returnRequest('q1', 2), returnRequest('q2', 10, { contactName: '' })] }];
    renderBell(manager);
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
    await userEvent.click(screen.getByTestId('notifications'));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.kind)).toEqual(['returnPending', 'returnPending']);
    expect(items[0].textContent).toContain('Зөвшөөрөл хүлээж буй буцаалт');
    expect(items[0].textContent).toContain('Бат Дорж');
    expect(items[0].textContent).toContain('Мөнхбат Сарангэрэл · Сүхбаатар салбар');
    expect(items[0].textContent).toContain('Буцаах дүн: 180,000₮');
    expect(items[0].textContent).toContain('2 минутын өмнө');
    expect(items[1].textContent).toContain('Бүртгэлгүй үйлчлүүлэгч');
    await userEvent.click(items[1]);
    expect(screen.getByTestId('where').textContent).toBe('/returns');
    expect(lastWrite()).toEqual({ readUpToMs: 0, ids: [`returnPending:q2:${NOW - 10 * MIN}`] });
  });

  it('a seller is told their return request was approved or refused, by whom; in English; it opens /returns', async () => {
    await i18n.changeLanguage('en');
    const seller: Viewer = { id: 'u-seller', role: 'Reception In City' };
    const decided = (minutesAgo: number) => ({ decidedBy: { id: 'u-manager', firstName: 'Bold', lastName: 'Ganaa' }, decidedAt: Timestamp.fromMillis(NOW - minutesAgo * MIN) });
    fake.lists = [
      {
        query: returnNotesQuery('returnAnswered', seller) as Query<unknown>,
        data: [returnRequest('q1', 30, { state: 'approved', ...decided(4) }), returnRequest('q2', 60, { state: 'refused', contactName: '', ...decided(20) })],
      },
      // The approvers' list: never listened to by a seller.
      { query: returnNotesQuery('returnPending', { id: 'u-manager', role: 'Manager' }) as Query<unknown>, data: [returnRequest('q9', 1)] },
    ];
    renderBell(seller);
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
    await userEvent.click(screen.getByTestId('notifications'));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.kind)).toEqual(['returnAnswered', 'returnAnswered']);
    expect(items[0].textContent).toContain('Return request approved');
    expect(items[0].textContent).toContain('Бат Дорж');
    expect(items[0].textContent).toContain('Approved by Ganaa Bold');
    expect(items[0].textContent).toContain('To return: 180,000₮');
    expect(items[0].textContent).toContain('4 minutes ago');
    expect(items[1].textContent).toContain('Return request refused');
    expect(items[1].textContent).toContain('Walk-in customer');
    expect(items[1].textContent).toContain('Refused by Ganaa Bold');
    await userEvent.click(items[0]);
    expect(screen.getByTestId('where').textContent).toBe('/returns');
  });
});
