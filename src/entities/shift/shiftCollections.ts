import { typedCollection } from '../../firebase/collections';
import { toCashDrawer, toCashHandover, toCashMove, toCourierCash, toShift } from './shift';

/** The cash shift collections, read through their mappers (docs/shifts.md). */
export const cashDrawers = typedCollection('cashDrawers', toCashDrawer);
export const shifts = typedCollection('shifts', toShift);
export const cashMoves = typedCollection('cashMoves', toCashMove);
export const courierCash = typedCollection('courierCash', toCourierCash);
export const cashHandovers = typedCollection('cashHandovers', toCashHandover);
