// The sign-in forms' rules. Plain functions rather than a yup schema: the sign-in page is the first
// screen of the app, and yup (90 KB) is the largest thing it would load only for these two checks
// (docs/performance.md). Messages are i18n keys; the shape is Formik's `validate` result.

export interface LoginValues {
  email: string;
  password: string;
}

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Something@something.tld without spaces: what Firebase Auth accepts as an email, roughly. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'login.validation.emailRequired';
  if (!EMAIL.test(value)) return 'login.validation.emailInvalid';
  return undefined;
}

/** Email and password required, the email well-formed (surrounding spaces are ignored). */
export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  const errors: FormErrors<LoginValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'login.validation.passwordRequired';
  return errors;
}

/** The password-reset form: a well-formed email. */
export function validateForgotPassword(values: { email: string }): FormErrors<{ email: string }> {
  const email = emailError(values.email);
  return email ? { email } : {};
}
