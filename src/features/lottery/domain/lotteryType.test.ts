import { describe, expect, it } from 'vitest';
import { LOTTERY_NAME_MAX } from '../../../lib/textLimits';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  LOTTERY_TYPE_MESSAGES,
  canDraw,
  combineDateTime,
  emptyLotteryTypeValues,
  findOverlap,
  formatLotteryTime,
  isValidPeriod,
  lotteryTypeFields,
  lotteryTypeSchema,
  lotteryTypeValues,
  periodOf,
  periodProblem,
  periodsOverlap,
  pickWinner,
  prizeFileName,
  prizePath,
  sortLotteryTypes,
  toLotteryType,
  winnerFields,
  type LotteryTypeFormValues,
  drawTicketOf,
} from './lotteryType';
import { toLotteryTicket } from '../../../entities/lottery/lotteryTicket';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();

describe('combineDateTime', () => {
  it('combines a date and a time in local time', () => {
    expect(combineDateTime('2091-03-05', '09:00')).toBe(at(2091, 3, 5, 9, 0));
    expect(combineDateTime('2091-12-31', '23:59')).toBe(at(2091, 12, 31, 23, 59));
    expect(combineDateTime(' 2091-01-01 ', '00:00')).toBe(at(2091, 1, 1));
  });

  it('refuses texts that are not real dates or times', () => {
    for (const [date, time] of [
      ['', '09:00'],
      ['2091-03-05', ''],
      ['2091-02-30', '09:00'],
      ['2091-13-01', '09:00'],
      ['05/03/2091', '09:00'],
      ['2091-03-05', '24:00'],
      ['2091-03-05', '9:00'],
      ['2091-03-05', '12:60'],
    ]) {
      expect(combineDateTime(date, time), `${date} ${time}`).toBeNull();
    }
  });
});

describe('periods', () => {
  const p = (a: number, b: number) => ({ startAt: a, endAt: b });

  it('a period needs its end after its start', () => {
    expect(isValidPeriod(p(1, 2))).toBe(true);
    expect(isValidPeriod(p(2, 2))).toBe(false);
    expect(isValidPeriod(p(3, 2))).toBe(false);
  });

  it('periodOf combines the four texts, null when one is missing', () => {
    expect(periodOf({ startDate: '2091-01-01', startTime: '09:00', endDate: '2091-01-31', endTime: '23:59' })).toEqual(
      p(at(2091, 1, 1, 9), at(2091, 1, 31, 23, 59)),
    );
    expect(periodOf({ startDate: '2091-01-01', startTime: '09:00', endDate: '', endTime: '23:59' })).toBeNull();
  });

  it('overlap is inclusive at both ends', () => {
    expect(periodsOverlap(p(10, 20), p(20, 30))).toBe(true);
    expect(periodsOverlap(p(20, 30), p(10, 20))).toBe(true);
    expect(periodsOverlap(p(10, 20), p(21, 30))).toBe(false);
    expect(periodsOverlap(p(10, 40), p(20, 30))).toBe(true);
    expect(periodsOverlap(p(20, 30), p(10, 40))).toBe(true);
    expect(periodsOverlap(p(31, 40), p(10, 30))).toBe(false);
  });

  it('findOverlap returns the conflicting type and skips the edited one', () => {
    const types = [
      { id: 'a', ...p(0, 10) },
      { id: 'b', ...p(20, 30) },
    ];
    expect(findOverlap(p(11, 19), types)).toBeNull();
    expect(findOverlap(p(5, 15), types)?.id).toBe('a');
    expect(findOverlap(p(25, 40), types)?.id).toBe('b');
    expect(findOverlap(p(25, 40), types, 'b')).toBeNull();
    expect(findOverlap(p(5, 25), types, 'a')?.id).toBe('b');
  });

  it('periodProblem: end before or at start, then overlap; nothing while incomplete', () => {
    const others = [{ id: 'x', name: 'X', startAt: at(2091, 1, 1, 9), endAt: at(2091, 1, 31, 23, 59) }];
    const v = (startDate: string, endDate: string, startTime = '09:00', endTime = '23:59') => ({ startDate, startTime, endDate, endTime });
    expect(periodProblem(v('2091-03-01', '2091-02-01'), others, null)).toBe(LOTTERY_TYPE_MESSAGES.period);
    expect(periodProblem(v('2091-03-01', '2091-03-01', '10:00', '10:00'), others, null)).toBe(LOTTERY_TYPE_MESSAGES.period);
    expect(periodProblem(v('2091-01-31', '2091-02-10'), others, null)).toBe(LOTTERY_TYPE_MESSAGES.overlap);
    expect(periodProblem(v('2091-01-31', '2091-02-10'), others, 'x')).toBeNull();
    // The same day, after the other ends at 23:59: no overlap.
    expect(periodProblem(v('2091-02-01', '2091-02-10', '00:00'), others, null)).toBeNull();
    expect(periodProblem(v('', '2091-02-10'), others, null)).toBeNull();
  });
});

