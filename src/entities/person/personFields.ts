/**
 * What a person's fields (users: customers and staff) may hold: the one rule every form checks and
 * firestore.rules enforces (users, customerPhones: each number there names the constant it repeats).
 * docs/data-model.md, "Limits of free text".
 */

/** A Mongolian phone number: exactly this many digits (customers, their keys, staff, branches). */
export const PHONE_LENGTH = 8;

/** Longest first name and last name (firestore.rules: PERSON_NAME_MAX). */
export const PERSON_NAME_MAX = 50;
/** Longest address of a person (firestore.rules: PERSON_ADDRESS_MAX). */
export const PERSON_ADDRESS_MAX = 300;
/** Longest email (firestore.rules: EMAIL_MAX). */
export const EMAIL_MAX = 100;

/** Whether `text` is a Mongolian phone number as stored: exactly 8 digits, nothing else. */
export function isMongolianPhone(text: string): boolean {
  return new RegExp(`^[0-9]{${PHONE_LENGTH}}$`).test(text);
}

/**
 * The characters a customer's lower-cased name may hold (firestore.rules isLowerOf: NAME_LOWER_PATTERN):
 * letters, combining marks, digits, space, dot, apostrophe and hyphen. No `<`, `(`, `,`, `=`, no
 * line break, no emoji.
 */
export const NAME_LOWER_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Nd} .'-]*$/u;

/**
 * Whether a name has only the characters the rules accept: its trimmed, lower-cased form (what
 * firstNameLower / lastNameLower store) matches NAME_LOWER_PATTERN, so a capital letter is fine and a
 * capital without a lower case (which the rules could not match) is not.
 */
export function nameCharactersOk(name: string): boolean {
  return NAME_LOWER_PATTERN.test(name.trim().toLowerCase());
}
