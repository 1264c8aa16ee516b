import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import i18n from '../../i18n';
import { installJsdomStubs } from '../../components/testing/jsdomStubs';
import type { Order } from './order';

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();

vi.mock('../../auth/AuthProvider', () => ({ useSessionUser: () => ({ id: 'demo-manager', role: 'Manager', firstName: 'A', lastName: 'B' }) }));
vi.mock('../person/queries', () => ({ usePerson: () => ({ data: null, loading: false, error: null }) }));

const { OrderDetailDialog } = await import('./OrderDetailDialog');

function line(id: string, name: string, price: number, originalPrice: number) {
  return { id, name, sku: `sku-${id}`, price, originalPrice, isNoat: false, size: '42', colors: ['Хар'], categories: ['Пүүз'], pics: [] };
}

// The courier's confirmation refunded Adidas at the door: the order states what was delivered and
// paid, `ordered` what was ordered (deliveries/domain deliveredOrderFields).
const delivered: Order = {
  id: 'o1',
  products: [line('a', 'Nike Air', 150_000, 150_000), line('b', 'Adidas Samba', 160_000, 180_000)],
  productIds: ['a', 'b'],
  purchaseType: 'delivery',
  pending_status: 'done',
  quantity: 1,
  soldTotalPrice: 150_000,
  originalTotalPrice: 150_000,
  ordered: { quantity: 2, soldTotalPrice: 310_000, originalTotalPrice: 330_000 },
  refundedProductIds: ['b'],
  userId: 'cust',
  user: { firstName: 'Болд', phone: '99001122' },
  contactName: 'Болд',
  createdUserId: 'cc',
  createdUser: { firstName: 'A', lastName: 'B', role: 'Call Centre' },
  createdAt: Timestamp.fromMillis(1000),
};

describe('OrderDetailDialog', () => {
  it('strikes through the lines refunded at the door and shows ordered, refunded, delivered and paid (mn)', async () => {
    await i18n.changeLanguage('mn');
    render(<OrderDetailDialog order={delivered} onClose={() => undefined} />);
    const lines = await screen.findAllByTestId('order-detail-line');
    expect(lines).toHaveLength(2);
    expect(lines[0].getAttribute('data-refunded')).toBeNull();
    expect(lines[1].getAttribute('data-refunded')).toBe('true');
    expect(within(lines[1]).getByTestId('order-detail-refunded').textContent).toBe('Хүргэлтийн үед буцаагдсан');
    expect(within(lines[1]).getByText('Adidas Samba').className).toContain('text-decoration-line-through');
    expect(screen.getByTestId('order-detail-ordered-total').textContent).toBe('310,000₮ (2 ширхэг)');
    expect(screen.getByTestId('order-detail-refunded-total').textContent).toBe('-160,000₮ (1 ширхэг)');
    expect(screen.getByTestId('order-detail-sold-total').textContent).toBe('150,000₮ (1 ширхэг)');
    expect(screen.getByText('Хүргэгдэж, төлөгдсөн')).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    try {
      render(<OrderDetailDialog order={delivered} onClose={() => undefined} />);
      expect((await screen.findByTestId('order-detail-refunded')).textContent).toBe('Refunded at the door');
      expect(screen.getByTestId('order-detail-ordered-total').textContent).toBe('310,000₮ (2 items)');
      expect(screen.getByTestId('order-detail-refunded-total').textContent).toBe('-160,000₮ (1 item)');
      expect(screen.getByText('Delivered and paid')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('mn');
    }
  });

  it('everything refunded: paid 0, not the lines\' sum', async () => {
    await i18n.changeLanguage('mn');
    const none: Order = { ...delivered, quantity: 0, soldTotalPrice: 0, originalTotalPrice: 0, refundedProductIds: ['a', 'b'] };
    render(<OrderDetailDialog order={none} onClose={() => undefined} />);
    expect((await screen.findByTestId('order-detail-sold-total')).textContent).toBe('0₮ (0 ширхэг)');
    expect(screen.getAllByTestId('order-detail-refunded')).toHaveLength(2);
  });

  it('an order without refunds keeps the plain totals', async () => {
    await i18n.changeLanguage('mn');
    const plain: Order = { ...delivered, quantity: 2, soldTotalPrice: 310_000, originalTotalPrice: 330_000, ordered: undefined, refundedProductIds: undefined };
    render(<OrderDetailDialog order={plain} onClose={() => undefined} />);
    expect((await screen.findByTestId('order-detail-sold-total')).textContent).toBe('310,000₮');
    expect(screen.getByTestId('order-detail-original-total').textContent).toBe('330,000₮');
    expect(screen.queryByTestId('order-detail-refunded')).toBeNull();
    expect(screen.queryByTestId('order-detail-ordered-total')).toBeNull();
  });
});
