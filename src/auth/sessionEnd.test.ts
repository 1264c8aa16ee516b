// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LAST_VIEW_STORAGE_KEY } from '../lib/lastView';
import { clearSessionRecord, SESSION_STORAGE_KEY } from './session';

describe('ending the session on this device', () => {
  it('deletes the session record and the copy of the last screen (sign-out, a refused session)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'u1', role: 'Manager', timestamp: Date.now() }));
    localStorage.setItem(LAST_VIEW_STORAGE_KEY, '{"userId":"u1"}');
    clearSessionRecord();
    expect(localStorage.getItem(LAST_VIEW_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
