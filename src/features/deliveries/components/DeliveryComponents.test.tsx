import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import type { Order } from '../../../entities/order/order';
import type { Product } from '../../../entities/product/product';
import { toProduct } from '../../../entities/product/product';
import { CourierPicker } from './CourierPicker';
import { DeliveryConfirmWizardView } from './DeliveryConfirmWizard';

// The components under test get their data through props; the api module is never reached.
vi.mock('../api/deliveriesApi', () => ({ useOrderProducts: vi.fn(), useOrderLottery: vi.fn() }));

installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const couriers = [
  { id: 'c1', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' },
  { id: 'c2', firstName: 'Бат', lastName: 'Дорж', phone: '99110006' },
];

describe('CourierPicker', { timeout: 30_000 }, () => {
  it('requires a courier: "Delivery user empty." (en) and nothing is saved', async () => {
    await i18n.changeLanguage('en');
    const onPick = vi.fn().mockResolvedValue(undefined);
    render(<CourierPicker isOpen couriers={couriers} onClose={vi.fn()} onPick={onPick} />);
    await userEvent.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('Delivery user empty.')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows the Mongolian message and saves the chosen courier', async () => {
    const onPick = vi.fn().mockResolvedValue(undefined);
    render(<CourierPicker isOpen couriers={couriers} onClose={vi.fn()} onPick={onPick} />);
    await userEvent.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('Хүргэгч сонгоно уу.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByTestId('courier-select'), 'c2');
    expect(screen.queryByText('Хүргэгч сонгоно уу.')).toBeNull();
    await userEvent.click(screen.getByTestId('courier-save'));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(couriers[1]));
  });
});

function line(id: string, name: string) {
  return { id, name, sku: '123456', price: 100000, originalPrice: 120000, isNoat: false, size: '42', colors: ['Хар'], categories: ['Пүүз'], pics: [] };
}

const order: Order = {
  id: 'o1',
  products: [line('p1', 'Nike Air Max'), line('p2', 'Adidas Samba'), line('gone', 'Хуучин бараа')],
  // A line is refundable only when the order lists its product (canRefundLine).
  productIds: ['p1', 'p2', 'gone'],
  purchaseType: 'delivery',
  pending_status: 'delivering',
  quantity: 3,
  soldTotalPrice: 300000,
  originalTotalPrice: 360000,
  userId: 'cust',
  user: { firstName: 'Болд', phone: '99001122' },
  contactName: 'Болд',
  createdUserId: 'cc',
  createdUser: { firstName: 'A', lastName: 'B', role: 'Call Centre' },
  createdAt: Timestamp.fromMillis(1000),
};

const product = (id: string): Product => toProduct(id, { name: id, isSold: true, isDeliveryPending: true, orderId: 'o1', price: 100000, originalPrice: 120000 });

describe('DeliveryConfirmWizardView', { timeout: 30_000 }, () => {
  it('steps through goods (refund ticks), lottery, confirm and confirms with the ticked products', async () => {
    await i18n.changeLanguage('mn');
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const products = new Map<string, Product | null>([
      ['p1', product('p1')],
      ['p2', product('p2')],
      ['gone', null],
    ]);
    render(
      <DeliveryConfirmWizardView
        order={order}
        products={products}
        productsLoading={false}
        lotteryCode={null}
        lotteryLoading={false}
        onClose={onClose}
        onConfirm={onConfirm}
      />,
    );
    const goods = await screen.findByTestId('wizard-goods');
    const ticks = within(goods).getAllByTestId('refund-tick') as HTMLInputElement[];
    expect(ticks).toHaveLength(3);
    // The snapshot-only line cannot be refunded.
    expect(ticks[2].disabled).toBe(true);
    expect(within(goods).getByText('Бүтээгдэхүүний бүртгэл алга: зарагдсанаар үлдэнэ, буцаах боломжгүй.')).toBeTruthy();
    await userEvent.click(ticks[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(await screen.findByTestId('wizard-lottery')).toBeTruthy();
    expect(screen.getByText('Сугалаа байхгүй')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect((await screen.findByTestId('wizard-summary')).textContent).toBe('2 зарагдсан, 1 буцаагдсан.');
    // Back keeps the ticks.
    await userEvent.click(screen.getByRole('button', { name: 'Өмнөх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const [calledOrder, refundIds] = onConfirm.mock.calls[0] as [Order, Set<string>];
    expect(calledOrder.id).toBe('o1');
    expect([...refundIds]).toEqual(['p2']);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the order\'s lottery ticket when it has one', async () => {
    render(
      <DeliveryConfirmWizardView
        order={order}
        products={new Map()}
        productsLoading={false}
        lotteryCode="482913"
        lotteryLoading={false}
        onClose={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect((await screen.findByTestId('lottery-code')).textContent).toBe('482913');
  });
});
