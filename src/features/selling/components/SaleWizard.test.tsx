import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toProduct, type Product } from '../../../entities/product/product';
import { toPerson, type Person } from '../../../entities/person/person';
import { MAX_SALE_PRODUCTS, type LotteryTypeInfo } from '../domain/sale';
import { DuplicatePhoneError } from '../../../entities/person/customerWrites';
import type { CustomerSearchPlan } from '../../../entities/person/customerSearch';

vi.setConfig({ testTimeout: 30_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => {
  class StockConflictError extends Error {
    constructor(
      readonly productName: string,
      readonly reason: string,
    ) {
      super(`${productName}: ${reason}`);
      this.name = 'StockConflictError';
    }
  }
  const user = { id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд', role: 'Manager' };
  return {
    // The e-barimt setting (off unless a test turns it on) and the company lookup's answer.
    ebarimt: {
      settings: { enabled: false, treatment: 'added', defaultClassificationCode: '6211100' },
      lookup: null as null | { regNo: string; status: string; tin: string; name: string },
    },
    askCompany: vi.fn(async () => undefined),
    runSale: vi.fn(),
    resumeOpenSale: vi.fn(),
    findProductsBySku: vi.fn(),
    registerCustomer: vi.fn(),
    usePeople: vi.fn(),
    searchCustomers: vi.fn(),
    findCustomerByPhone: vi.fn(),
    useLotteryTypes: vi.fn(),
    useListItems: vi.fn(),
    StockConflictError,
    user,
  };
});

vi.mock('../api/sellCommand', () => ({ sellThroughCommand: mocks.runSale }));
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({
  useEbarimtSettings: () => ({ data: mocks.ebarimt.settings, loading: false, error: null, retry: () => undefined }),
  useCompanyLookup: (regNo: string | null) => ({ data: regNo ? mocks.ebarimt.lookup : null, loading: false, error: null, retry: () => undefined }),
  useEbarimtReceipt: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useEbarimtPrint: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useQrSvg: () => '',
  askCompany: mocks.askCompany,
}));
vi.mock('../api/largeSaleWrites', async (importOriginal) => ({ ...(await importOriginal<object>()), resumeOpenSale: mocks.resumeOpenSale }));
vi.mock('../api/customerWrites', () => ({ registerCustomer: mocks.registerCustomer }));
vi.mock('../../../entities/person/queries', () => ({ usePeople: mocks.usePeople }));
vi.mock('../../../entities/person/customerQueries', () => ({ searchCustomers: mocks.searchCustomers, findCustomerByPhone: mocks.findCustomerByPhone }));
vi.mock('../api/lotteryTypeQueries', () => ({ useLotteryTypes: mocks.useLotteryTypes }));
vi.mock('../../../entities/product/skuLookup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../entities/product/skuLookup')>()),
  findProductsBySku: mocks.findProductsBySku,
}));
vi.mock('../../../entities/nameList/nameList', async (importOriginal) => ({
  ...(await importOriginal<object>()), useListItems: mocks.useListItems }));
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => mocks.user }));

const { SaleWizard } = await import('./SaleWizard');

const CUSTOMERS: Person[] = [
  toPerson('c1', { lastName: 'Батболд', firstName: 'Сараа', phone: '88112233', address: 'Хан-Уул, 3-р хороо' }),
  toPerson('c2', { lastName: 'Дорж', firstName: 'Болд', phone: '99001122', address: '' }),
  ...Array.from({ length: 6 }, (_, i): Person => (toPerson(`cx${i}`, { lastName: `Овог${i}`, firstName: `Нэр${i}`, phone: `8800000${i}`, address: '' }))),
];
const MERCHANTS: Person[] = [toPerson('m1', { lastName: 'Гэрээт', firstName: 'Түнш', phone: '99887766', address: '' })];
const NOW = Date.now();
const LOTTERY: LotteryTypeInfo = { id: 'lt1', name: 'Шинэ жилийн сугалаа', price: 100000, startAt: NOW - 86_400_000, endAt: NOW + 86_400_000 };

