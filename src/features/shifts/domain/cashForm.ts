import { CASH_MAX, CASH_NOTE_MAX, DENOMINATIONS, NOTES_MAX, countTotal, type CashCount } from '../../../entities/shift/shift';

/**
 * The shift's forms (docs/shifts.md): a drawer counted by denomination or typed as one amount (the
 * float, the close), a pay-in or pay-out, a hand-over. The limits are the rules' (CASH_MAX,
 * NOTES_MAX, CASH_NOTE_MAX): the form refuses what the rules would, with a message saying what to fix.
 */

export type NotesProblem = 'notDigits' | 'tooMany';

/** One denomination's count as typed: '' is none; digits only, at most NOTES_MAX. */
export function readNotes(text: string): { value: number; problem?: undefined } | { value?: undefined; problem: NotesProblem } {
  const t = text.trim();
  if (t === '') return { value: 0 };
  if (!/^[0-9]+$/.test(t)) return { problem: 'notDigits' };
  const n = Number(t);
  return n > NOTES_MAX ? { problem: 'tooMany' } : { value: n };
}

export interface CashDraft {
  /** Counted note by note (true) or typed as one amount. */
  byCount: boolean;
  /** What is typed per denomination (keys: the denominations as text). */
  notes: Partial<Record<string, string>>;
  /** The one amount (null: nothing typed). */
  amount: number | null;
}

export const EMPTY_CASH: CashDraft = { byCount: true, notes: {}, amount: null };

export type CashProblem = 'notesInvalid' | 'amountMissing' | 'tooLarge';

export type CashResult = { ok: true; count: CashCount | null; amount: number } | { ok: false; problem: CashProblem };

/** The drawer as the write stores it, or why not. */
export function cashOf(draft: CashDraft): CashResult {
  if (!draft.byCount) {
    if (draft.amount === null) return { ok: false, problem: 'amountMissing' };
    return draft.amount > CASH_MAX ? { ok: false, problem: 'tooLarge' } : { ok: true, count: null, amount: draft.amount };
  }
  const count: CashCount = {};
  for (const d of DENOMINATIONS) {
    const read = readNotes(draft.notes[`${d}`] ?? '');
    if (read.problem) return { ok: false, problem: 'notesInvalid' };
    if (read.value > 0) count[`${d}`] = read.value;
  }
  const amount = countTotal(count);
  return amount > CASH_MAX ? { ok: false, problem: 'tooLarge' } : { ok: true, count, amount };
}

/** The total a draft shows as it is typed (invalid counts count as 0). */
export function draftTotal(draft: CashDraft): number {
  if (!draft.byCount) return draft.amount ?? 0;
  return DENOMINATIONS.reduce((sum, d) => sum + d * (readNotes(draft.notes[`${d}`] ?? '').value ?? 0), 0);
}

export type MoveProblem = 'amountMissing' | 'amountZero' | 'tooLarge' | 'noteTooLong';

/** A pay-in or pay-out: an amount of 1 .. CASH_MAX, a note of at most CASH_NOTE_MAX characters. */
export function moveProblem(amount: number | null, note: string): MoveProblem | null {
  if (amount === null) return 'amountMissing';
  if (amount <= 0) return 'amountZero';
  if (amount > CASH_MAX) return 'tooLarge';
  return noteProblem(note);
}

export function noteProblem(note: string): 'noteTooLong' | null {
  return note.trim().length > CASH_NOTE_MAX ? 'noteTooLong' : null;
}
