import * as yup from 'yup';
import { EMAIL_MAX, isMongolianPhone, nameCharactersOk, PERSON_ADDRESS_MAX, PERSON_NAME_MAX, PHONE_LENGTH } from '../../../entities/person/personFields';

/** Minimum lengths and the phone's exact length (docs/roles.md); the maximums are the rules' (personFields). */
export const NAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const ADDRESS_MIN = 15;
export const PHONE_DIGITS = PHONE_LENGTH;

/** The limits the form's messages name (translated with these as parameters). */
export const USER_FORM_LIMITS = { nameMax: PERSON_NAME_MAX, addressMax: PERSON_ADDRESS_MAX, emailMax: EMAIL_MAX } as const;

/** Which fields a form shows; the field rules apply to every field shown. */
export interface UserFormOptions {
  /** Password and confirmation (employee add only: customers have no sign-in account). */
  password: boolean;
  /** Confirmation must equal the password (not checked on the user edit dialog). */
  confirmation: boolean;
  /** The role select. */
  role: boolean;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
  birthday: string;
  gender: string;
  address: string;
  phone: string;
  role: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmation: '',
  birthday: '',
  gender: '',
  address: '',
  phone: '',
  role: '',
};

const V = 'users.validation.';
const requiredString = (key: string) => yup.string().trim().required(V + key);
const skip = () => yup.string().default('');
/** Checked "when non-empty": an empty field shows only its required message. */
const filled = (v: string | undefined) => v === undefined || v.trim() === '';
const minLength = (n: number, key: string) =>
  [key, V + key, (v: string | undefined) => filled(v) || (v ?? '').trim().length >= n] as const;
const maxLength = (n: number, key: string) => [key, V + key, (v: string | undefined) => (v ?? '').trim().length <= n] as const;
const pattern = (re: RegExp, key: string) => [key, V + key, (v: string | undefined) => filled(v) || re.test((v ?? '').trim())] as const;
const nameCharacters = ['nameCharacters', V + 'nameCharacters', (v: string | undefined) => filled(v) || nameCharactersOk(v ?? '')] as const;
const phone = ['phoneDigits', V + 'phoneDigits', (v: string | undefined) => filled(v) || isMongolianPhone((v ?? '').trim())] as const;

/**
 * User and employee form rules (docs/roles.md, "Field rules for people"). Every field shown is
 * required with its own message; names 3 to 50 characters of letters, digits, space . ' - only,
 * password >= 8, address 15 to 300 characters, email format and at most 100, phone a Mongolian
 * number (exactly 8 digits), gender chosen, confirmation equal to the password. The maximums, the
 * name characters and the phone are the rules' (entities/person/personFields.ts). Messages are
 * i18n keys.
 */
export function userFormSchema(options: UserFormOptions) {
  return yup.object({
    firstName: requiredString('firstNameRequired')
      .test(...minLength(NAME_MIN, 'firstNameMin'))
      .test(...maxLength(PERSON_NAME_MAX, 'firstNameMax'))
      .test(...nameCharacters),
    lastName: requiredString('lastNameRequired')
      .test(...minLength(NAME_MIN, 'lastNameMin'))
      .test(...maxLength(PERSON_NAME_MAX, 'lastNameMax'))
      .test(...nameCharacters),
    email: requiredString('emailRequired').email(V + 'emailInvalid').test(...maxLength(EMAIL_MAX, 'emailMax')),
    password: options.password
      ? yup.string().required(V + 'passwordRequired').test(...minLength(PASSWORD_MIN, 'passwordMin'))
      : skip(),
    confirmation:
      options.password && options.confirmation
        ? yup
            .string()
            .required(V + 'confirmationRequired')
            .oneOf([yup.ref('password')], V + 'passwordsMismatch')
        : skip(),
    birthday: requiredString('birthdayRequired').test(...pattern(/^\d{4}-\d{2}-\d{2}$/, 'birthdayInvalid')),
    gender: yup.string().required(V + 'genderRequired'),
    address: requiredString('addressRequired').test(...minLength(ADDRESS_MIN, 'addressMin')).test(...maxLength(PERSON_ADDRESS_MAX, 'addressMax')),
    phone: requiredString('phoneRequired').test(...phone),
    role: options.role ? yup.string().required(V + 'roleRequired') : skip(),
  });
}

export const CUSTOMER_ADD_OPTIONS: UserFormOptions = { password: false, confirmation: false, role: false };
export const USER_EDIT_OPTIONS: UserFormOptions = { password: false, confirmation: false, role: true };
export const EMPLOYEE_ADD_OPTIONS: UserFormOptions = { password: true, confirmation: true, role: true };
export const EMPLOYEE_EDIT_OPTIONS: UserFormOptions = { password: false, confirmation: false, role: true };