const full = toProduct('p1', { name: 'Nike Air 40', sku: '123456', price: 120000, originalPrice: 120000, locationType: 'store', locationId: 's1' });
const discounted = toProduct('p2', { name: 'Хивс 2x3', sku: '654321', price: 80000, originalPrice: 100000, isDiscount: true, locationType: 'store', locationId: 's1' });

function renderWizard(kind: 'store' | 'delivery' | 'merchant', products: Product[] = [full, discounted]) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = render(<SaleWizard kind={kind} products={products} isOpen onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, view };
}

const continueButton = () => screen.getByRole('button', { name: 'Үргэлжлүүлэх' });

/** Finds the customer by the first letters of the name, picks it and goes on. */
async function chooseCustomer(name: string) {
  await userEvent.type(screen.getByTestId('customer-search'), name.slice(0, 3));
  const option = (await screen.findAllByTestId('customer-option')).find((o) => o.textContent?.includes(name));
  await userEvent.click(option!);
  await userEvent.click(continueButton());
}

beforeEach(() => {
  mocks.ebarimt.settings = { enabled: false, treatment: 'added', defaultClassificationCode: '6211100' };
  mocks.ebarimt.lookup = null;
  mocks.askCompany.mockClear();
  mocks.runSale.mockReset().mockImplementation(async (input: { lottery?: { code: string } | null }) => ({ orderId: 'o1', lotteryCode: input.lottery?.code ?? null }));
  mocks.findProductsBySku.mockReset().mockResolvedValue([]);
  mocks.registerCustomer.mockReset();
  mocks.usePeople.mockReset().mockImplementation((role: string | null) => ({
    data: role === 'Merchant' ? MERCHANTS : [],
    loading: false,
    error: null,
  }));
  // The server's prefix search, over the customers above.
  mocks.searchCustomers.mockReset().mockImplementation(async (plan: CustomerSearchPlan) =>
    CUSTOMERS.filter((c) =>
      plan.kind === 'phone' ? c.phone.startsWith(plan.prefix) : plan.kind === 'name' && [c.lastName, c.firstName].some((n) => n.toLowerCase().startsWith(plan.prefix)),
    ),
  );
  mocks.findCustomerByPhone.mockReset().mockImplementation(async (phone: string) => CUSTOMERS.find((c) => c.phone === phone) ?? null);
  mocks.useLotteryTypes.mockReset().mockReturnValue({ data: [LOTTERY], loading: false, error: null });
  mocks.useListItems.mockReset().mockReturnValue({
    data: [
      { id: 'd1', name: 'Хан-Уул' },
      { id: 'd2', name: 'Баянзүрх' },
    ],
    loading: false,
    error: null,
  });
});

