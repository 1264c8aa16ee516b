import { serverTimestamp } from 'firebase/firestore';
import { millis, obj, str, type Data } from '../../firebase/fields';

/**
 * Lottery types (docs/lottery.md): managed on /lotteryType, offered by the store sale wizard. Two
 * readings of the same documents: the full type the lottery-type page shows, and the offer the sale
 * needs (left out when its price or period is unusable). Loads without the app's Firebase set-up
 * (the typed collections are lotteryCollections.ts).
 */

export interface LotteryWinner {
  firstName: string;
  phone: string;
}

export interface PrizeImage {
  name: string;
  url: string;
}

/** A lotteryType document as the page shows it (timestamps in ms since the epoch; 0 when missing). */
export interface LotteryType {
  id: string;
  name: string;
  price: number;
  startDate: string;
  startTime: string;
  startAt: number;
  endDate: string;
  endTime: string;
  endAt: number;
  winner: LotteryWinner | null;
  winnerId: string | null;
  /** Code (= document id) of the winning ticket, once drawn. */
  winnerTicketId: string | null;
  drawnAt: number | null;
  prizeName: string;
  prizeImage: PrizeImage | null;
  createdAt: number;
}

/** A lottery ticket's user snapshot / a winner: {firstName, phone}; null when absent. */
export function toWinner(v: unknown): LotteryWinner | null {
  const r = obj(v);
  return r ? { firstName: str(r.firstName), phone: str(r.phone) } : null;
}

/** A lotteryType document -> LotteryType (tolerant of missing or legacy fields). */
export function toLotteryType(id: string, d: Data): LotteryType {
  const image = obj(d.prizeImage);
  const url = image ? str(image.url) : '';
  const price = typeof d.price === 'number' && Number.isFinite(d.price) ? d.price : Number(str(d.price)) || 0;
  return {
    id,
    name: str(d.name),
    price,
    startDate: str(d.startDate),
    startTime: str(d.startTime),
    startAt: millis(d.startAt),
    endDate: str(d.endDate),
    endTime: str(d.endTime),
    endAt: millis(d.endAt),
    winner: toWinner(d.winner),
    winnerId: typeof d.winnerId === 'string' && d.winnerId !== '' ? d.winnerId : null,
    winnerTicketId: typeof d.winnerTicketId === 'string' && d.winnerTicketId !== '' ? d.winnerTicketId : null,
    drawnAt: d.drawnAt ? millis(d.drawnAt) || null : null,
    prizeName: str(d.prizeName),
    prizeImage: image && url ? { name: str(image.name), url } : null,
    createdAt: millis(d.createdAt),
  };
}

/** A lottery type as the sale's offer needs it (startAt/endAt in ms since the epoch). */
export interface LotteryTypeInfo {
  id: string;
  name: string;
  price: number;
  startAt: number;
  endAt: number;
}

/**
 * A lotteryType document -> LotteryTypeInfo; null when unusable: the price must be a number and the
 * period two timestamps (or ms), never a default (such a type could never be offered).
 */
export function toLotteryTypeInfo(id: string, d: Data): LotteryTypeInfo | null {
  // Only a number or a timestamp counts as a time here; a missing one must not read as the epoch.
  const ms = (v: unknown): number | null =>
    (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'object' && v !== null && 'toMillis' in v && typeof v.toMillis === 'function') ? millis(v) : null;
  const startAt = ms(d.startAt);
  const endAt = ms(d.endAt);
  const price = typeof d.price === 'number' && Number.isFinite(d.price) ? d.price : null;
  if (startAt === null || endAt === null || price === null) return null;
  return { id, name: typeof d.name === 'string' ? d.name : '', price, startAt, endAt };
}


/** A type's own fields as the lottery-type form saves them (startAt/endAt stored as timestamps). */
export interface LotteryTypeInput {
  name: string;
  price: number;
  startDate: string;
  startTime: string;
  startAt: Date;
  endDate: string;
  endTime: string;
  endAt: Date;
  prizeName: string;
}

/** A new lottery type's document: no winner yet. */
export function newLotteryTypeDocument(input: LotteryTypeInput, prizeImage: PrizeImage | null) {
  return { ...input, winner: null, winnerId: null, prizeImage, createdAt: serverTimestamp() };
}

/** The fields an edit of a lottery type writes (the winner is the draw's, never the form's). */
export function lotteryTypeUpdate(input: LotteryTypeInput, prizeImage: PrizeImage | null) {
  return { ...input, prizeImage, updatedAt: serverTimestamp() };
}
