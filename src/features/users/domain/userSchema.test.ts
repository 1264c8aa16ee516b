import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CUSTOMER_ADD_OPTIONS,
  EMPLOYEE_ADD_OPTIONS,
  EMPLOYEE_EDIT_OPTIONS,
  USER_EDIT_OPTIONS,
  userFormSchema,
  type UserFormOptions,
  type UserFormValues,
} from './userSchema';
import { EMAIL_MAX, PERSON_ADDRESS_MAX, PERSON_NAME_MAX } from '../../../entities/person/personFields';

const valid: UserFormValues = {
  firstName: 'Болд',
  lastName: 'Батаа',
  email: 'bold@test.mn',
  password: 'password1',
  confirmation: 'password1',
  birthday: '1990-05-17',
  gender: 'male',
  address: 'Баянгол дүүрэг, 3-р хороо',
  phone: '99112233',
  role: 'Manager',
};

/** field -> message key of every failing rule, for the given values. */
function errors(options: UserFormOptions, values: Partial<UserFormValues>): Record<string, string> {
  try {
    userFormSchema(options).validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('userFormSchema', () => {
  it('accepts a complete employee', () => {
    expect(errors(EMPLOYEE_ADD_OPTIONS, {})).toEqual({});
  });

  it('asks for every field of the employee add form', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as Partial<UserFormValues>;
    expect(errors(EMPLOYEE_ADD_OPTIONS, empty)).toEqual({
      firstName: 'users.validation.firstNameRequired',
      lastName: 'users.validation.lastNameRequired',
      email: 'users.validation.emailRequired',
      password: 'users.validation.passwordRequired',
      confirmation: 'users.validation.confirmationRequired',
      birthday: 'users.validation.birthdayRequired',
      gender: 'users.validation.genderRequired',
      address: 'users.validation.addressRequired',
      phone: 'users.validation.phoneRequired',
      role: 'users.validation.roleRequired',
    });
  });

  it('treats blank (spaces only) text as empty', () => {
    expect(errors(CUSTOMER_ADD_OPTIONS, { firstName: '   ', address: '   ' })).toEqual({
      firstName: 'users.validation.firstNameRequired',
      address: 'users.validation.addressRequired',
    });
  });

  it.each([
    ['firstName', 'Бо', 'users.validation.firstNameMin'],
    ['lastName', 'Ба', 'users.validation.lastNameMin'],
    ['password', 'short12', 'users.validation.passwordMin'],
    ['address', 'Богино хаяг 12', 'users.validation.addressMin'],
    ['email', 'bold@', 'users.validation.emailInvalid'],
    ['birthday', '17/05/1990', 'users.validation.birthdayInvalid'],
  ] as const)('%s = %j gives %s', (field, value, message) => {
    const result = errors(EMPLOYEE_ADD_OPTIONS, field === 'password' ? { password: value, confirmation: value } : { [field]: value });
    expect(result).toEqual({ [field]: message });
  });

  it('keeps the minimum lengths inclusive (3, 8, 15)', () => {
    expect(errors(EMPLOYEE_ADD_OPTIONS, { firstName: 'Бол', lastName: 'Бат', password: '12345678', confirmation: '12345678', address: '123456789012345' })).toEqual({});
  });

  it.each(['9911223', '991122334', '9911-223', 'abcdefgh', '99 11 22 3', '12', '12345678901234567890'])('phone %j is not exactly 8 digits', (phone) => {
    expect(errors(CUSTOMER_ADD_OPTIONS, { phone })).toEqual({ phone: 'users.validation.phoneDigits' });
  });

  it('limits names, address and email to what the rules accept (inclusive, counted trimmed)', () => {
    const at = { firstName: 'б'.repeat(PERSON_NAME_MAX), lastName: ` ${'д'.repeat(PERSON_NAME_MAX)} `, address: 'х'.repeat(PERSON_ADDRESS_MAX), email: `${'a'.repeat(EMAIL_MAX - 8)}@test.mn` };
    expect(errors(CUSTOMER_ADD_OPTIONS, at)).toEqual({});
    expect(errors(CUSTOMER_ADD_OPTIONS, { firstName: 'б'.repeat(PERSON_NAME_MAX + 1), lastName: 'д'.repeat(100_000), address: 'х'.repeat(PERSON_ADDRESS_MAX + 1), email: `${'a'.repeat(EMAIL_MAX - 7)}@test.mn` })).toEqual({
      firstName: 'users.validation.firstNameMax',
      lastName: 'users.validation.lastNameMax',
      address: 'users.validation.addressMax',
      email: 'users.validation.emailMax',
    });
  });

  it.each(['<script>', 'Бат (Дорж)', 'Бат, Дорж', 'a=b', 'Бат\nДорж'])('a name %j has characters the rules refuse', (name) => {
    expect(errors(CUSTOMER_ADD_OPTIONS, { firstName: name, lastName: name })).toEqual({
      firstName: 'users.validation.nameCharacters',
      lastName: 'users.validation.nameCharacters',
    });
  });

  it("a name of letters, digits, space and . ' - is fine", () => {
    expect(errors(EMPLOYEE_ADD_OPTIONS, { firstName: "Бат-Эрдэнэ O'Neil", lastName: 'Ж. Дорж 2' })).toEqual({});
  });

  it('confirmation must equal the password', () => {
    expect(errors(EMPLOYEE_ADD_OPTIONS, { confirmation: 'password2' })).toEqual({ confirmation: 'users.validation.passwordsMismatch' });
  });

  it('the customer form has no password or role; the edit forms check no password or confirmation', () => {
    for (const options of [CUSTOMER_ADD_OPTIONS, USER_EDIT_OPTIONS, EMPLOYEE_EDIT_OPTIONS]) {
      expect(errors(options, { password: '', confirmation: 'anything' })).toEqual({});
    }
    expect(errors(CUSTOMER_ADD_OPTIONS, { role: '' })).toEqual({});
    expect(errors(USER_EDIT_OPTIONS, { role: '' })).toEqual({ role: 'users.validation.roleRequired' });
  });
});