describe('Sell in store wizard', () => {
  it('at the counter: a walk-in customer, a product added by its code, a ticket by phone, half cash (with change) and half card, all from the keyboard', async () => {
    const third = toProduct('p3', { name: 'Гутал Өвөл', sku: '777001', price: 100000, originalPrice: 100000, locationType: 'store', locationId: 's1' });
    const elsewhere = toProduct('p9', { name: 'Хивс Үүр', sku: '777009', price: 1000, originalPrice: 1000, locationType: 'store', locationId: 's2', locationName: 'Салбар 2' });
    mocks.findProductsBySku.mockImplementation(async (code: string) => [third, elsewhere].filter((p) => p.sku === code));
    const { onDone } = renderWizard('store', [full]);
    await userEvent.click(await screen.findByTestId('sale-walk-in'));
    const step = await screen.findByTestId('sale-step-products');
    // The step's scanner listens from its effect, which may still be pending when the step shows:
    // flushed first, or the code's first key went by unheard and the rest was a shorter "scan"
    // ('77009': unknown). The codes come as a scanner's burst, each at one instant: with the real
    // clock, a re-render slower than a scan's 50 ms gap (a loaded machine) split one the same way.
    // The test failed now and then on both counts.
    await act(async () => {});
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    // A code of another store is refused, naming it; an unknown one too; ours is added.
    await userEvent.type(within(step).getByTestId('sale-add-code'), '777009{Enter}');
    expect((await screen.findByTestId('sale-scan-message')).textContent).toContain('Хивс Үүр');
    expect(within(step).getAllByTestId('sale-line-price')).toHaveLength(1);
    await userEvent.clear(within(step).getByTestId('sale-add-code'));
    await userEvent.type(within(step).getByTestId('sale-add-code'), '777001{Enter}');
    clock.mockRestore();
    await waitFor(() => expect(within(step).getAllByTestId('sale-line-price')).toHaveLength(2));
    expect((within(step).getByTestId('sale-add-code') as HTMLInputElement).value).toBe('');
    expect(within(step).getByTestId('sale-total').textContent).toBe('220,000₮');
    // Enter on the emptied code box continues.
    await userEvent.type(within(step).getByTestId('sale-add-code'), '{Enter}');
    // 220,000 > 100,000: a ticket; a walk-in customer gets it by phone, so its code shows only
    // once a whole phone is typed (without one no ticket is stored).
    await screen.findByTestId('sale-step-lottery');
    expect(screen.getByTestId('lottery-offered').textContent).toBe('Үйлчлүүлэгч утасны дугаараа өгвөл энэ худалдан авалтад сугалаа олгоно');
    expect(screen.queryByTestId('lottery-code')).toBeNull();
    await userEvent.type(screen.getByTestId('sale-ticket-phone'), '8811');
    expect(screen.queryByTestId('lottery-code')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('8 оронтой утасны дугаар оруулна уу, эсвэл хоосон орхино уу.')).toBeTruthy();
    await userEvent.type(screen.getByTestId('sale-ticket-phone'), '2233');
    const code = (await screen.findByTestId('lottery-code')).textContent ?? '';
    expect(code).toMatch(/^[1-9][0-9]{7}$/);
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByTestId('sale-step-confirm');
    expect(within(confirm).getByTestId('confirm-buyer').textContent).toBe('Бүртгэлгүй үйлчлүүлэгч · 88112233');
    // Half cash, half card: one amount typed; the cash handed over gives the change.
    await userEvent.click(within(confirm).getByTestId('pay-card'));
    const cash = within(confirm).getByTestId('pay-amount-cash');
    await userEvent.clear(cash);
    await userEvent.type(cash, '110000');
    expect((within(confirm).getByTestId('pay-amount-card') as HTMLInputElement).value).toBe('110,000');
    await userEvent.type(within(confirm).getByTestId('pay-cash-received'), '120000');
    expect(within(confirm).getByTestId('pay-change').textContent).toBe('10,000₮');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    const done = await screen.findByTestId('sale-done');
    expect(within(done).getByTestId('done-change').textContent).toBe('10,000₮');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(mocks.runSale.mock.calls[0][0]).toMatchObject({
      products: [full, third],
      buyer: { id: null, firstName: '', lastName: '', phone: '88112233' },
      lottery: { lotteryTypeId: 'lt1', code },
      payment: { payments: { cash: 110_000, card: 110_000, qpay: 0, bank: 0 }, cashReceived: 120_000 },
    });
  });

  it('e-barimt (docs/ebarimt.md): offered with a VAT line; a 7-digit consumer number is refused; B2B sells with the company found', async () => {
    mocks.ebarimt.settings = { enabled: true, treatment: 'added', defaultClassificationCode: '6211100' };
    renderWizard('store', [full]);
    await userEvent.click(await screen.findByTestId('sale-walk-in'));
    await userEvent.click(within(await screen.findByTestId('sale-step-products')).getByTestId('sale-vat'));
    await userEvent.click(continueButton());
    await screen.findByTestId('sale-step-lottery');
    await userEvent.click(continueButton());
    const confirm = await screen.findByTestId('sale-step-confirm');
    const choice = within(confirm).getByTestId('ebarimt-choice');
    await userEvent.type(within(choice).getByTestId('ebarimt-consumer'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    expect(await within(confirm).findAllByText('Хэрэглэгчийн дугаар 8 оронтой тоо байна, эсвэл хоосон үлдээнэ үү.')).not.toHaveLength(0);
    expect(mocks.runSale).not.toHaveBeenCalled();
    // A company: found through the bridge, its name shown, then sold with its TIN and name.
    await userEvent.click(within(choice).getByTestId('ebarimt-B2B'));
    await userEvent.type(within(choice).getByTestId('ebarimt-regno'), '6002536');
    mocks.ebarimt.lookup = { regNo: '6002536', status: 'found', tin: '15400004123', name: 'НОМИН ТРЕЙД ХХК' };
    await userEvent.click(within(choice).getByTestId('ebarimt-find'));
    expect(mocks.askCompany).toHaveBeenCalledWith('6002536', 'demo-manager');
    expect((await within(choice).findByTestId('ebarimt-company-name')).textContent).toContain('НОМИН ТРЕЙД ХХК');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    await screen.findByTestId('sale-done');
    expect(mocks.runSale.mock.calls[0][0].ebarimt).toEqual({ type: 'B2B', regNo: '6002536', customerTin: '15400004123', customerName: 'НОМИН ТРЕЙД ХХК' });
  });

  it('refuses a payment that does not add up, and a walk-in without a phone gets no ticket', async () => {
    renderWizard('store', [full, discounted]);
    await userEvent.click(await screen.findByTestId('sale-walk-in'));
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    await screen.findByTestId('sale-step-lottery');
    expect(screen.getByText('Утасны дугаар оруулаагүй тул сугалаа олгохгүй.')).toBeTruthy();
    // No phone, no ticket: no code is shown for it.
    expect(screen.queryByTestId('lottery-code')).toBeNull();
    await userEvent.click(continueButton());
    const confirm = await screen.findByTestId('sale-step-confirm');
    expect(within(confirm).getByTestId('confirm-lottery').textContent).toBe('Сугалаа байхгүй');
    await userEvent.click(within(confirm).getByTestId('pay-qpay'));
    await userEvent.click(within(confirm).getByTestId('pay-bank'));
    await userEvent.clear(within(confirm).getByTestId('pay-amount-cash'));
    await userEvent.type(within(confirm).getByTestId('pay-amount-cash'), '1000');
    expect(within(confirm).getByTestId('pay-remaining').textContent).toContain('199,000₮');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    expect((await screen.findByTestId('pay-error')).textContent).toBe('Төлбөрийн дүнгүүдийн нийлбэр нийт дүнтэй тэнцэхгүй байна.');
    expect(mocks.runSale).not.toHaveBeenCalled();
  });

  it('customer -> products with VAT -> lottery code -> confirm sells once and reports done', async () => {
    const { onClose, onDone } = renderWizard('store');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Дэлгүүрт зарах')).toBeTruthy();

    // Step 1: the customer is searched on the server; nothing is listed (nor read) before typing.
    expect(screen.getByTestId('customer-hint')).toBeTruthy();
    expect(screen.queryByTestId('customer-option')).toBeNull();
    expect(mocks.usePeople).not.toHaveBeenCalledWith('clientUser');
    // Continue without a choice asks for one.
    await userEvent.click(continueButton());
    expect((await screen.findByTestId('sale-buyer-missing')).textContent).toBe('Харилцагч сонгоно уу.');
    // A phone prefix lists the matching customers; the whole number selects its customer at once.
    await userEvent.type(screen.getByTestId('customer-search'), '9900');
    expect((await screen.findAllByTestId('customer-option')).map((o) => o.textContent)).toEqual([expect.stringContaining('Дорж Болд')]);
    await userEvent.type(screen.getByTestId('customer-search'), '1122');
    await waitFor(() => expect(screen.getByTestId('selected-customer').textContent).toContain('Дорж Болд'));
    expect(mocks.findCustomerByPhone).toHaveBeenCalledWith('99001122', expect.anything());
    await userEvent.click(continueButton());

    // Step 2: products; VAT only on the full-price product.
    const step = await screen.findByTestId('sale-step-products');
    const vats = within(step).getAllByTestId('sale-vat');
    expect(vats).toHaveLength(1);
    expect(vats[0].getAttribute('data-product-id')).toBe('p1');
    expect(within(step).getByTestId('sale-total').textContent).toBe('200,000₮');
    await userEvent.click(vats[0]);
    const line = within(step).getAllByTestId('sale-line-price').find((el) => el.getAttribute('data-product-id') === 'p1');
    expect(line?.textContent).toContain('132,000₮');
    expect(within(step).getByTestId('sale-total').textContent).toBe('212,000₮');
    await userEvent.click(continueButton());

    // Step 3: the offered ticket with its type's name.
    await screen.findByTestId('sale-step-lottery');
    expect(screen.getByTestId('lottery-type-name').textContent).toBe('Шинэ жилийн сугалаа');
    const code = screen.getByTestId('lottery-code').textContent ?? '';
    expect(code).toMatch(/^[1-9]\d{7}$/);
    // Back and forward keeps the same code (drawn once per opening).
    await userEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    expect((await screen.findByTestId('lottery-code')).textContent).toBe(code);
    await userEvent.click(continueButton());

    // Step 4: summary and sell.
    const confirm = await screen.findByTestId('sale-step-confirm');
    expect(within(confirm).getByTestId('confirm-buyer').textContent).toContain('Дорж Болд');
    expect(within(confirm).getByTestId('confirm-lottery').textContent).toContain(code);
    // Paid in cash by default, the whole total.
    expect(within(confirm).getByTestId('pay-cash').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    // The wizard stays on what was sold: order number, total, ticket; the seller then moves on.
    const done = await screen.findByTestId('sale-done');
    expect(within(done).getByTestId('done-order-number').textContent).toBe('o1');
    expect(within(done).getByTestId('done-total').textContent).toBe('212,000₮');
    expect(within(done).getByTestId('done-lottery').textContent).toBe(code);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Шинэ борлуулалт' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mocks.runSale).toHaveBeenCalledTimes(1);
    expect(mocks.runSale).toHaveBeenCalledWith(
      {
        kind: 'store',
        products: [full, discounted],
        lines: [
          { productId: 'p1', isNoat: true },
          { productId: 'p2', isNoat: false },
        ],
        buyer: { id: 'c2', firstName: 'Болд', lastName: 'Дорж', phone: '99001122' },
        lottery: { lotteryTypeId: 'lt1', code },
        payment: { payments: { cash: 212_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null },
      },
      mocks.user,
      expect.stringMatching(/^[A-Za-z0-9]{24}$/),
    );
  });

  it('shows "Сугалаа байхгүй" when the total does not exceed any type and sells without a ticket', async () => {
    mocks.useLotteryTypes.mockReturnValue({ data: [{ ...LOTTERY, price: 500000 }], loading: false, error: null });
    renderWizard('store');
    await chooseCustomer('Батболд Сараа');
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    // No lottery applies: its step is skipped.
    expect((await screen.findByTestId('confirm-lottery')).textContent).toBe('Сугалаа байхгүй');
    expect(screen.queryByTestId('sale-step-lottery')).toBeNull();
    expect(screen.queryByTestId('lottery-code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    await waitFor(() => expect(mocks.runSale).toHaveBeenCalledTimes(1));
    expect(mocks.runSale.mock.calls[0][0]).toMatchObject({ kind: 'store', lottery: null });
  });

  it('does not offer a type whose period has ended', async () => {
    mocks.useLotteryTypes.mockReturnValue({ data: [{ ...LOTTERY, endAt: NOW - 1000 }], loading: false, error: null });
    renderWizard('store');
    await chooseCustomer('Батболд Сараа');
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    expect((await screen.findByTestId('confirm-lottery')).textContent).toBe('Сугалаа байхгүй');
    expect(screen.queryByTestId('sale-step-lottery')).toBeNull();
  });

  it('a product sold meanwhile: the message names it and the wizard stays open', async () => {
    mocks.runSale.mockRejectedValue(new mocks.StockConflictError('Хивс 2x3', 'sold'));
    const { onClose, onDone } = renderWizard('store');
    await chooseCustomer('Батболд Сараа');
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    await screen.findByTestId('sale-step-lottery');
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Зарах' }));
    const error = await screen.findByTestId('sale-error');
    expect(error.textContent).toBe('«Хивс 2x3»: энэ бүтээгдэхүүн зарагдсан байна. Юу ч өөрчлөгдсөнгүй.');
    expect(screen.getByTestId('sale-step-confirm')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closing resets to step 1 with nothing chosen', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<SaleWizard kind="store" products={[full]} isOpen onClose={onClose} />);
    await chooseCustomer('Батболд Сараа');
    await screen.findByTestId('sale-step-products');
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<SaleWizard kind="store" products={[full]} isOpen={false} onClose={onClose} />);
    rerender(<SaleWizard kind="store" products={[full]} isOpen onClose={onClose} />);
    expect(await screen.findByTestId('sale-step-buyer')).toBeTruthy();
    expect(screen.queryByTestId('sale-chosen-buyer')).toBeNull();
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('sale-buyer-missing')).toBeTruthy();
  });

  it('refuses more products than one sale may carry: 200, a delivery too', async () => {
    const many = Array.from({ length: MAX_SALE_PRODUCTS + 1 }, (_, i) => toProduct(`q${i}`, { name: `Бараа ${i}`, sku: `10000${i}`, price: 1000, originalPrice: 1000 }));
    const { view } = renderWizard('merchant', many);
    const problem = await screen.findByTestId('sale-problem');
    expect(problem.textContent).toBe(i18n.t('selling.core.errors.tooMany', { max: MAX_SALE_PRODUCTS }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    view.unmount();
    renderWizard('delivery', many);
    expect((await screen.findByTestId('sale-problem')).textContent).toBe(i18n.t('selling.core.errors.tooMany', { max: MAX_SALE_PRODUCTS }));
  });

  it('shows every line of a large sale on the products step, scrolling, with no pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      toProduct(`s${i}`, { name: `Бараа ${i}`, sku: `20000${i}`, price: 1000, originalPrice: 1000, locationType: 'store', locationId: 's1' }),
    );
    renderWizard('store', many);
    await userEvent.click(await screen.findByTestId('sale-walk-in'));
    const step = await screen.findByTestId('sale-step-products');
    expect(within(step).getAllByTestId('sale-line-price')).toHaveLength(60);
    expect(within(step).getAllByTestId('sale-remove')).toHaveLength(60);
    expect(within(step).queryByRole('navigation')).toBeNull();
    expect(within(step).queryByRole('combobox')).toBeNull();
    expect(within(step).getByTestId('sale-lines-scroll').className).toContain('overflow-auto');
    expect(within(step).getByTestId('sale-total').textContent).toBe('60,000₮');
  });

  it('refuses products of two stores in one store sale, before any form', async () => {
    const other = toProduct('p3', { name: 'Малгай', sku: '111222', price: 5000, originalPrice: 5000, locationType: 'store', locationId: 's2' });
    renderWizard('store', [full, other]);
    const problem = await screen.findByTestId('sale-problem');
    expect(problem.textContent).toBe(i18n.t('selling.core.errors.mixedStores', { max: MAX_SALE_PRODUCTS }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('customer-search') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('sale-step-products')).toBeNull();
  });
});

describe('Sell by delivery wizard', () => {
  it('registers a new customer with every message, then delivery point and address are required', { timeout: 60_000 }, async () => {
    mocks.registerCustomer.mockImplementation(async (v: { lastName: string; firstName: string; phone: string; address: string }) => ({ id: 'new1', ...v }));
    const { onDone } = renderWizard('delivery', [full]);
    expect(await screen.findByText('Хүргэлтээр зарах')).toBeTruthy();
    await userEvent.click(screen.getByTestId('sale-new-customer'));
    await userEvent.click(screen.getByTestId('new-customer-save'));
    expect(await screen.findByText('Овог хоосон байна.')).toBeTruthy();
    expect(screen.getByText('Нэр хоосон байна.')).toBeTruthy();
    expect(screen.getByText('Утасны дугаар хоосон байна.')).toBeTruthy();
    // Characters the rules refuse, a phone of 2 digits (a delivery to "12" was possible) and a name
    // longer than the rules take: said in words, nothing sent.
    const fill = async (field: string, text: string) => {
      await userEvent.clear(screen.getByTestId(`new-customer-${field}`));
      await userEvent.click(screen.getByTestId(`new-customer-${field}`));
      await userEvent.paste(text);
    };
    const characters = "Зөвхөн үсэг, цифр, зай болон . ' - тэмдэг ашиглана (< ( , = болон бусад тэмдэг болохгүй).";
    await fill('lastName', 'Ганбат (Бат)');
    await fill('firstName', 'Тэмүүлэн, <b>');
    await fill('phone', '12');
    await userEvent.click(screen.getByTestId('new-customer-save'));
    expect(await screen.findAllByText(characters)).toHaveLength(2);
    expect(screen.getByText('Утасны дугаар яг 8 цифр байна (Монгол дугаар).')).toBeTruthy();
    await fill('lastName', 'Ганбат');
    await fill('firstName', 'т'.repeat(51));
    await fill('phone', '99a1');
    await userEvent.click(screen.getByTestId('new-customer-save'));
    expect(await screen.findByText('Хамгийн ихдээ 50 тэмдэгт байна.')).toBeTruthy();
    expect(screen.getByText('Утасны дугаар яг 8 цифр байна (Монгол дугаар).')).toBeTruthy();
    expect(screen.queryByText(characters)).toBeNull();
    await fill('firstName', 'Тэмүүлэн');
    expect(mocks.registerCustomer).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('new-customer-phone'));
    await userEvent.type(screen.getByTestId('new-customer-phone'), '99112233');
    await userEvent.click(screen.getByTestId('new-customer-save'));

    // Registered and chosen: on to the delivery step, whose address starts as the customer's (none).
    await screen.findByTestId('sale-step-delivery');
    expect(mocks.registerCustomer).toHaveBeenCalledWith({ lastName: 'Ганбат', firstName: 'Тэмүүлэн', phone: '99112233', address: '' });
    await userEvent.click(continueButton());
    expect(await screen.findByText('Хүргэх цэг оруулах')).toBeTruthy();
    expect(screen.getByText('Хаяг хоосон байна.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByTestId('delivery-point'), 'd2');
    expect(screen.queryByText('Хүргэх цэг оруулах')).toBeNull();
    await userEvent.type(screen.getByTestId('delivery-address'), 'Баянзүрх, 5-р хороо');
    await userEvent.type(screen.getByTestId('delivery-description'), 'Орцны код 123');
    await userEvent.click(continueButton());

    // Products (VAT allowed), then confirm: no lottery step.
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    const confirm = await screen.findByTestId('sale-step-confirm');
    expect(within(confirm).getByText('Баянзүрх')).toBeTruthy();
    expect(within(confirm).queryByTestId('confirm-lottery')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mocks.runSale).toHaveBeenCalledWith(
      {
        kind: 'delivery',
        products: [full],
        lines: [{ productId: 'p1', isNoat: false }],
        buyer: { id: 'new1', firstName: 'Тэмүүлэн', lastName: 'Ганбат', phone: '99112233' },
        delivery: { duureg: 'd2', address: 'Баянзүрх, 5-р хороо', addressDescription: 'Орцны код 123' },
        lottery: null,
      },
      mocks.user,
      expect.stringMatching(/^[A-Za-z0-9]{24}$/),
    );
    expect(mocks.useLotteryTypes).toHaveBeenCalledWith(false);
  });

  it('a phone found nowhere offers to register it; a phone already registered is refused, and choosing that customer goes on', async () => {
    const existing = CUSTOMERS[0];
    mocks.registerCustomer.mockRejectedValue(new DuplicatePhoneError(existing.phone, existing));
    renderWizard('delivery', [full]);
    await userEvent.type(screen.getByTestId('customer-search'), '8899');
    await userEvent.click(await screen.findByTestId('customer-register'));
    // The form starts with the typed number.
    expect((screen.getByTestId('new-customer-phone') as HTMLInputElement).value).toBe('8899');
    await userEvent.clear(screen.getByTestId('new-customer-phone'));
    await userEvent.type(screen.getByTestId('new-customer-phone'), existing.phone);
    await userEvent.type(screen.getByTestId('new-customer-lastName'), 'Батболд');
    await userEvent.type(screen.getByTestId('new-customer-firstName'), 'Сарнай');
    await userEvent.click(screen.getByTestId('new-customer-save'));
    expect((await screen.findByTestId('duplicate-phone')).textContent).toContain(
      'Энэ утасны дугаартай үйлчлүүлэгч бүртгэлтэй байна: Батболд Сараа (88112233).',
    );
    await userEvent.click(screen.getByTestId('duplicate-choose'));
    await screen.findByTestId('sale-step-delivery');
    // The existing customer is the buyer: the address is theirs.
    expect((screen.getByTestId('delivery-address') as HTMLInputElement).value).toBe('Хан-Уул, 3-р хороо');
  });

  it('prefills the address from the chosen customer, and back keeps it', async () => {
    renderWizard('delivery', [full]);
    await chooseCustomer('Батболд Сараа');
    await screen.findByTestId('sale-step-delivery');
    expect(screen.getByTestId<HTMLInputElement>('delivery-address').value).toBe('Хан-Уул, 3-р хороо');
    await userEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    expect(await screen.findByTestId('sale-chosen-buyer')).toBeTruthy();
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(continueButton());
    // The delivery step renders after the click settles: wait for it, as above.
    expect((await screen.findByTestId<HTMLInputElement>('delivery-address')).value).toBe('Хан-Уул, 3-р хороо');
  });
});

describe('Sell to contract merchants wizard', () => {
  it('merchant (last and first name) -> products without VAT -> confirm', async () => {
    const { onDone } = renderWizard('merchant');
    const table = await screen.findByRole('table', { name: 'Гэрээт борлуулагч' });
    expect(within(table).queryByRole('columnheader', { name: 'Утас' })).toBeNull();
    expect(screen.queryByTestId('sale-new-customer')).toBeNull();
    expect(mocks.usePeople).toHaveBeenCalledWith('Merchant');
    await userEvent.click(within(table).getByRole('button', { name: 'Гэрээт Түнш сонгох' }));
    const step = await screen.findByTestId('sale-step-products');
    expect(within(step).queryByTestId('sale-vat')).toBeNull();
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step')[0].textContent).toContain('Бүтээгдэхүүн');
    await userEvent.click(continueButton());
    await screen.findByTestId('sale-step-confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mocks.runSale.mock.calls[0][0]).toMatchObject({ kind: 'merchant', buyer: { id: 'm1' }, lottery: null });
  });

  it('a lost answer keeps the wizard on Sell; Sell again sends the same key (the command answers with the first sale, never a second)', async () => {
    const { CommandCallError } = await import('../../../entities/command/callCommand');
    mocks.runSale.mockRejectedValueOnce(new CommandCallError('unavailable', null, 'lost')).mockResolvedValueOnce({ orderId: 'o9', lotteryCode: null });
    const { onDone } = renderWizard('merchant');
    const table = await screen.findByRole('table', { name: 'Гэрээт борлуулагч' });
    await userEvent.click(within(table).getByRole('button', { name: 'Гэрээт Түнш сонгох' }));
    await screen.findByTestId('sale-step-products');
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Зарах' }));
    expect((await screen.findByTestId('sale-error')).textContent).not.toBe('');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Зарах' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mocks.runSale).toHaveBeenCalledTimes(2);
    expect(mocks.runSale.mock.calls[1][2]).toBe(mocks.runSale.mock.calls[0][2]);
    expect((await screen.findByTestId('done-order-number')).textContent).toBe('o9');
  });
});
