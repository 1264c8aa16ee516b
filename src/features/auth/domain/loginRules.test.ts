import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin } from './loginRules';

describe('sign-in form rules', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'login.validation.emailRequired',
      password: 'login.validation.passwordRequired',
    });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'login.validation.emailRequired' });
  });

  it('rejects a malformed email and accepts a proper pair', () => {
    for (const email of ['nobody', 'admin@', '@demo.mn', 'admin@demo', 'ad min@demo.mn', 'admin@demo..mn', 'admin@@demo.mn']) {
      expect(validateLogin({ email, password: 'x' })).toEqual({ email: 'login.validation.emailInvalid' });
    }
    expect(validateLogin({ email: ' admin@demo.mn ', password: 'demo12345' })).toEqual({});
    expect(validateLogin({ email: 'reception.city@demo.mn', password: 'demo12345' })).toEqual({});
  });

  it('asks only for a well-formed email to reset a password', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'login.validation.emailRequired' });
    expect(validateForgotPassword({ email: 'nobody' })).toEqual({ email: 'login.validation.emailInvalid' });
    expect(validateForgotPassword({ email: 'manager@demo.mn' })).toEqual({});
  });
});
