import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { toPerson } from '../../../entities/person/person';

// The new-customer form of the sale wizards: what the rules refuse, said in words before anything is
// sent. registerCustomer runs as in the app; only the write under it (createCustomerWithKey: the
// customer and its phone key in one transaction) is mocked, so "nothing is written" is "it was not
// called", and what would be written is what it was called with. Moved from the e2e specs
// input-limits.spec.ts and selling.spec.ts (docs/testing.md, "Moved tests").

vi.setConfig({ testTimeout: 20_000 });
const userEvent = userEventLib.setup({ delay: null });

const mocks = vi.hoisted(() => ({ createCustomerWithKey: vi.fn() }));
vi.mock('../../../entities/person/customerWrites', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createCustomerWithKey: mocks.createCustomerWithKey,
}));

const { NewCustomerForm } = await import('./NewCustomerForm');

const CHARACTERS = "Зөвхөн үсэг, цифр, зай болон . ' - тэмдэг ашиглана (< ( , = болон бусад тэмдэг болохгүй).";
const PHONE_DIGITS = 'Утасны дугаар яг 8 цифр байна (Монгол дугаар).';

/** Replaces a field's text at once, as Playwright's fill does. */
async function fill(name: string, text: string) {
  const input = screen.getByTestId(`new-customer-${name}`);
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

const save = () => userEvent.click(screen.getByTestId('new-customer-save'));

beforeEach(() => {
  mocks.createCustomerWithKey.mockReset().mockImplementation(async (data: Record<string, unknown>) => toPerson('new-customer', data));
});

describe('NewCustomerForm', () => {
  it("says which characters a name may not have and that a phone has 8 digits; nothing is written; fixed as said, the customer is registered with the phone's digits", async () => {
    const onRegistered = vi.fn();
    // Opened from the customer search with a phone typed (as "Register a new customer?" does).
    render(<NewCustomerForm typed="99887766" onRegistered={onRegistered} onCancel={() => undefined} />);
    const form = screen.getByTestId('new-customer-form');
    expect((screen.getByTestId('new-customer-phone') as HTMLInputElement).value).toBe('99887766');
    await fill('lastName', 'Бат (ilm3x9k2a)');
    await fill('firstName', 'Дорж, <b>');
    await fill('phone', '12');
    await save();
    expect(await within(form).findAllByText(CHARACTERS)).toHaveLength(2);
    expect(within(form).getByText(PHONE_DIGITS)).toBeTruthy();
    // Nothing was sent: no customer and no key.
    expect(mocks.createCustomerWithKey).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();

    await fill('lastName', 'Бат-Эрдэнэ ilm3x9k2a');
    await fill('firstName', "O'Neil Дорж");
    await fill('phone', '+976 9988-7766');
    await waitFor(() => expect(within(form).queryAllByText(CHARACTERS)).toHaveLength(0));
    await save();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(mocks.createCustomerWithKey).toHaveBeenCalledTimes(1);
    expect(mocks.createCustomerWithKey.mock.calls[0][0]).toMatchObject({
      lastName: 'Бат-Эрдэнэ ilm3x9k2a',
      firstName: "O'Neil Дорж",
      phone: '99887766',
      role: 'clientUser',
      userType: 'clientUser',
      isActive: true,
    });
    expect(onRegistered.mock.calls[0][0]).toMatchObject({ id: 'new-customer', phone: '99887766' });
  });

  it('every message of the delivery sale: the three required fields, then a phone of 4 digits; nothing is written', async () => {
    const onRegistered = vi.fn();
    render(<NewCustomerForm onRegistered={onRegistered} onCancel={() => undefined} />);
    const form = screen.getByTestId('new-customer-form');
    await save();
    expect(await within(form).findByText('Овог хоосон байна.')).toBeTruthy();
    expect(within(form).getByText('Нэр хоосон байна.')).toBeTruthy();
    expect(within(form).getByText('Утасны дугаар хоосон байна.')).toBeTruthy();
    await fill('lastName', 'Шинэовогsdm3x9k2a');
    await fill('firstName', 'Тэмүүлэн');
    await fill('phone', '99-11');
    await save();
    expect(await within(form).findByText(PHONE_DIGITS)).toBeTruthy();
    expect(within(form).queryByText('Овог хоосон байна.')).toBeNull();
    expect(within(form).queryByText('Нэр хоосон байна.')).toBeNull();
    expect(mocks.createCustomerWithKey).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
