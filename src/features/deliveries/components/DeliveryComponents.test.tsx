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
import { DeliveryCard, DeliveryCardList } from './DeliveryCards';
import type { TableActions } from '../domain/deliveries';
import type { Payments } from '../../../entities/order/payment';

// The components under test get their data through props; the api module is never reached.
vi.mock('../api/deliveryQueries', () => ({ useOrderProducts: vi.fn(), useOrderLottery: vi.fn() }));
// The e-barimt the shop bridge issued for the confirmed order (of o1 only).
const DDTD = '037900846788000000000000000000001';
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({
  useEbarimtReceipt: (id: string) => ({
    data: id === 'o1' ? { id, orderId: id, kind: 'sale', status: 'issued', ddtd: DDTD, totalVAT: 10_000, buyer: { type: 'B2C', consumerNo: null } } : null,
    loading: false,
    error: null,
    retry: () => undefined,
  }),
  useEbarimtPrint: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useQrSvg: () => '',
}));

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

function line(id: string, name: string, price = 100000) {
  return { id, name, sku: '123456', price, originalPrice: 120000, isNoat: false, size: '42', colors: ['Хар'], categories: ['Пүүз'], pics: [] };
}

const order: Order = {
  id: 'o1',
  products: [line('p1', 'Nike Air Max', 150000), line('p2', 'Adidas Samba', 160000), line('gone', 'Хуучин бараа', 90000)],
  // A line is refundable only when the order lists its product (canRefundLine).
  productIds: ['p1', 'p2', 'gone'],
  purchaseType: 'delivery',
  pending_status: 'delivering',
  quantity: 3,
  soldTotalPrice: 400000,
  originalTotalPrice: 360000,
  userId: 'cust',
  user: { firstName: 'Болд', phone: '99001122' },
  contactName: 'Болд',
  createdUserId: 'cc',
  createdUser: { firstName: 'A', lastName: 'B', role: 'Call Centre' },
  createdAt: Timestamp.fromMillis(1000),
};

const product = (id: string): Product => toProduct(id, { name: id, isSold: true, isDeliveryPending: true, orderId: 'o1', price: 100000, originalPrice: 120000 });

const describeError = (e: unknown) => (e instanceof Error ? `failed: ${e.message}` : 'failed');

function renderWizard(over: Partial<Parameters<typeof DeliveryConfirmWizardView>[0]> = {}) {
  const onConfirm = vi.fn<(order: Order, refundIds: ReadonlySet<string>, payments: Payments) => Promise<string | void>>().mockResolvedValue(undefined);
  const props = {
    order,
    products: new Map<string, Product | null>([
      ['p1', product('p1')],
      ['p2', product('p2')],
      ['gone', null],
    ]),
    productsLoading: false,
    lotteryCode: null,
    lotteryLoading: false,
    onClose: vi.fn(),
    onConfirm,
    describeError,
    ...over,
  };
  render(<DeliveryConfirmWizardView {...props} />);
  return { ...props, onConfirm };
}

