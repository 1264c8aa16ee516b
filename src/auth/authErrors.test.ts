import { describe, expect, it } from 'vitest';
import { errorCode, signInErrorKey } from './authErrors';

describe('sign-in error messages', () => {
  it('maps wrong credentials of every SDK generation to one message', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-login-credentials']) {
      expect(signInErrorKey(code)).toBe('login.errors.wrongCredentials');
    }
    expect(signInErrorKey('auth/too-many-requests')).toBe('login.errors.tooManyRequests');
    expect(signInErrorKey(undefined)).toBe('login.errors.unknown');
  });
  it('reads the code of a Firebase error', () => {
    expect(errorCode({ code: 'auth/x' })).toBe('auth/x');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});
