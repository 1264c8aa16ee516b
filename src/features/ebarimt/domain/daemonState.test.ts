import { describe, expect, it } from 'vitest';
import { daemonWarnings, searchKind, ubMillis } from './daemonState';

const NOW = Date.UTC(2026, 10, 27, 8, 0, 0); // 16:00 in Ulaanbaatar
const ok = { reachable: true, lastSentDate: '2026-11-27 15:00:00', leftLotteries: 5_000, checkedAt: NOW - 10_000 };

describe('daemonWarnings', () => {
  it('nothing to say when the daemon uploads and has numbers', () => {
    expect(daemonWarnings(ok, NOW)).toEqual([]);
  });
  it('warns after 2 days without upload, and says at 3 that receipts go without lottery numbers', () => {
    expect(daemonWarnings({ ...ok, lastSentDate: '2026-11-25 15:59:00' }, NOW)).toEqual(['uploadLate']);
    expect(daemonWarnings({ ...ok, lastSentDate: '2026-11-24 16:00:00' }, NOW)).toEqual(['uploadStale']);
  });
  it('warns under 100 lottery numbers, and when none are left', () => {
    expect(daemonWarnings({ ...ok, leftLotteries: 99 }, NOW)).toEqual(['lotteriesLow']);
    expect(daemonWarnings({ ...ok, leftLotteries: 0, lastSentDate: '2026-11-25 00:00:00' }, NOW)).toEqual(['uploadLate', 'lotteriesOut']);
  });
  it('a silent bridge or an unreachable daemon first', () => {
    expect(daemonWarnings({ ...ok, checkedAt: NOW - 4 * 60_000 }, NOW)).toEqual(['bridgeSilent']);
    expect(daemonWarnings({ ...ok, reachable: false }, NOW)).toEqual(['unreachable']);
  });
  it('reads the daemon’s Ulaanbaatar time', () => {
    expect(ubMillis('2026-11-27 16:00:00')).toBe(NOW);
    expect(ubMillis('27/11/2026')).toBeNaN();
  });
});

describe('searchKind', () => {
  it('a DDTD has 33 digits; an order id letters and digits', () => {
    expect(searchKind(' 037900846788000000000000000000001 ')).toBe('ddtd');
    expect(searchKind('rPqMP1Y739IDvsjXcSnl')).toBe('order');
    expect(searchKind('12')).toBeNull();
  });
});