describe('the draw', () => {
  const type = { endAt: 1000, winner: null, winnerId: null };

  it('is possible once the period is over and only while no winner is stored', () => {
    expect(canDraw(type, 1001)).toBe(true);
    expect(canDraw(type, 1000)).toBe(false);
    expect(canDraw(type, 999)).toBe(false);
    expect(canDraw({ ...type, winner: { firstName: 'Бат', phone: '99112233' }, winnerId: 'c1' }, 5000)).toBe(false);
    expect(canDraw({ ...type, winnerId: 'c1' }, 5000)).toBe(false);
    expect(canDraw({ ...type, endAt: 0 }, 5000)).toBe(false);
  });

  it('picks every ticket with the same chance, none from an empty list', () => {
    const tickets = ['a', 'b', 'c', 'd'];
    expect(pickWinner([], () => 0.5)).toBeNull();
    expect(pickWinner(tickets, () => 0)).toBe('a');
    expect(pickWinner(tickets, () => 0.2499)).toBe('a');
    expect(pickWinner(tickets, () => 0.25)).toBe('b');
    expect(pickWinner(tickets, () => 0.9999999)).toBe('d');
    expect(pickWinner(tickets, () => 1)).toBe('d');
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      const w = pickWinner(tickets, () => (i + 0.5) / 4000)!;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual([1000, 1000, 1000, 1000]);
  });

  it('stores the ticket owner snapshot, id and code', () => {
    const ticket = drawTicketOf(toLotteryTicket('12345678', { userId: 'customer-01', user: { firstName: 'Болд', phone: '88104729', lastName: 'x' } }));
    expect(winnerFields(ticket)).toEqual({ winner: { firstName: 'Болд', phone: '88104729' }, winnerId: 'customer-01', winnerTicketId: '12345678' });
    expect(drawTicketOf(toLotteryTicket('1', {})).user).toEqual({ firstName: '', phone: '' });
  });

  it("a walk-in buyer's ticket (no customer record) wins with winnerId null and its phone", () => {
    const ticket = drawTicketOf(toLotteryTicket('87654321', { userId: null, user: { firstName: '', lastName: '', phone: '88112233' } }));
    expect(winnerFields(ticket)).toEqual({ winner: { firstName: '', phone: '88112233' }, winnerId: null, winnerTicketId: '87654321' });
  });
});

