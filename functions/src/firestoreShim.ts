// What the shared builders (src/entities, src/features/*/domain) take from 'firebase/firestore',
// given by the Admin SDK inside the functions: scripts/build-functions.mjs maps that import here. A
// shared module using anything else of the browser SDK fails the build (a missing export), so a
// builder can never reach for the browser's database from a function.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

export { Timestamp };
export const serverTimestamp = (): FieldValue => FieldValue.serverTimestamp();
export const deleteField = (): FieldValue => FieldValue.delete();
export const increment = (n: number): FieldValue => FieldValue.increment(n);
export const arrayUnion = (...values: unknown[]): FieldValue => FieldValue.arrayUnion(...values);
export const arrayRemove = (...values: unknown[]): FieldValue => FieldValue.arrayRemove(...values);
