import { describe, expect, it } from 'vitest';
import { loginSchema } from './loginSchema';

async function errors(values: Record<string, string>) {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('login schema', () => {
  it('requires email and password', async () => {
    expect(await errors({ email: '', password: '' })).toEqual(['login.validation.emailRequired', 'login.validation.passwordRequired']);
  });
  it('rejects a malformed email and accepts a proper pair', async () => {
    expect(await errors({ email: 'nobody', password: 'x' })).toEqual(['login.validation.emailInvalid']);
    expect(await errors({ email: ' admin@demo.mn ', password: 'demo12345' })).toEqual([]);
  });
});
