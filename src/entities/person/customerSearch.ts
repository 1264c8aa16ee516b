import type { Person } from './person';
import { PHONE_LENGTH } from './personFields';

/**
 * Finding a customer on the server (docs/selling.md, "Finding a customer"): what the user typed
 * becomes one plan, and the plan says which limited queries run. Pure, so the rules of
 * normalisation are unit tested; the data layer is ./customerQueries.ts.
 */

/** Each search query reads at most this many customers. */
export const SEARCH_LIMIT = 10;
/** The pause in typing after which a search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

export type CustomerSearchPlan =
  /** Nothing typed (or only separators): nothing is read. */
  | { kind: 'none' }
  /** Digits: a phone prefix; `complete` when it is a whole number, looked up by its key first. */
  | { kind: 'phone'; prefix: string; complete: boolean }
  /**
   * Letters: `prefix` (the first word, lower-cased) is searched on lastNameLower and on
   * firstNameLower; every other word must start the other name (filtered on the results).
   */
  | { kind: 'name'; prefix: string; words: string[] };

/** The lower-cased search form of a name, as stored in firstNameLower / lastNameLower. */
export function lowerName(name: string): string {
  return name.trim().toLowerCase();
}

/** The fields a customer document carries for the name search. */
export function nameSearchFields(firstName: string, lastName: string): { firstNameLower: string; lastNameLower: string } {
  return { firstNameLower: lowerName(firstName), lastNameLower: lowerName(lastName) };
}

/**
 * A typed phone number as stored (digits only): spaces, dashes, dots and brackets dropped, and the
 * country code (+976 or 00976, or 976 before a whole number) removed. Null when it is not a phone.
 */
export function phoneDigits(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^(\+|00)/, '');
  const international = compact !== digits;
  if (digits.startsWith('976') && (international || digits.length > PHONE_LENGTH)) digits = digits.slice(3);
  return digits;
}

/** What the user typed -> the search to run. */
export function customerSearchPlan(input: string): CustomerSearchPlan {
  const text = input.trim();
  if (text.replace(/[\s\-().+]/g, '') === '') return { kind: 'none' };
  const phone = phoneDigits(text);
  if (phone !== null) {
    // '+976' alone: nothing typed yet.
    if (phone === '') return { kind: 'none' };
    return { kind: 'phone', prefix: phone, complete: phone.length === PHONE_LENGTH };
  }
  const words = lowerName(text).split(/\s+/).filter(Boolean);
  return { kind: 'name', prefix: words[0], words: words.slice(1) };
}

/** The end of a prefix range (`>= prefix` and `<= prefixEnd(prefix)`). */
export function prefixEnd(prefix: string): string {
  return prefix + '\uf8ff';
}

/** Whether a customer found by the first word also matches the other words (each starts a name). */
export function matchesWords(person: Pick<Person, 'firstName' | 'lastName'>, words: readonly string[]): boolean {
  const names = [lowerName(person.lastName), lowerName(person.firstName)].flatMap((n) => n.split(/\s+/));
  return words.every((w) => names.some((n) => n.startsWith(w)));
}

/**
 * The results of a search's queries, merged: each customer once, only those matching the plan,
 * by phone for a phone search, else last name then first name.
 */
export function mergeResults<T extends Pick<Person, 'id' | 'firstName' | 'lastName' | 'phone'>>(
  plan: CustomerSearchPlan,
  lists: readonly (readonly T[])[],
): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const p of list) if (!seen.has(p.id)) seen.set(p.id, p);
  const rows = [...seen.values()];
  if (plan.kind === 'phone') return rows.filter((p) => p.phone.startsWith(plan.prefix)).sort((a, b) => a.phone.localeCompare(b.phone));
  if (plan.kind === 'name') {
    return rows
      .filter((p) => matchesWords(p, plan.words))
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'mn') || a.firstName.localeCompare(b.firstName, 'mn') || a.id.localeCompare(b.id));
  }
  return [];
}
