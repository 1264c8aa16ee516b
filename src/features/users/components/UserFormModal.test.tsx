import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { UserFormModal } from './UserFormModal';
import { CUSTOMER_ADD_OPTIONS, EMPLOYEE_ADD_OPTIONS, EMPTY_USER_FORM, USER_EDIT_OPTIONS, type UserFormOptions, type UserFormValues } from '../domain/userSchema';
import { EMPLOYEE_GENDERS, EMPLOYEE_ROLES, USER_GENDERS } from '../domain/users';

installJsdomStubs();

/** Sets a field's value at once (typing character by character re-validates at every key). */
function fill(element: HTMLInputElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function renderForm(options: UserFormOptions, onSubmit = vi.fn(async () => true), initialValues: UserFormValues = EMPTY_USER_FORM) {
  render(
    <UserFormModal
      isOpen
      title="Form"
      options={options}
      initialValues={initialValues}
      roleChoices={EMPLOYEE_ROLES}
      genders={options === EMPLOYEE_ADD_OPTIONS ? EMPLOYEE_GENDERS : USER_GENDERS}
      onCancel={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, onSubmit, field: (name: string) => dialog.querySelector<HTMLInputElement>(`#user-form-${name}`)! };
}

describe('UserFormModal', () => {
  it('employee add: every required message, in Mongolian, and nothing is saved', async () => {
    await i18n.changeLanguage('mn');
    const { dialog, onSubmit } = renderForm(EMPLOYEE_ADD_OPTIONS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    for (const message of [
      'Нэрээ оруулна уу',
      'Овгоо оруулна уу',
      'И-мэйл хаягаа оруулна уу',
      'Нууц үгээ оруулна уу',
      'Нууц үгээ давтан оруулна уу',
      'Төрсөн өдрөө оруулна уу',
      'Хүйсээ сонгоно уу',
      'Хаягаа оруулна уу',
      'Утасны дугаараа оруулна уу',
      'Эрхээ сонгоно уу',
    ]) {
      expect(await within(dialog).findByText(message), message).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('too short, wrong format and mismatching values show their messages', async () => {
    await i18n.changeLanguage('mn');
    const { dialog, field, onSubmit } = renderForm(EMPLOYEE_ADD_OPTIONS);
    fill(field('firstName'), 'Бо');
    fill(field('lastName'), 'Ба');
    fill(field('email'), 'bold@');
    fill(field('password'), 'short');
    fill(field('confirmation'), 'other');
    fill(field('address'), 'Богино');
    fill(field('phone'), '991122');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    for (const message of [
      'Нэр хамгийн багадаа 3 тэмдэгт байна',
      'Овог хамгийн багадаа 3 тэмдэгт байна',
      'И-мэйл хаяг буруу байна',
      'Нууц үг хамгийн багадаа 8 тэмдэгт байна',
      'Нууц үг таарахгүй байна',
      'Хаяг хамгийн багадаа 15 тэмдэгт байна',
      'Утасны дугаар яг 8 оронтой тоо байна (Монгол дугаар)',
    ]) {
      expect(await within(dialog).findByText(message), message).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names too long and characters the rules refuse show their messages (with the limits)', async () => {
    await i18n.changeLanguage('mn');
    const { dialog, field, onSubmit } = renderForm(CUSTOMER_ADD_OPTIONS);
    fill(field('firstName'), 'Бат (Дорж)');
    fill(field('lastName'), 'б'.repeat(51));
    fill(field('address'), 'х'.repeat(301));
    fill(field('phone'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    for (const message of [
      "Зөвхөн үсэг, цифр, зай болон . ' - тэмдэг ашиглана (< ( , = болон бусад тэмдэг болохгүй)",
      'Овог хамгийн ихдээ 50 тэмдэгт байна',
      'Хаяг хамгийн ихдээ 300 тэмдэгт байна',
      'Утасны дугаар яг 8 оронтой тоо байна (Монгол дугаар)',
    ]) {
      expect(await within(dialog).findByText(message), message).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last name may have at most 50 characters')).toBeTruthy();
    expect(within(dialog).getByText("Only letters, digits, spaces and . ' - may be used (no < ( , = or other signs)")).toBeTruthy();
    await i18n.changeLanguage('mn');
  });

  it('shows the messages in English too', async () => {
    await i18n.changeLanguage('en');
    const { dialog, field } = renderForm(EMPLOYEE_ADD_OPTIONS);
    fill(field('password'), 'password1');
    fill(field('confirmation'), 'password2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the first name')).toBeTruthy();
    await i18n.changeLanguage('mn');
  });

  it('the customer form has no password or role fields and saves complete values', async () => {
    await i18n.changeLanguage('mn');
    const { dialog, field, onSubmit } = renderForm(CUSTOMER_ADD_OPTIONS);
    expect(field('password')).toBeNull();
    expect(field('confirmation')).toBeNull();
    expect(field('role')).toBeNull();
    fill(field('firstName'), 'Болд');
    fill(field('lastName'), 'Батаа');
    fill(field('email'), 'bold@test.mn');
    fill(field('phone'), '99112233');
    fill(field('birthday'), '1990-05-17');
    await userEvent.selectOptions(field('gender'), 'other');
    fill(field('address'), 'Баянгол дүүрэг, 3-р хороо');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toBeDefined();
  });

  it('the user edit dialog does not check the password confirmation', async () => {
    await i18n.changeLanguage('mn');
    const values: UserFormValues = {
      ...EMPTY_USER_FORM,
      firstName: 'Болд',
      lastName: 'Батаа',
      email: 'bold@test.mn',
      birthday: '1990-05-17',
      gender: 'male',
      address: 'Баянгол дүүрэг, 3-р хороо',
      phone: '99112233',
      role: 'Manager',
      confirmation: 'whatever',
    };
    const { dialog, field, onSubmit } = renderForm(USER_EDIT_OPTIONS, vi.fn(async () => true), values);
    expect(field('confirmation')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
