import dayjs from 'dayjs';
import * as yup from 'yup';
import { LOTTERY_NAME_MAX } from '../../../lib/textLimits';
import type { LotteryType, LotteryTypeInput, LotteryWinner, PrizeImage } from '../../../entities/lottery/lotteryType';

export { toLotteryType, toWinner, type LotteryType, type LotteryWinner, type PrizeImage } from '../../../entities/lottery/lotteryType';

/**
 * Lottery types (docs/lottery.md): the period arithmetic, the form's rules
 * and the drawing of a winner, as pure functions. The stored document keeps the form's date and
 * time texts (startDate/startTime/endDate/endTime) next to the combined timestamps (startAt/endAt)
 * that the sale wizards' lottery offer reads; both always come from the same form values.
 */

/** The form's default times. */
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '23:59';

/** Table page sizes (lottery types 10/25/50, default 10). */
export const LOTTERY_TYPE_PAGE_SIZES = [10, 25, 50] as const;

/** Storage folder of the prize pictures (docs/data-model.md). */
export const PRIZE_FOLDER = 'prizes';

/** A period, inclusive at both ends, in ms. */
export interface Period {
  startAt: number;
  endAt: number;
}

// ---------------------------------------------------------------------------------------------
// Dates and periods
// ---------------------------------------------------------------------------------------------

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * 'YYYY-MM-DD' + 'HH:mm' -> ms since the epoch, in the browser's local time; null when either text
 * is not a real date or time (e.g. '2091-02-30', '24:00').
 */