describe('toLotteryType', () => {
  it('reads a stored document', () => {
    const ts = (ms: number) => ({ toMillis: () => ms });
    const t = toLotteryType('t1', {
      name: 'Өвлийн сугалаа',
      price: 300000,
      startDate: '2091-01-01',
      startTime: '09:00',
      startAt: ts(10),
      endDate: '2091-02-01',
      endTime: '23:59',
      endAt: ts(20),
      winner: { firstName: 'Бат', phone: 99112233 },
      winnerId: 'c1',
      winnerTicketId: '12345678',
      drawnAt: ts(30),
      prizeName: 'Зурагт',
      prizeImage: { name: 'p.png', url: 'http://x/p.png' },
      createdAt: ts(5),
    });
    expect(t).toEqual({
      id: 't1',
      name: 'Өвлийн сугалаа',
      price: 300000,
      startDate: '2091-01-01',
      startTime: '09:00',
      startAt: 10,
      endDate: '2091-02-01',
      endTime: '23:59',
      endAt: 20,
      winner: { firstName: 'Бат', phone: '99112233' },
      winnerId: 'c1',
      winnerTicketId: '12345678',
      drawnAt: 30,
      prizeName: 'Зурагт',
      prizeImage: { name: 'p.png', url: 'http://x/p.png' },
      createdAt: 5,
    });
  });

  it('tolerates missing fields', () => {
    const t = toLotteryType('t2', { name: 'x', startAt: new Date(100), endAt: 200, prizeImage: null, winner: null });
    expect(t).toMatchObject({ price: 0, startAt: 100, endAt: 200, winner: null, winnerId: null, winnerTicketId: null, drawnAt: null, prizeImage: null, createdAt: 0 });
  });

  it('sorts latest start first', () => {
    const a = toLotteryType('a', { name: 'A', startAt: 1 });
    const b = toLotteryType('b', { name: 'B', startAt: 3 });
    const c = toLotteryType('c', { name: 'C', startAt: 2 });
    expect(sortLotteryTypes([a, b, c]).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });

  it('formats times as YYYY-MM-DD HH:mm', () => {
    expect(formatLotteryTime(at(2091, 3, 5, 9, 7))).toBe('2091-03-05 09:07');
    expect(formatLotteryTime(0)).toBe('');
  });
});

describe('the form', () => {
  const filled = (over: Partial<LotteryTypeFormValues> = {}): LotteryTypeFormValues => ({
    ...emptyLotteryTypeValues(),
    name: ' Хаврын сугалаа ',
    price: 150000,
    startDate: '2091-04-01',
    endDate: '2091-04-30',
    prizeName: ' Угаалгын машин ',
    ...over,
  });
  const errorsOf = async (values: LotteryTypeFormValues, schema = lotteryTypeSchema()) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (e) {
      const err = e as { inner: { path: string; message: string }[] };
      return Object.fromEntries(err.inner.map((i) => [i.path, i.message]));
    }
  };

  it('starts empty with the default times 09:00 and 23:59', () => {
    expect(emptyLotteryTypeValues()).toMatchObject({ startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME, price: null, name: '' });
    expect(DEFAULT_START_TIME).toBe('09:00');
    expect(DEFAULT_END_TIME).toBe('23:59');
  });

  it('requires every field', async () => {
    const errors = await errorsOf({ ...emptyLotteryTypeValues(), startTime: '', endTime: '' });
    expect(errors).toEqual({
      name: LOTTERY_TYPE_MESSAGES.name,
      price: LOTTERY_TYPE_MESSAGES.price,
      startDate: LOTTERY_TYPE_MESSAGES.startDate,
      startTime: LOTTERY_TYPE_MESSAGES.startTime,
      endDate: LOTTERY_TYPE_MESSAGES.endDate,
      endTime: LOTTERY_TYPE_MESSAGES.endTime,
      prizeName: LOTTERY_TYPE_MESSAGES.prizeName,
    });
  });

  it('accepts a complete form; the price must be above 0', async () => {
    expect(await errorsOf(filled())).toEqual({});
    expect(await errorsOf(filled({ price: 0 }))).toEqual({ price: LOTTERY_TYPE_MESSAGES.pricePositive });
  });

  it('refuses an end before the start, and an overlap unless it is the edited type', async () => {
    expect(await errorsOf(filled({ endDate: '2091-03-01' }))).toEqual({ period: LOTTERY_TYPE_MESSAGES.period });
    // Together with another field's message (formik validates the whole form at once).
    expect(await errorsOf(filled({ endDate: '2091-03-01', name: '' }))).toEqual({ name: LOTTERY_TYPE_MESSAGES.name, period: LOTTERY_TYPE_MESSAGES.period });
    const others = [{ id: 'x', name: 'X', startAt: at(2091, 4, 30, 23, 59), endAt: at(2091, 5, 30) }];
    expect(await errorsOf(filled(), lotteryTypeSchema(others))).toEqual({ period: LOTTERY_TYPE_MESSAGES.overlap });
    expect(await errorsOf(filled(), lotteryTypeSchema(others, 'x'))).toEqual({});
  });

  it('limits the name and the prize name to what the rules accept (LOTTERY_NAME_MAX, counted trimmed)', async () => {
    expect(await errorsOf({ ...filled(), name: ` ${'н'.repeat(LOTTERY_NAME_MAX)} `, prizeName: 'ш'.repeat(LOTTERY_NAME_MAX) })).toEqual({});
    expect(await errorsOf({ ...filled(), name: 'н'.repeat(LOTTERY_NAME_MAX + 1), prizeName: 'ш'.repeat(100_000) })).toEqual({
      name: LOTTERY_TYPE_MESSAGES.nameLong,
      prizeName: LOTTERY_TYPE_MESSAGES.prizeNameLong,
    });
  });

  it('gives the stored fields, trimmed, with the combined timestamps', () => {
    expect(lotteryTypeFields(filled())).toEqual({
      name: 'Хаврын сугалаа',
      price: 150000,
      startDate: '2091-04-01',
      startTime: '09:00',
      startAt: new Date(at(2091, 4, 1, 9)),
      endDate: '2091-04-30',
      endTime: '23:59',
      endAt: new Date(at(2091, 4, 30, 23, 59)),
      prizeName: 'Угаалгын машин',
    });
    expect(() => lotteryTypeFields(filled({ price: null }))).toThrow();
  });

  it('fills the edit form from a stored type', () => {
    const t = toLotteryType('t', {
      name: 'A',
      price: 5,
      startAt: at(2091, 1, 2, 8, 30),
      endAt: at(2091, 1, 3, 20, 0),
      prizeName: 'P',
      prizeImage: { name: 'a.png', url: 'u' },
    });
    expect(lotteryTypeValues(t)).toMatchObject({ startDate: '2091-01-02', startTime: '08:30', endDate: '2091-01-03', endTime: '20:00', keepPicture: true });
    // The timestamps win over stored texts that disagree with them; texts only without timestamps.
    const disagreeing = toLotteryType('d', { startDate: '2091-01-02', startTime: '09:00', startAt: at(2091, 1, 2, 17, 0), endDate: '2091-01-05', endTime: '23:59' });
    expect(lotteryTypeValues(disagreeing)).toMatchObject({ startDate: '2091-01-02', startTime: '17:00', endDate: '2091-01-05', endTime: '23:59', keepPicture: false });
  });
});

describe('prize files', () => {
  it('gets a unique, clean name', () => {
    expect(prizeFileName('Шагнал зураг.PNG', 1700000000000, () => 0)).toBe('1700000000000-000000-Шагнал-зураг.png');
    expect(prizeFileName('.png', 1, () => 0.5)).toMatch(/^1-[0-9a-z]{6}-png$|^1-[0-9a-z]{6}-prize/);
    expect(prizeFileName('a.png', 1, () => 0.1)).not.toBe(prizeFileName('a.png', 1, () => 0.2));
  });

  it('finds the Storage path from the download URL, else in prizes/', () => {
    expect(
      prizePath({ name: 'x.png', url: 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/prizes%2F1-abc-x.png?alt=media&token=t' }),
    ).toBe('prizes/1-abc-x.png');
    expect(prizePath({ name: 'x.png', url: 'https://example.com/x.png' })).toBe('prizes/x.png');
    expect(prizePath({ name: '', url: 'https://example.com/x.png' })).toBeNull();
  });
});
