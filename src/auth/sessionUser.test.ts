import { describe, expect, it } from 'vitest';
import { checkProfile } from './sessionUser';

const base = { firstName: 'Бат', lastName: 'Дорж', email: 'a@demo.mn', isActive: true };

describe('checkProfile', () => {
  it('accepts an active staff profile and derives the role flags', () => {
    const result = checkProfile('u1', { ...base, role: 'Reception In City', locationId: 's1', locationType: 'store' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({ id: 'u1', role: 'Reception In City', isSeller: true, isAdmin: false, locationId: 's1', locationType: 'store' });
    expect(checkProfile('u2', { ...base, role: 'Admin' })).toMatchObject({ ok: true, user: { isAdmin: true } });
    expect(checkProfile('u3', { ...base, role: 'dev' })).toMatchObject({ ok: true, user: { isDeveloper: true } });
  });
  it('refuses a missing profile, an inactive one, an unknown role and a customer', () => {
    expect(checkProfile('u', undefined)).toEqual({ ok: false, reason: 'noProfile' });
    expect(checkProfile('u', { ...base, role: 'Admin', isActive: false })).toEqual({ ok: false, reason: 'inactive' });
    expect(checkProfile('u', { ...base, role: 'Admin', isActive: undefined })).toEqual({ ok: false, reason: 'inactive' });
    expect(checkProfile('u', { ...base, role: 'Boss' })).toEqual({ ok: false, reason: 'unknownRole' });
    expect(checkProfile('u', { ...base })).toEqual({ ok: false, reason: 'unknownRole' });
    expect(checkProfile('u', { ...base, role: 'clientUser' })).toEqual({ ok: false, reason: 'unknownRole' });
  });
  it('refuses the Merchant role, which has no back-office screens', () => {
    expect(checkProfile('u', { ...base, role: 'Merchant' })).toEqual({ ok: false, reason: 'noScreens' });
  });
});