export function combineDateTime(date: string | null | undefined, time: string | null | undefined): number | null {
  const d = DATE_PATTERN.exec((date ?? '').trim());
  const t = TIME_PATTERN.exec((time ?? '').trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const at = new Date(year, month - 1, day, Number(t[1]), Number(t[2]), 0, 0);
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  return at.getTime();
}

/** The period of the form's four texts, or null when a part is missing or not a real date/time. */
export function periodOf(v: {
  startDate?: string | null;
  startTime?: string | null;
  endDate?: string | null;
  endTime?: string | null;
}): Period | null {
  const startAt = combineDateTime(v.startDate, v.startTime);
  const endAt = combineDateTime(v.endDate, v.endTime);
  return startAt === null || endAt === null ? null : { startAt, endAt };
}

/** The end must come after the start ('error period entered' otherwise). */
export function isValidPeriod(period: Period): boolean {
  return period.endAt > period.startAt;
}

/** Two inclusive periods share at least one moment. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.startAt <= b.endAt && b.startAt <= a.endAt;
}

/**
 * The first other type whose period overlaps `period` ('lottery already exists'), or null.
 * `skipId` is the type being edited: it never conflicts with itself.
 */
export function findOverlap<T extends Period & { id: string }>(period: Period, types: readonly T[], skipId?: string | null): T | null {
  return types.find((t) => t.id !== skipId && periodsOverlap(period, t)) ?? null;
}

export const SHOWN_DATE_TIME = 'YYYY-MM-DD HH:mm';

/** ms -> 'YYYY-MM-DD HH:mm' (local time); '' for 0 (missing). */
export function formatLotteryTime(ms: number): string {
  return ms !== 0 && Number.isFinite(ms) ? dayjs(ms).format(SHOWN_DATE_TIME) : '';
}

// ---------------------------------------------------------------------------------------------
// Drawing a winner
// ---------------------------------------------------------------------------------------------

/** A winner may be drawn once the period is over (endAt < now) and none was drawn yet. */
export function canDraw(type: Pick<LotteryType, 'endAt' | 'winner' | 'winnerId'>, now: number): boolean {
  return type.endAt !== 0 && type.endAt < now && type.winner === null && type.winnerId === null;
}

/** A ticket as the draw needs it. */
export interface DrawTicket {
  id: string;
  /** '' for a walk-in buyer's ticket (no customer record). */
  userId: string;
  user: LotteryWinner;
}

/** A uniformly random element of `tickets` (`random()` in [0, 1)); null when there are none. */
export function pickWinner<T>(tickets: readonly T[], random: () => number = Math.random): T | null {
  if (tickets.length === 0) return null;
  const index = Math.min(tickets.length - 1, Math.max(0, Math.floor(random() * tickets.length)));
  return tickets[index];
}

/**
 * The fields the draw writes on the type (drawnAt is added by the writer as server time): the
 * ticket's first name and phone, its customer, and its code. A walk-in buyer's ticket has no
 * customer record: winnerId null (the rules want exactly the ticket's).
 */
export function winnerFields(ticket: DrawTicket): { winner: LotteryWinner; winnerId: string | null; winnerTicketId: string } {
  return { winner: { firstName: ticket.user.firstName, phone: ticket.user.phone }, winnerId: ticket.userId || null, winnerTicketId: ticket.id };
}

// ---------------------------------------------------------------------------------------------
// Reading documents
// ---------------------------------------------------------------------------------------------

/** A ticket as read by the tickets list (domain/lotteryTicket.ts) -> what the draw needs. */
export function drawTicketOf(t: { id: string; userId: string; firstName: string; phone: string }): DrawTicket {
  return { id: t.id, userId: t.userId, user: { firstName: t.firstName, phone: t.phone } };
}

/** Table order: latest start first (running and coming types on top), then name. */
export function sortLotteryTypes(types: readonly LotteryType[]): LotteryType[] {
  return [...types].sort((a, b) => b.startAt - a.startAt || a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

export interface LotteryTypeFormValues {
  name: string;
  /** Whole tugrik; null when empty. */
  price: number | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  prizeName: string;
  /** A newly chosen prize picture (at most one). */
  pictures: File[];
  /** Edit: the stored picture is kept (false once the user removes it). */
  keepPicture: boolean;
  /** Not a field: carries the period errors ('error period entered', 'lottery already exists'). */
  period?: string;
}

export function emptyLotteryTypeValues(): LotteryTypeFormValues {
  return {
    name: '',
    price: null,
    startDate: '',
    startTime: DEFAULT_START_TIME,
    endDate: '',
    endTime: DEFAULT_END_TIME,
    prizeName: '',
    pictures: [],
    keepPicture: false,
  };
}

export function lotteryTypeValues(type: LotteryType): LotteryTypeFormValues {
  const start = type.startAt !== 0 ? dayjs(type.startAt) : null;
  const end = type.endAt !== 0 ? dayjs(type.endAt) : null;
  return {
    name: type.name,
    price: type.price,
    // The timestamps are what the table shows and the lottery offer uses (in this browser's time
    // zone), so an unchanged period saves the same instants; the stored texts only for documents
    // without timestamps.
    startDate: start ? start.format('YYYY-MM-DD') : type.startDate,
    startTime: start ? start.format('HH:mm') : type.startTime || DEFAULT_START_TIME,
    endDate: end ? end.format('YYYY-MM-DD') : type.endDate,
    endTime: end ? end.format('HH:mm') : type.endTime || DEFAULT_END_TIME,
    prizeName: type.prizeName,
    pictures: [],
    keepPicture: type.prizeImage !== null,
  };
}

/** Message keys (lotteryTypes.validation.*) of the form. */
export const LOTTERY_TYPE_MESSAGES = {
  name: 'lotteryTypes.validation.nameEmpty',
  price: 'lotteryTypes.validation.priceEmpty',
  pricePositive: 'lotteryTypes.validation.pricePositive',
  startDate: 'lotteryTypes.validation.startDateEmpty',
  startTime: 'lotteryTypes.validation.startTimeEmpty',
  endDate: 'lotteryTypes.validation.endDateEmpty',
  endTime: 'lotteryTypes.validation.endTimeEmpty',
  prizeName: 'lotteryTypes.validation.prizeNameEmpty',
  nameLong: 'lotteryTypes.validation.nameLong',
  prizeNameLong: 'lotteryTypes.validation.prizeNameLong',
  badDate: 'lotteryTypes.validation.badDate',
  period: 'lotteryTypes.validation.periodError',
  overlap: 'lotteryTypes.validation.overlap',
} as const;

/** The other types' periods, for the overlap check. */
export type OtherPeriod = Period & { id: string; name: string };

/** Why the form's period is refused, as a message key; null when fine (or not complete yet). */
export function periodProblem(
  values: { startDate?: string | null; startTime?: string | null; endDate?: string | null; endTime?: string | null },
  others: readonly OtherPeriod[],
  editingId: string | null,
): string | null {
  const period = periodOf(values);
  if (!period) return null;
  if (!isValidPeriod(period)) return LOTTERY_TYPE_MESSAGES.period;
  return findOverlap(period, others, editingId) ? LOTTERY_TYPE_MESSAGES.overlap : null;
}

/**
 * The form: name, price, start date and time, end date and time, prize name required; price a whole
 * amount above 0; the end after the start; no overlap with another type (the edited one skipped).
 * Messages are i18n keys.
 */
export function lotteryTypeSchema(others: readonly OtherPeriod[] = [], editingId: string | null = null) {
  const m = LOTTERY_TYPE_MESSAGES;
  const date = (required: string) =>
    yup
      .string()
      .trim()
      .required(required)
      .test('date', m.badDate, (v) => !v || combineDateTime(v, '00:00') !== null);
  const time = (required: string) =>
    yup
      .string()
      .trim()
      .required(required)
      .test('time', m.badDate, (v) => !v || combineDateTime('2000-01-01', v) !== null);
  return yup
    .object({
      name: yup.string().trim().required(m.name).max(LOTTERY_NAME_MAX, m.nameLong),
      price: yup.number().nullable().required(m.price).integer(m.pricePositive).moreThan(0, m.pricePositive),
      startDate: date(m.startDate),
      startTime: time(m.startTime),
      endDate: date(m.endDate),
      endTime: time(m.endTime),
      prizeName: yup.string().trim().required(m.prizeName).max(LOTTERY_NAME_MAX, m.prizeNameLong),
      pictures: yup.array().of(yup.mixed<File>().required()).required(),
      keepPicture: yup.boolean().required(),
    })
    .test('period', '', function check(values) {
      const problem = periodProblem(values, others, editingId);
      return problem ? this.createError({ path: 'period', message: problem }) : true;
    });
}

/** The document fields the form's (validated) values give; startAt/endAt as Dates (stored as timestamps). */
export function lotteryTypeFields(values: LotteryTypeFormValues): LotteryTypeInput {
  const period = periodOf(values);
  if (!period || values.price === null) throw new Error('lottery type form values are not valid');
  return {
    name: values.name.trim(),
    price: values.price,
    startDate: values.startDate.trim(),
    startTime: values.startTime.trim(),
    startAt: new Date(period.startAt),
    endDate: values.endDate.trim(),
    endTime: values.endTime.trim(),
    endAt: new Date(period.endAt),
    prizeName: values.prizeName.trim(),
  };
}

/** A unique Storage file name for a prize picture: time and a random part, then the cleaned original name. */
export function prizeFileName(original: string, now: number, random: () => number = Math.random): string {
  const dot = original.lastIndexOf('.');
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) : '';
  const base = (dot > 0 ? original.slice(0, dot) : original).replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  const tag = Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0');
  return `${now}-${tag}-${base || 'prize'}${ext ? `.${ext}` : ''}`;
}

/** Storage path of a stored prize picture: from its download URL, else prizes/<name>; null if unknown. */
export function prizePath(image: PrizeImage): string | null {
  const match = /^https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(image.url);
  if (match) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return null;
    }
  }
  return image.name ? `${PRIZE_FOLDER}/${image.name}` : null;
}