describe('DeliveryConfirmWizardView', { timeout: 30_000 }, () => {
  it('toggles a refund by tapping anywhere on the product row, then sums up, confirms and shows what was collected', async () => {
    await i18n.changeLanguage('mn');
    const props = renderWizard();
    const goods = await screen.findByTestId('wizard-goods');
    const rows = within(goods).getAllByRole('checkbox');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(rows[1].getAttribute('aria-label')).toBe('Adidas Samba буцаах');
    // The snapshot-only line cannot be refunded.
    expect((rows[2] as HTMLButtonElement).disabled).toBe(true);
    expect(within(rows[2]).getByText('Бүтээгдэхүүний бүртгэл алга: зарагдсанаар үлдэнэ, буцаах боломжгүй.')).toBeTruthy();
    expect(within(goods).getByTestId('wizard-goods-collect').textContent).toBe('400,000₮');

    // A tap on the product's name (not on a small box) ticks the whole row; a second tap clears it.
    await userEvent.click(within(rows[0]).getByText('Nike Air Max'));
    expect(rows[0].getAttribute('aria-checked')).toBe('true');
    expect(within(rows[0]).getByText('Буцаагдана')).toBeTruthy();
    await userEvent.click(within(rows[0]).getByText('150,000₮'));
    expect(rows[0].getAttribute('aria-checked')).toBe('false');
    // Space on the focused row, as on any checkbox.
    rows[1].focus();
    await userEvent.keyboard(' ');
    expect(rows[1].getAttribute('aria-checked')).toBe('true');
    // A disabled row does not toggle.
    await userEvent.click(rows[2]);
    expect(rows[2].getAttribute('aria-checked')).toBe('false');
    expect(within(goods).getByTestId('wizard-goods-collect').textContent).toBe('240,000₮');

    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(await screen.findByTestId('wizard-lottery')).toBeTruthy();
    expect(screen.getByText('Сугалаа байхгүй')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    // The summary: the amount to collect is the total less the refunded product's price.
    expect((await screen.findByTestId('wizard-collect')).textContent).toBe('240,000₮');
    expect(screen.getByTestId('wizard-summary').textContent).toBe('2 зарагдсан, 1 буцаагдсан.');
    const refunded = screen.getByTestId('wizard-refunded');
    expect(refunded.textContent).toContain('Adidas Samba');
    expect(refunded.textContent).toContain('-160,000₮');
    expect(screen.getByText('Захиалагч: Болд. Хүргэлтийг баталгаажуулахаас өмнө дүнг шалгана уу.')).toBeTruthy();
    // Back keeps the ticks.
    await userEvent.click(screen.getByRole('button', { name: 'Өмнөх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(screen.getByTestId('wizard-collect').textContent).toBe('240,000₮');
    await userEvent.click(screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }));
    await waitFor(() => expect(props.onConfirm).toHaveBeenCalledTimes(1));
    const [calledOrder, refundIds, payments] = props.onConfirm.mock.calls[0];
    expect(calledOrder.id).toBe('o1');
    expect([...refundIds]).toEqual(['p2']);
    // Paid in cash for the whole amount unless the courier says otherwise.
    expect(payments).toEqual({ cash: 240000, card: 0, qpay: 0, bank: 0 });

    // Done: what was collected stays on screen until the courier closes it.
    const done = await screen.findByTestId('wizard-done');
    expect(within(done).getByText('Хүргэлт баталгаажлаа')).toBeTruthy();
    expect(within(done).getByTestId('done-collected').textContent).toBe('240,000₮');
    expect(within(done).getByTestId('done-summary').textContent).toBe('2 зарагдсан, 1 буцаагдсан.');
    expect(within(done).getByTestId('done-payment').textContent).toBe('Бэлэн 240,000');
    // The e-barimt of what was kept, once the bridge has issued it.
    expect(within(done).getByTestId('done-ddtd').textContent).toBe(DDTD);
    expect(props.onClose).not.toHaveBeenCalled();
    // The footer's Close (the header's × is named the same).
    const closeButtons = screen.getAllByRole('button', { name: 'Хаах' });
    expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[1]);
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });

  it('keeps the summary open with the reason when the confirmation fails (en)', async () => {
    await i18n.changeLanguage('en');
    const props = renderWizard({ onConfirm: vi.fn().mockRejectedValue(new Error('refused')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('wizard-collect').textContent).toBe('400,000₮');
    expect(screen.getByTestId('wizard-summary').textContent).toBe('3 sold, 0 refunded.');
    expect(screen.queryByTestId('wizard-refunded')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect((await screen.findByTestId('wizard-error')).textContent).toBe('failed: refused');
    expect(screen.queryByTestId('wizard-done')).toBeNull();
    expect(screen.getByTestId('wizard-confirm')).toBeTruthy();
    expect(props.onClose).not.toHaveBeenCalled();
    await i18n.changeLanguage('mn');
  });

  it('records a payment split at the door; confirming waits until the parts add up', async () => {
    const props = renderWizard();
    const goods = await screen.findByTestId('wizard-goods');
    await userEvent.click(within(goods).getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    const pay = await screen.findByTestId('door-payment');
    expect(within(pay).getByTestId('door-pay-cash').getAttribute('aria-pressed')).toBe('true');
    // Card on: cash keeps the amount until one is typed; then the other takes the rest.
    await userEvent.click(within(pay).getByTestId('door-pay-card'));
    await userEvent.clear(within(pay).getByTestId('door-pay-amount-card'));
    await userEvent.type(within(pay).getByTestId('door-pay-amount-card'), '100000');
    expect((within(pay).getByTestId('door-pay-amount-cash') as HTMLInputElement).value).toBe('150,000');
    // A third method leaves the others as they are: too much is paid, so confirming waits.
    await userEvent.click(within(pay).getByTestId('door-pay-qpay'));
    await userEvent.type(within(pay).getByTestId('door-pay-amount-qpay'), '5000');
    expect(within(pay).getByTestId('door-pay-remaining').textContent).toBe('Илүү төлсөн: 5,000₮');
    const finish = screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    await userEvent.click(within(pay).getByTestId('door-pay-qpay'));
    expect(screen.queryByTestId('door-pay-remaining')).toBeNull();
    expect(finish.disabled).toBe(false);
    await userEvent.click(finish);
    await waitFor(() => expect(props.onConfirm).toHaveBeenCalledTimes(1));
    expect(props.onConfirm.mock.calls[0][2]).toEqual({ cash: 150000, card: 100000, qpay: 0, bank: 0 });
    expect((await screen.findByTestId('done-payment')).textContent).toBe('Бэлэн 150,000 · Карт 100,000');
  });

  it('shows what is left to do on the done step when the confirmation says so (a large order\'s return cut off)', async () => {
    const left = 'Захиалгын төлбөр, тооцоо бүртгэгдсэн. Харин буцаах барааны зарим нь нөөцөд буцаж ороогүй байна.';
    renderWizard({ onConfirm: vi.fn().mockResolvedValue(left) });
    await userEvent.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }));
    expect(await screen.findByTestId('wizard-done')).toBeTruthy();
    expect(screen.getByTestId('done-notice').textContent).toBe(left);
  });

  it('has no notice on the done step of an ordinary confirmation', async () => {
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }));
    expect(await screen.findByTestId('wizard-done')).toBeTruthy();
    expect(screen.queryByTestId('done-notice')).toBeNull();
  });

  it('asks for no payment when every product came back', async () => {
    const props = renderWizard({ products: new Map([['p1', product('p1')], ['p2', product('p2')]]), order: { ...order, products: order.products.slice(0, 2), productIds: ['p1', 'p2'] } });
    const rows = within(await screen.findByTestId('wizard-goods')).getAllByRole('checkbox');
    await userEvent.click(rows[0]);
    await userEvent.click(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(screen.getByTestId('wizard-collect').textContent).toBe('0₮');
    expect(screen.queryByTestId('door-payment')).toBeNull();
    expect(screen.getByText('Авах дүн алга: бүх бараа буцаагдсан.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }));
    await waitFor(() => expect(props.onConfirm).toHaveBeenCalledTimes(1));
    expect(props.onConfirm.mock.calls[0][2]).toEqual({ cash: 0, card: 0, qpay: 0, bank: 0 });
    expect(await screen.findByTestId('wizard-done')).toBeTruthy();
    expect(screen.queryByTestId('done-payment')).toBeNull();
  });

  it("shows the order's lottery ticket when it has one", async () => {
    renderWizard({ lotteryCode: '482913', products: new Map() });
    await userEvent.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect((await screen.findByTestId('lottery-code')).textContent).toBe('482913');
  });
});

const courierActions: TableActions = { assign: false, confirm: true, cancelDelivering: false, remove: false };
const dispatcherActions: TableActions = { assign: false, confirm: true, cancelDelivering: true, remove: true };

function handlers() {
  return { onDetails: vi.fn(), onAssign: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn() };
}

const onTheWay: Order = {
  ...order,
  products: [{ ...line('p1', 'Nike Air Max', 150000), pics: [{ picName: 'a.png', picUrl: 'https://example.test/a.png' }] }, line('p2', 'Adidas Samba', 160000)],
  productIds: ['p1', 'p2'],
  soldTotalPrice: 310000,
  contactNumber: '8810 4729',
  duureg: 'point-1',
  address: 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр',
  addressDescription: 'Орцны код 1234#',
};

describe('DeliveryCard', { timeout: 30_000 }, () => {
  it("gives the courier the name, a tap-to-call phone, the address with a map search, the goods, the amount and its actions", async () => {
    await i18n.changeLanguage('mn');
    const h = handlers();
    render(<DeliveryCard order={onTheWay} pointName="Баянзүрх" actions={courierActions} showCourier={false} {...h} />);
    const card = screen.getByTestId('delivery-card');
    expect(within(card).getByRole('heading', { name: 'Болд' })).toBeTruthy();
    const phone = within(card).getByTestId('card-phone');
    expect(phone.tagName).toBe('A');
    expect(phone.getAttribute('href')).toBe('tel:88104729');
    expect(phone.textContent).toContain('8810 4729');
    const address = within(card).getByTestId('card-address');
    expect(address.textContent).toContain('Баянзүрх дүүрэг, 26-р хороо, 15-р байр');
    expect(address.textContent).toContain('Орцны код 1234#');
    const map = within(card).getByTestId('card-map');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(new URL(map.getAttribute('href') ?? '').searchParams.get('query')).toBe('Баянзүрх дүүрэг, 26-р хороо, 15-р байр, Баянзүрх, Ulaanbaatar');
    const products = within(card).getAllByTestId('card-product');
    expect(products).toHaveLength(2);
    expect(products[0].textContent).toContain('Nike Air Max');
    expect(products[0].textContent).toContain('Размер: 42');
    expect(products[0].querySelector('img')?.getAttribute('src')).toBe('https://example.test/a.png');
    expect(within(card).getByText('Авах дүн')).toBeTruthy();
    expect(within(card).getByTestId('card-amount').textContent).toBe('310,000₮');
    // A courier confirms; it neither cancels nor deletes, and sees no courier line (it is its own).
    expect(within(card).queryByTestId('order-cancel-delivering')).toBeNull();
    expect(within(card).queryByTestId('order-delete')).toBeNull();
    expect(within(card).queryByTestId('card-courier')).toBeNull();
    expect(within(card).getByTestId('print-slip')).toBeTruthy();
    await userEvent.click(within(card).getByTestId('order-confirm'));
    expect(h.onConfirm).toHaveBeenCalledWith(onTheWay);
    await userEvent.click(within(card).getByRole('button', { name: /Дэлгэрэнгүй/ }));
    expect(h.onDetails).toHaveBeenCalledWith(onTheWay);
  });

  it("offers a dispatcher cancel and delete, and shows a delivered order's refund at the door (en)", async () => {
    await i18n.changeLanguage('en');
    const h = handlers();
    const delivered: Order = {
      ...onTheWay,
      pending_status: 'done',
      refundedProductIds: ['p2'],
      quantity: 1,
      soldTotalPrice: 150000,
      originalTotalPrice: 120000,
      ordered: { quantity: 2, soldTotalPrice: 310000, originalTotalPrice: 240000 },
      contactNumber: '',
      user: { firstName: 'Болд', phone: '' },
      deliveryBoy: { id: 'c', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' },
    };
    render(<DeliveryCard order={delivered} pointName="-" actions={dispatcherActions} showCourier {...h} />);
    const card = screen.getByTestId('delivery-card');
    expect(within(card).getByTestId('card-phone').tagName).toBe('DIV');
    expect(within(card).getByTestId('card-phone').textContent).toBe('No phone number');
    expect(within(card).getByTestId('card-courier').textContent).toBe('Delivery person: Эрдэнэбат Ганзориг');
    expect(new URL(within(card).getByTestId('card-map').getAttribute('href') ?? '').searchParams.get('query')).toBe('Баянзүрх дүүрэг, 26-р хороо, 15-р байр, Ulaanbaatar');
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByTestId('card-amount').textContent).toBe('150,000₮');
    expect(card.querySelector('[data-refunded=true]')?.textContent).toContain('Adidas Samba');
    expect(within(card).getByText('Ordered: 310,000₮ · 1 refunded')).toBeTruthy();
    await userEvent.click(within(card).getByTestId('order-cancel-delivering'));
    expect(h.onCancel).toHaveBeenCalledWith(delivered);
    await userEvent.click(within(card).getByTestId('order-delete'));
    expect(h.onRemove).toHaveBeenCalledWith(delivered);
    await i18n.changeLanguage('mn');
  });
});

describe('DeliveryCardList', { timeout: 30_000 }, () => {
  const many: Order[] = Array.from({ length: 7 }, (_, i) => ({ ...onTheWay, id: `o${i}`, contactName: `Захиалагч ${i}`, contactNumber: `9900000${i}` }));
  const points = new Map([['point-1', 'Баянзүрх']]);

  it('searches the cards and pages them with phone-sized controls', async () => {
    render(
      <DeliveryCardList orders={many} loading={false} pointNames={points} actions={courierActions} showCourier={false} pageSizes={[10, 25, 50]} defaultPageSize={5} label="Хүргэлтэд гарсан" {...handlers()} />,
    );
    expect(screen.getAllByTestId('delivery-card')).toHaveLength(5);
    expect(screen.getByTestId('cards-showing').textContent).toBe('1–5 / нийт 7');
    await userEvent.click(screen.getByTestId('cards-next'));
    expect(screen.getAllByTestId('card-name').map((n) => n.textContent)).toEqual(['Захиалагч 5', 'Захиалагч 6']);
    expect((screen.getByTestId('cards-next') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Хуудсанд:'), '10');
    expect(screen.getAllByTestId('delivery-card')).toHaveLength(7);
    expect(screen.queryByTestId('cards-next')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), '99000003');
    expect(screen.getAllByTestId('card-name').map((n) => n.textContent)).toEqual(['Захиалагч 3']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'байхгүй нэр');
    expect(screen.queryByTestId('delivery-card')).toBeNull();
    expect(screen.getByText('Илэрц олдсонгүй')).toBeTruthy();
  });
});
