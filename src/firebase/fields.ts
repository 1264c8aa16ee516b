import { Timestamp } from 'firebase/firestore';

/**
 * Reading stored fields defensively, the one place it is written: legacy and seeded documents may
 * miss a field or carry another type (a phone stored as a number, a price as text). Every mapper
 * (src/entities, the features' domain) reads document data through these.
 */
export type Data = Record<string, unknown>;

/** A string; a finite number as its digits; anything else ''. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A finite number rounded to an integer (tugrik, counts); anything else 0. */
/** A string, or null when it is missing or empty. */
export function strOrNull(value: unknown): string | null {
  const s = str(value);
  return s === '' ? null : s;
}

export function int(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;
}

/** A finite number, or numeric text as its number; anything else null. */
export function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The strings of an array; anything else []. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

/** A map field, or null. */
export function obj(value: unknown): Data | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : null;
}

/** Milliseconds of a Firestore timestamp (anything with toMillis), a Date or a number; 0 when missing. */
export function millis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return 0;
}

/** A Firestore timestamp; a missing one is the epoch. */
export function timestamp(value: unknown): Timestamp {
  if (value instanceof Timestamp) return value;
  const ms = millis(value);
  return Timestamp.fromMillis(ms);
}
