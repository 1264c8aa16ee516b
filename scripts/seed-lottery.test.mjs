import { describe, expect, it } from 'vitest';
import {
  CURRENT_LOTTERY_ID,
  CURRENT_TICKETS,
  FINISHED_LOTTERY_ID,
  FINISHED_TICKETS,
  PRIZE_PICTURE_PATH,
  buildFinishedLotteryType,
  buildLotteryTickets,
  prizePicture,
  writeLotterySeed,
} from './seed-lottery.mjs';
import { buildLotteryTypeSeed } from './seed-selling.mjs';
import { CUSTOMERS } from './seed-data.mjs';
import { canDraw, periodsOverlap, toLotteryType } from '../src/features/lottery/domain/lotteryType';
import { LOTTERY_CODE_LENGTH } from '../src/entities/lottery/lotteryTicket';

const NOW = new Date('2026-03-10T05:30:00Z');
const period = (d) => ({ startAt: d.startAt.getTime(), endAt: d.endAt.getTime() });

describe('demo lottery seed', () => {
  const [id, finished] = buildFinishedLotteryType(NOW);
  const tickets = buildLotteryTickets(NOW);

  it('is deterministic', () => {
    expect(buildFinishedLotteryType(NOW)).toEqual([id, finished]);
    expect(buildLotteryTickets(NOW)).toEqual(tickets);
  });

  it('the finished type ended before now, has no winner, and overlaps neither selling type', () => {
    expect(id).toBe(FINISHED_LOTTERY_ID);
    const type = toLotteryType(id, finished);
    expect(canDraw(type, NOW.getTime())).toBe(true);
    expect(finished).toMatchObject({ startTime: '09:00', endTime: '23:59', winner: null, winnerId: null, prizeImage: null });
    expect(finished.startAt.getTime()).toBeLessThan(finished.endAt.getTime());
    // 09:00 and 23:59 in Ulaanbaatar (UTC+8) on the stored dates.
    expect(finished.startAt.toISOString()).toBe(`${finished.startDate}T01:00:00.000Z`);
    const ubEnd = new Date(finished.endAt.getTime() + 8 * 3600_000).toISOString();
    expect(ubEnd).toBe(`${finished.endDate}T23:59:00.000Z`);
    expect(Number.isInteger(finished.price) && finished.price > 0).toBe(true);
    for (const [otherId, other] of buildLotteryTypeSeed(NOW)) {
      expect(periodsOverlap(period(finished), period(other)), otherId).toBe(false);
    }
  });

  it('has about a dozen tickets on the finished type and some on the running one, of seeded customers', () => {
    const of = (typeId) => tickets.filter(([, t]) => t.lotteryTypeId === typeId);
    expect(of(FINISHED_LOTTERY_ID)).toHaveLength(FINISHED_TICKETS);
    expect(of(CURRENT_LOTTERY_ID)).toHaveLength(CURRENT_TICKETS);
    expect(tickets).toHaveLength(FINISHED_TICKETS + CURRENT_TICKETS);
    const customers = new Map(CUSTOMERS.map((c) => [c.id, c]));
    const codes = new Set();
    for (const [code, t] of tickets) {
      expect(code).toMatch(new RegExp(`^[1-9][0-9]{${LOTTERY_CODE_LENGTH - 1}}$`));
      codes.add(code);
      expect(Object.keys(t).sort()).toEqual(['createdAt', 'createdUserId', 'id', 'lotteryTypeId', 'lotteryUUID', 'orderId', 'user', 'userId']);
      expect(t).toMatchObject({ id: code, lotteryUUID: code, orderId: null });
      const customer = customers.get(t.userId);
      expect(customer).toBeTruthy();
      expect(t.user).toEqual({ firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone });
      expect(t.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(codes.size).toBe(tickets.length);
    // The finished type's tickets were given inside its period.
    for (const [, t] of of(FINISHED_LOTTERY_ID)) {
      expect(t.createdAt.getTime()).toBeGreaterThanOrEqual(finished.startAt.getTime());
      expect(t.createdAt.getTime()).toBeLessThanOrEqual(finished.endAt.getTime());
    }
  });

  it('makes a PNG prize picture', () => {
    const png = prizePicture();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('writes the type with its uploaded picture and the tickets in one batch', async () => {
    const writes = [];
    let commits = 0;
    const db = {
      collection: (name) => ({ doc: (docId) => ({ path: `${name}/${docId}` }) }),
      batch: () => ({
        set: (ref, data) => writes.push([ref.path, data]),
        commit: async () => {
          commits += 1;
        },
      }),
    };
    const uploads = [];
    const upload = async (path, bytes) => {
      uploads.push([path, bytes.length]);
      return `http://storage/${path}`;
    };
    const result = await writeLotterySeed({ db, now: NOW, upload });
    expect(result).toEqual({ lotteryTypes: 1, tickets: FINISHED_TICKETS + CURRENT_TICKETS });
    expect(commits).toBe(1);
    expect(uploads.map(([p]) => p)).toEqual([PRIZE_PICTURE_PATH]);
    expect(PRIZE_PICTURE_PATH).toMatch(/^prizes\/.+\.png$/);
    const [path, type] = writes[0];
    expect(path).toBe(`lotteryType/${FINISHED_LOTTERY_ID}`);
    expect(type.prizeImage).toEqual({ name: `${FINISHED_LOTTERY_ID}.png`, url: `http://storage/${PRIZE_PICTURE_PATH}` });
    expect(writes.slice(1).every(([p]) => p.startsWith('lottery/'))).toBe(true);
    expect(writes).toHaveLength(1 + FINISHED_TICKETS + CURRENT_TICKETS);

    // Without Storage: no picture.
    writes.length = 0;
    await writeLotterySeed({ db, now: NOW });
    expect(writes[0][1].prizeImage).toBeNull();
  });
});
