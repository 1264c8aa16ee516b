import { describe, expect, it } from 'vitest';
import { buildLotteryTypeSeed } from './seed-selling.mjs';
import { offerLottery, toLotteryTypeInfo } from '../src/features/selling/domain/sale';

const NOW = new Date('2026-03-10T05:30:00Z');

/** As the app reads them: Dates stand in for timestamps (toMillis), in createdAt order. */
function infos(seed) {
  return [...seed]
    .sort(([, a], [, b]) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(([id, d]) => toLotteryTypeInfo(id, { ...d, startAt: { toMillis: () => d.startAt.getTime() }, endAt: { toMillis: () => d.endAt.getTime() } }));
}

describe('demo lottery types', () => {
  const seed = buildLotteryTypeSeed(NOW);

  it('is deterministic', () => {
    expect(buildLotteryTypeSeed(NOW)).toEqual(seed);
  });

  it('has one type running now (300,000₮) and one in the future', () => {
    const [current, next] = infos(seed);
    expect(current.price).toBe(300_000);
    expect(current.startAt).toBeLessThanOrEqual(NOW.getTime());
    expect(current.endAt).toBeGreaterThanOrEqual(NOW.getTime());
    expect(next.startAt).toBeGreaterThan(NOW.getTime());
    for (const t of [current, next]) expect(t.startAt).toBeLessThan(t.endAt);
  });

  it('offers the current type for a total above 300,000₮ only', () => {
    const types = infos(seed);
    expect(offerLottery(types, 300_001, NOW.getTime())?.id).toBe('demo-lottery-current');
    expect(offerLottery(types, 300_000, NOW.getTime())).toBeNull();
    expect(offerLottery(types, 250_000, NOW.getTime())).toBeNull();
  });

  it('carries the fields of section 3 with the form defaults (start 09:00, end 23:59)', () => {
    for (const [, d] of seed) {
      expect(d).toMatchObject({ startTime: '09:00', endTime: '23:59', winner: null, prizeImage: null });
      expect(d.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof d.prizeName).toBe('string');
    }
  });

  it('the text fields and the timestamps agree in Ulaanbaatar time (UTC+8)', () => {
    for (const [, d] of seed) {
      expect(d.startAt.getUTCHours()).toBe(1); // 09:00 in Ulaanbaatar
      expect([d.endAt.getUTCHours(), d.endAt.getUTCMinutes()]).toEqual([15, 59]); // 23:59
      const ubDay = (t) => new Date(t.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
      expect(d.startDate).toBe(ubDay(d.startAt));
      expect(d.endDate).toBe(ubDay(d.endAt));
    }
  });
});
