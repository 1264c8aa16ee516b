import * as yup from 'yup';

/** Login form rules: email and password required. Messages are i18n keys. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('login.validation.emailRequired').email('login.validation.emailInvalid'),
  password: yup.string().required('login.validation.passwordRequired'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('login.validation.emailRequired').email('login.validation.emailInvalid'),
});
