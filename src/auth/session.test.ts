import { describe, expect, it } from 'vitest';
import { isSessionFresh, parseSessionRecord, SESSION_LIFETIME_MS } from './session';

describe('session record', () => {
  const now = 1_800_000_000_000;
  it('is fresh under 24 hours and expired at 24 hours', () => {
    expect(isSessionFresh({ userId: 'u', role: 'Admin', timestamp: now - SESSION_LIFETIME_MS + 1 }, now)).toBe(true);
    expect(isSessionFresh({ userId: 'u', role: 'Admin', timestamp: now - SESSION_LIFETIME_MS }, now)).toBe(false);
    expect(isSessionFresh({ userId: 'u', role: 'Admin', timestamp: now - 25 * 3_600_000 }, now)).toBe(false);
  });
  it('does not trust a timestamp from the future', () => {
    expect(isSessionFresh({ userId: 'u', role: 'Admin', timestamp: now + 3_600_000 }, now)).toBe(false);
  });
  it('parses only well-formed records', () => {
    expect(parseSessionRecord(JSON.stringify({ userId: 'u', role: 'Manager', timestamp: 5 }))).toEqual({ userId: 'u', role: 'Manager', timestamp: 5 });
    expect(parseSessionRecord(null)).toBeNull();
    expect(parseSessionRecord('{bad json')).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ userId: 'u', role: 'Owner', timestamp: 5 }))).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ userId: 'u', role: 'Admin', timestamp: '5' }))).toBeNull();
  });
});
