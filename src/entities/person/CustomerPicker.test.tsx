import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import i18n from '../../i18n';
import { toPerson, type Person } from './person';
import { DuplicatePhoneError } from './customerWrites';
import type { CustomerSearchPlan } from './customerSearch';

vi.setConfig({ testTimeout: 20_000 });
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({ searchCustomers: vi.fn(), findCustomerByPhone: vi.fn() }));
vi.mock('./customerQueries', () => ({ searchCustomers: mocks.searchCustomers, findCustomerByPhone: mocks.findCustomerByPhone }));

const { CustomerPicker, DuplicatePhoneAlert } = await import('./CustomerPicker');

const BOLOR = toPerson('c1', { lastName: 'Сүхбат', firstName: 'Болормаа', phone: '88104729', address: 'Баянзүрх' });
const SUKH = toPerson('c2', { lastName: 'Болд', firstName: 'Сүхээ', phone: '88209458' });

/** The picker in a parent that keeps the choice, as the wizard does. */
function Harness({ onSelect = () => undefined, onRegister }: { onSelect?: (p: Person) => void; onRegister?: (typed: string) => void }) {
  const [selected, setSelected] = useState<Person | null>(null);
  return (
    <CustomerPicker
      selected={selected}
      onSelect={(p) => {
        setSelected(p);
        onSelect(p);
      }}
      onRegister={onRegister}
    />
  );
}

beforeEach(() => {
  mocks.searchCustomers.mockReset().mockImplementation(async (plan: CustomerSearchPlan) =>
    plan.kind === 'name' && 'сүхбат болормаа'.includes(plan.prefix) ? [SUKH, BOLOR] : [],
  );
  mocks.findCustomerByPhone.mockReset().mockImplementation(async (phone: string) => (phone === BOLOR.phone ? BOLOR : null));
});

afterEach(async () => {
  await i18n.changeLanguage('mn');
});

describe('CustomerPicker', () => {
  it('reads nothing before the user types, and says what to type', async () => {
    render(<Harness />);
    expect(screen.getByTestId('customer-hint').textContent).toContain('Утасны дугаар');
    await new Promise((r) => setTimeout(r, 400));
    expect(mocks.searchCustomers).not.toHaveBeenCalled();
    expect(mocks.findCustomerByPhone).not.toHaveBeenCalled();
  });

  it('searches once the typing pauses, lists the results and picks one by click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.type(screen.getByTestId('customer-search'), 'Сүх');
    const options = await screen.findAllByTestId('customer-option');
    // Typed in one go: one search, for the lower-cased prefix.
    expect(mocks.searchCustomers).toHaveBeenCalledTimes(1);
    expect(mocks.searchCustomers.mock.calls[0][0]).toEqual({ kind: 'name', prefix: 'сүх', words: [] });
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Болд Сүхээ'), expect.stringContaining('Сүхбат Болормаа')]);
    await userEvent.click(options[1]);
    expect(onSelect).toHaveBeenCalledWith(BOLOR);
    expect(screen.getByTestId('selected-customer').textContent).toContain('Сүхбат Болормаа');
    expect(screen.getAllByTestId('customer-option')[1].getAttribute('aria-selected')).toBe('true');
  });

  it('is usable with the keyboard: arrows move, Enter picks', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByTestId('customer-search');
    await userEvent.type(input, 'сүхбат');
    await screen.findAllByTestId('customer-option');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByTestId('customer-option')[1].id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(BOLOR);
  });

  it('a whole phone number that is a customer’s selects that customer at once', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.type(screen.getByTestId('customer-search'), '+976 8810 4729');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(BOLOR));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(mocks.findCustomerByPhone).toHaveBeenCalledWith('88104729', expect.anything());
    expect(mocks.searchCustomers).not.toHaveBeenCalled();
    expect(screen.getByTestId('selected-customer').textContent).toContain('88104729');
  });

  it('nothing found: says so and offers to register, in English too', async () => {
    await i18n.changeLanguage('en');
    const onRegister = vi.fn();
    render(<Harness onRegister={onRegister} />);
    await userEvent.type(screen.getByTestId('customer-search'), '99001122');
    expect((await screen.findByTestId('customer-none')).textContent).toContain('No customer found.');
    await userEvent.click(screen.getByRole('button', { name: 'Register a new customer?' }));
    expect(onRegister).toHaveBeenCalledWith('99001122');
  });
});

describe('DuplicatePhoneAlert', () => {
  it('names the customer who has the phone and offers to choose them', async () => {
    const onChoose = vi.fn();
    render(<DuplicatePhoneAlert error={new DuplicatePhoneError('88104729', BOLOR)} onChoose={onChoose} />);
    expect(screen.getByTestId('duplicate-phone').textContent).toContain('Энэ утасны дугаартай үйлчлүүлэгч бүртгэлтэй байна: Сүхбат Болормаа (88104729).');
    await userEvent.click(screen.getByRole('button', { name: 'Сонгох' }));
    expect(onChoose).toHaveBeenCalledWith(BOLOR);
  });

  it('without a readable customer, names the phone only and offers nothing', async () => {
    await i18n.changeLanguage('en');
    render(<DuplicatePhoneAlert error={new DuplicatePhoneError('88104729', null)} onChoose={() => undefined} />);
    expect(screen.getByTestId('duplicate-phone').textContent).toBe('A customer with the phone number 88104729 is already registered.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
