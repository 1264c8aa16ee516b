import { describe, expect, it } from 'vitest';
import { bridgeAccountProblems, bridgeProfileOf } from './bridgeAccount';

describe('a shop bridge account', () => {
  const ok = { name: 'Гүүр Сүхбаатар', email: ' Bridge.SB@Shop.mn ', password: 'long-enough' };

  it('a name of letters, an email and a password of 8 characters or more', () => {
    expect(bridgeAccountProblems(ok)).toEqual({});
    expect(bridgeAccountProblems({ name: ' ', email: 'x', password: 'short' })).toEqual({ name: 'nameRequired', email: 'emailInvalid', password: 'passwordMin' });
    expect(bridgeAccountProblems({ ...ok, name: 'а'.repeat(51) })).toEqual({ name: 'nameMax' });
    expect(bridgeAccountProblems({ ...ok, name: 'Гүүр #1' })).toEqual({ name: 'nameCharacters' });
    expect(bridgeAccountProblems({ ...ok, email: `${'a'.repeat(96)}@x.mn` })).toEqual({ email: 'emailMax' });
  });

  it('its profile: role Bridge, no points yet, active; the email as the sign-in keeps it', () => {
    expect(bridgeProfileOf('u1', ok)).toEqual({
      id: 'u1',
      firstName: 'Гүүр Сүхбаатар',
      lastName: '',
      email: 'bridge.sb@shop.mn',
      role: 'Bridge',
      userType: 'bridge',
      isActive: true,
      bridgePointIds: [],
    });
  });
});
