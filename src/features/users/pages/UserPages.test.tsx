import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';

// The add dialogs of /employees and /users as the pages open them (their options, genders and role
// choices): every validation message, in Mongolian and English, and nothing written. Moved from the
// e2e specs employees.spec.ts and users.spec.ts (docs/testing.md, "Moved tests").

vi.setConfig({ testTimeout: 20_000 });
installJsdomStubs();
const userEvent = userEventLib.setup({ delay: null });

const api = vi.hoisted(() => ({
  user: { id: 'u-me', firstName: 'Би', lastName: 'Өөрөө', role: 'Super Admin' },
  createCustomer: vi.fn(),
  updateUser: vi.fn(),
  deleteUser: vi.fn(),
  setUserActive: vi.fn(),
  createEmployee: vi.fn(),
  createBridgeAccount: vi.fn(),
}));
const empty = { data: [], loading: false, error: null, retry: () => undefined };
vi.mock('../../../auth/AuthProvider', () => ({ useSessionUser: () => api.user }));
vi.mock('../api/userQueries', () => ({
  useUsersList: () => empty,
  useUsersPage: () => ({ ...empty, page: 1, hasPrevious: false, hasNext: false, previous: () => undefined, next: () => undefined }),
  useUsersSearch: () => ({ ...empty, hasMore: false, loadingMore: false, loadMore: () => undefined }),
}));
vi.mock('../api/userWrites', () => ({
  createCustomer: api.createCustomer,
  updateUser: api.updateUser,
  deleteUser: api.deleteUser,
  setUserActive: api.setUserActive,
}));
vi.mock('../api/employeeWrites', () => ({ createEmployee: api.createEmployee, createBridgeAccount: api.createBridgeAccount }));
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({ useBridgeAccounts: () => empty }));

const { default: EmployeesPage } = await import('./EmployeesPage');
const { default: UsersPage } = await import('./UsersPage');

/** Sets a field's value at once, as Playwright's fill does. */
function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

/** A message shown in the dialog, matched exactly (the whole text of its element). */
async function shows(dialog: HTMLElement, message: string) {
  expect(await within(dialog).findByText(message, { exact: true }), message).toBeTruthy();
}

function noWrites() {
  for (const write of [api.createCustomer, api.updateUser, api.deleteUser, api.setUserActive, api.createEmployee, api.createBridgeAccount]) {
    expect(write).not.toHaveBeenCalled();
  }
}

beforeEach(() => {
  for (const write of [api.createCustomer, api.updateUser, api.deleteUser, api.setUserActive, api.createEmployee, api.createBridgeAccount]) {
    write.mockReset().mockResolvedValue(undefined);
  }
});

afterEach(async () => {
  await i18n.changeLanguage('mn');
});

describe('EmployeesPage: the add dialog', () => {
  it('the password messages (mn and en), nothing saved; Male and Female only; the role list includes Super Admin', async () => {
    api.user = { id: 'u-me', firstName: 'Би', lastName: 'Өөрөө', role: 'Super Admin' };
    await i18n.changeLanguage('mn');
    const view = render(<EmployeesPage />);
    await userEvent.click(screen.getByTestId('employees-add'));
    const dialog = await screen.findByTestId('employee-form');
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`#employee-form-${name}`)!;
    // An empty save: every required message is UserFormModal.test.tsx's ("employee add: every
    // required message"); here the page's own dialog goes on to the password rules.
    await userEvent.click(screen.getByTestId('employee-form-save'));
    await shows(dialog, 'Нэрээ оруулна уу');
    fill(input('password'), 'short');
    fill(input('confirmation'), 'different');
    await userEvent.click(screen.getByTestId('employee-form-save'));
    await shows(dialog, 'Нууц үг хамгийн багадаа 8 тэмдэгт байна');
    await shows(dialog, 'Нууц үг таарахгүй байна');
    // Male and Female only; eight roles (Super Admin and the seven of the users list).
    expect(input('gender').querySelectorAll('option')).toHaveLength(3);
    expect(input('role').querySelectorAll('option')).toHaveLength(9);
    expect([...input('role').querySelectorAll('option')].filter((o) => o.textContent?.includes('Супер админ'))).toHaveLength(1);
    noWrites();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByTestId('employee-form')).toBeNull());
    await i18n.changeLanguage('en');
    view.rerender(<EmployeesPage />);
    await userEvent.click(screen.getByTestId('employees-add'));
    const english = await screen.findByTestId('employee-form');
    fill(english.querySelector<HTMLInputElement>('#employee-form-password')!, 'long-enough-1');
    fill(english.querySelector<HTMLInputElement>('#employee-form-confirmation')!, 'long-enough-2');
    await userEvent.click(screen.getByTestId('employee-form-save'));
    await shows(english, 'Passwords do not match');
    noWrites();
  });
});

describe('UsersPage: the add dialog', () => {
  it('every validation message shows and blocks the save (mn), and in en; nothing is written', async () => {
    api.user = { id: 'u-admin', firstName: 'Админ', lastName: 'Админ', role: 'Admin' };
    await i18n.changeLanguage('mn');
    const view = render(<UsersPage />);
    await userEvent.click(screen.getByTestId('users-add'));
    const dialog = await screen.findByTestId('user-form');
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`#user-form-${name}`)!;
    await userEvent.click(screen.getByTestId('user-form-save'));
    for (const message of [
      'Нэрээ оруулна уу',
      'Овгоо оруулна уу',
      'И-мэйл хаягаа оруулна уу',
      'Утасны дугаараа оруулна уу',
      'Төрсөн өдрөө оруулна уу',
      'Хүйсээ сонгоно уу',
      'Хаягаа оруулна уу',
    ]) {
      await shows(dialog, message);
    }

    fill(input('firstName'), 'Ab');
    fill(input('lastName'), 'Cd');
    fill(input('email'), 'not-an-email');
    fill(input('phone'), '9911223');
    fill(input('address'), 'Богино хаяг');
    await userEvent.click(screen.getByTestId('user-form-save'));
    for (const message of [
      'Нэр хамгийн багадаа 3 тэмдэгт байна',
      'Овог хамгийн багадаа 3 тэмдэгт байна',
      'И-мэйл хаяг буруу байна',
      'Утасны дугаар яг 8 оронтой тоо байна (Монгол дугаар)',
      'Хаяг хамгийн багадаа 15 тэмдэгт байна',
    ]) {
      await shows(dialog, message);
    }
    fill(input('phone'), '99ab1234');
    await shows(dialog, 'Утасны дугаар яг 8 оронтой тоо байна (Монгол дугаар)');
    expect(screen.getByTestId('user-form')).toBeTruthy();
    noWrites();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByTestId('user-form')).toBeNull());
    await i18n.changeLanguage('en');
    view.rerender(<UsersPage />);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    await userEvent.click(screen.getByTestId('users-add'));
    const english = await screen.findByTestId('user-form');
    await userEvent.click(screen.getByTestId('user-form-save'));
    await shows(english, 'Please enter the first name');
    await shows(english, 'Please choose a gender');
    fill(english.querySelector<HTMLInputElement>('#user-form-phone')!, '123');
    await shows(english, 'The phone number must be exactly 8 digits (a Mongolian number)');
    noWrites();
  });
});
