import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { runServerTransaction } from '../../firebase/online';
import { docRef, newDocId } from '../../firebase/collections';
import { db } from '../../firebase/firestore';
import { countReads } from '../../firebase/readMeter';
import { toProduct, type Product } from './product';
import { changedSince, moveConflict, moveFields, StockConflictError, type MoveTarget } from './stockChanges';
import { transferLogDocument } from '../transferLog/transferLog';
import { runLargeMove, type MoveProgress } from './largeMove';

export type { MoveProgress } from './largeMove';

/**
 * Moving products (docs/products.md, moves): shared by the product screens' move wizard and the
 * stock counts' "move here" (docs/stock-counts.md).
 */

/** Most products one move may carry: its last write moves each (product + change log), 2 x 200 of the 500 allowed. */
export const MAX_MOVE = 200;

/** Who moves (the stock move records them) and how far a large move is. */
export interface MoveOptions {
  userId: string;
  onProgress?: (progress: MoveProgress) => void;
}

/**
 * Moves every product to `target`, each with a productLocationChangeLogs entry (docs/products.md,
 * moves): up to MOVE_BATCH in one transaction; more through a stock move (THE LARGE MOVE,
 * largeMove.ts), in which nothing is moved before all of it is. A product that is sold, pending,
 * already there, gone or changed by someone else since `seen` was read fails the whole move with a
 * StockConflictError naming it, and nothing is moved.
 */
export async function moveProducts(seen: readonly Product[], target: MoveTarget, options: MoveOptions, fs: Firestore = db): Promise<void> {
  if (seen.length === 0) return;
  if (seen.length > MAX_MOVE) throw new Error(`At most ${MAX_MOVE} products per move`);
  // The security rules look up each moved product and its change log entry (two lookups per
  // product, plus the caller's profile; one write may make 20).
  if (seen.length <= MOVE_BATCH) await moveBatch(seen, target, fs);
  else await runLargeMove(seen, target, options.userId, fs, options.onProgress);
}

/** Products moved by one transaction (see moveProducts). */
export const MOVE_BATCH = 9;

async function moveBatch(seen: readonly Product[], target: MoveTarget, fs: Firestore): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const refs = seen.map((p) => docRef('products', p.id, fs));
    const snaps = await Promise.all(refs.map((r) => tx.get(r)));
    countReads(snaps.length);
    const current = snaps.map((snap, i) => {
      if (!snap.exists()) throw new StockConflictError(seen[i].name, 'missing');
      const now = toProduct(snap.id, snap.data());
      // The specific reason first (sold, pending ...), so the message says what happened.
      const conflict = moveConflict(now, target);
      if (conflict) throw new StockConflictError(seen[i].name, conflict);
      if (changedSince(seen[i], now)) throw new StockConflictError(seen[i].name, 'changed');
      return now;
    });
    current.forEach((p, i) => {
      const logRef = docRef('productLocationChangeLogs', newDocId('productLocationChangeLogs', fs), fs);
      tx.set(logRef, transferLogDocument(p, target));
      tx.update(refs[i], { ...moveFields(target), lastMoveLogId: logRef.id, updatedAt: serverTimestamp() });
    });
  });
}
