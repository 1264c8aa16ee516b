import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { toPerson } from '../../../entities/person/person';
import type { CustomerSearchPlan } from '../../../entities/person/customerSearch';
import type { LotteryTicket } from '../domain/lotteryTicket';

installJsdomStubs();

const mocks = vi.hoisted(() => ({ searchCustomers: vi.fn(), findCustomerByPhone: vi.fn() }));
vi.mock('../../../entities/person/customerQueries', () => ({ searchCustomers: mocks.searchCustomers, findCustomerByPhone: mocks.findCustomerByPhone }));
const { LotteryTicketDialog } = await import('./LotteryTicketDialog');
type LotteryTicketDialogProps = import('./LotteryTicketDialog').LotteryTicketDialogProps;

const userEvent = userEventLib.setup({ delay: null });

const customers = [
  toPerson('c1', { firstName: 'Болормаа', lastName: 'Сүхбат', phone: '88104729', address: '' }),
  toPerson('c2', { firstName: 'Ганболд', lastName: 'Дашдорж', phone: '88209458', address: '' }),
];
// The server's search over these customers (phone prefix, name prefix) and the phone lookup.
mocks.searchCustomers.mockImplementation(async (plan: CustomerSearchPlan) =>
  customers.filter((c) =>
    plan.kind === 'phone' ? c.phone.startsWith(plan.prefix) : plan.kind === 'name' && [c.lastName, c.firstName].some((n) => n.toLowerCase().startsWith(plan.prefix)),
  ),
);
mocks.findCustomerByPhone.mockImplementation(async (phone: string) => customers.find((c) => c.phone === phone) ?? null);

const types = [
  { id: 't1', name: 'Хаврын сугалаа', startAt: new Date(2095, 2, 1).getTime(), endAt: new Date(2095, 4, 31).getTime() },
  { id: 't2', name: 'Намрын сугалаа', startAt: 0, endAt: 0 },
];

function renderDialog(props: Partial<LotteryTicketDialogProps> = {}) {
  const onSubmit = vi.fn<LotteryTicketDialogProps['onSubmit']>().mockResolvedValue('saved');
  const onClose = vi.fn();
  render(
    <LotteryTicketDialog
      isOpen
      ticket={null}
      types={types}
      onSubmit={onSubmit}
      onClose={onClose}
      generateCode={() => '31415926'}
      {...props}
    />,
  );
  return { onSubmit, onClose };
}

afterEach(async () => {
  await i18n.changeLanguage('mn');
});

describe('LotteryTicketDialog', { timeout: 30_000 }, () => {
  it('an empty submit shows the three required-field messages (en) and saves nothing', async () => {
    await i18n.changeLanguage('en');
    const { onSubmit } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('UUID empty')).toBeTruthy();
    expect(screen.getByText('Choose user')).toBeTruthy();
    expect(screen.getByText('Choose lottery type')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the same messages in Mongolian; a non-numeric code is refused', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(screen.getByLabelText('Код'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Сугалааны код оруулна уу (зөвхөн тоо)', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(screen.getByText('Хэрэглэгч сонгоно уу', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(screen.getByText('Сугалааны төрөл сонгоно уу', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(screen.getByTestId('ticket-type').className).toContain('is-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty submit in Mongolian: the three messages; then a code "12a" keeps the code message (as the e2e flow typed it)', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Сугалааны код оруулна уу (зөвхөн тоо)', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(screen.getByText('Хэрэглэгч сонгоно уу', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(screen.getByText('Сугалааны төрөл сонгоно уу', { selector: '.invalid-feedback' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Код'), '12a');
    expect(await screen.findByText('Сугалааны код оруулна уу (зөвхөн тоо)', { selector: '.invalid-feedback' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('generates a code, searches a customer, picks a type and sends the form', async () => {
    await i18n.changeLanguage('en');
    const { onSubmit, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('31415926');
    // Nothing is listed before typing; a phone prefix lists the matching customer only.
    expect(screen.queryByTestId('customer-option')).toBeNull();
    await userEvent.type(screen.getByLabelText('User'), '8820');
    const options = await screen.findAllByTestId('customer-option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Дашдорж Ганболд')]);
    await userEvent.click(options[0]);
    await userEvent.selectOptions(screen.getByLabelText('Lottery type'), 't1');
    expect(screen.getByRole('option', { name: 'Хаврын сугалаа (2095-03-01 – 2095-05-31)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '31415926', userId: 'c2', lotteryTypeId: 't1' }, customers[1]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a code already used stays open and says so under the code', async () => {
    await i18n.changeLanguage('en');
    const { onSubmit, onClose } = renderDialog();
    onSubmit.mockResolvedValue('codeTaken');
    await userEvent.type(screen.getByLabelText('Code'), '12345678');
    // A whole phone number selects its customer.
    await userEvent.type(screen.getByLabelText('User'), '88104729');
    await waitFor(() => expect(screen.getByTestId('selected-customer').textContent).toContain('Сүхбат Болормаа'));
    await userEvent.selectOptions(screen.getByLabelText('Lottery type'), 't2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is already used by another ticket.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edit: pre-filled; a sale ticket locks its code and customer', async () => {
    await i18n.changeLanguage('en');
    const ticket: LotteryTicket = {
      id: '55555555',
      code: '55555555',
      userId: 'c1',
      firstName: 'Болормаа',
      lastName: 'Бат',
      phone: '88104729',
      lotteryTypeId: 't1',
      orderId: 'order-7',
      createdUserId: 'u',
      createdAtMs: 1,
    };
    const { onSubmit } = renderDialog({ ticket });
    expect(screen.getByRole('form', { name: 'Edit lottery' })).toBeTruthy();
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code.value).toBe('55555555');
    expect(code.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    expect((screen.getByLabelText('User') as HTMLInputElement).value).toBe('Болормаа · 88104729');
    expect(screen.getByTestId('lottery-sale-ticket').textContent).toContain('order-7');
    await userEvent.selectOptions(screen.getByLabelText('Lottery type'), 't2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '55555555', userId: 'c1', lotteryTypeId: 't2' }, null));
  });
});
