import { deleteField, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { OfflineError, runServerTransaction } from '../../firebase/online';
import { applyOps, type WriteOp } from '../../firebase/writeOps';
import { docRef, newDocId } from '../../firebase/collections';
import { db } from '../../firebase/firestore';
import { countReads } from '../../firebase/readMeter';
import { toProduct, type Product } from './product';
import { changedSince, moveConflict, moveFields, StockConflictError, type MoveTarget } from './stockChanges';
import { transferLogDocument } from '../transferLog/transferLog';
import { largeMoveLogId, MOVE_CHUNK, notYetHeld, stockMoveDocument, toStockMove, type MoveFrom, type StockMove } from '../stockMove/stockMove';

/**
 * THE LARGE MOVE (docs/products.md, "Moves of any size"; firestore.rules, stockMoves): a move of more
 * than 9 products, in writes none of which moves anything before the last:
 *   1. open   stockMoves/{id}: the planned products and the target;
 *   2. hold   6 products at a time: each goes on its way (isMovePending; out of stock, still where it
 *             was), the move records where it was;
 *   3. done   one transaction: the move done, every product at the target with its log entry
 *             productLocationChangeLogs/{move}-{product}.
 * A product sold, pending or changed meanwhile stops the move at its hold: what was put on its way
 * goes back (undoMove) and the move fails with StockConflictError naming it. Any other failure
 * leaves the move open (UnfinishedMoveError), listed as unfinished until resumed or undone.
 */

export interface MoveProgress {
  phase: 'open' | 'hold' | 'done';
  held: number;
  total: number;
}

type Progress = (progress: MoveProgress) => void;

/** One document write of a large move's plan. */
export type MoveOp = WriteOp;
export { applyOps as applyMoveOps };

/** A large move that stopped for another reason than a product taken: open, to resume or undo. */
export class UnfinishedMoveError extends Error {
  constructor(
    readonly moveId: string,
    readonly held: number,
    readonly total: number,
    readonly cause: unknown,
  ) {
    super(`move ${moveId} unfinished at ${held} of ${total}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnfinishedMoveError';
  }
}

/** Moves this tab is committing now (the unfinished list leaves them out). */
const running = new Set<string>();

export function isMoveRunningHere(moveId: string): boolean {
  return running.has(moveId);
}

/** 1. The open move. */
export function planMoveOpen(products: readonly Pick<Product, 'id'>[], target: MoveTarget, userId: string, fs: Firestore = db, moveId = newDocId('stockMoves', fs)): MoveOp {
  return {
    kind: 'set',
    ref: docRef('stockMoves', moveId, fs),
    data: stockMoveDocument({ id: moveId, target, plannedIds: products.map((p) => p.id), createdUserId: userId, createdAt: serverTimestamp() }),
  };
}

const fromOf = (p: Pick<Product, 'locationType' | 'locationId' | 'locationName'>): MoveFrom => ({ locationType: p.locationType, locationId: p.locationId, locationName: p.locationName });

/** 2. The next products of the plan on their way (at most MOVE_CHUNK, as they read now). */
export function planMoveHold(move: Pick<StockMove, 'id' | 'productIds' | 'from'>, products: readonly Product[], fs: Firestore = db): MoveOp[] {
  const first = move.productIds.length;
  return [
    ...products.map(
      (p, i): MoveOp => ({
        kind: 'update',
        ref: docRef('products', p.id, fs),
        data: { isMovePending: true, moveId: move.id, moveLine: first + i, updatedAt: serverTimestamp() },
      }),
    ),
    {
      kind: 'update',
      ref: docRef('stockMoves', move.id, fs),
      data: { productIds: [...move.productIds, ...products.map((p) => p.id)], from: [...move.from, ...products.map(fromOf)], updatedAt: serverTimestamp() },
    },
  ];
}

/** 3. Done: the move done, each product (as it reads now) at the target with its log entry. */
export function planMoveDone(move: StockMove, products: readonly Product[], fs: Firestore = db): MoveOp[] {
  const ops: MoveOp[] = [{ kind: 'update', ref: docRef('stockMoves', move.id, fs), data: { status: 'done', updatedAt: serverTimestamp() } }];
  products.forEach((p, i) => {
    const logId = largeMoveLogId(move.id, p.id);
    ops.push({
      kind: 'set',
      ref: docRef('productLocationChangeLogs', logId, fs),
      data: { ...transferLogDocument({ ...p, ...move.from[i] }, move.target), moveId: move.id, moveLine: i },
    });
    ops.push({
      kind: 'update',
      ref: docRef('products', p.id, fs),
      data: { ...moveFields(move.target), lastMoveLogId: logId, isMovePending: deleteField(), moveId: deleteField(), moveLine: deleteField(), updatedAt: serverTimestamp() },
    });
  });
  return ops;
}

/** Undo: the open move deleted, each product on its way back in stock as it was. */
export function planMoveUndo(move: Pick<StockMove, 'id' | 'productIds'>, fs: Firestore = db): MoveOp[] {
  return [
    { kind: 'delete', ref: docRef('stockMoves', move.id, fs) },
    ...move.productIds.map(
      (id): MoveOp => ({
        kind: 'update',
        ref: docRef('products', id, fs),
        data: { isMovePending: deleteField(), moveId: deleteField(), moveLine: deleteField(), updatedAt: serverTimestamp() },
      }),
    ),
  ];
}

async function readMove(tx: Transaction, moveId: string, fs: Firestore): Promise<StockMove> {
  const snap = await tx.get(docRef('stockMoves', moveId, fs));
  countReads(1);
  if (!snap.exists()) throw new UnfinishedMoveError(moveId, 0, 0, new Error('the move is gone'));
  return toStockMove(moveId, snap.data());
}

/** Puts the next chunk on its way: each product read again, checked as the screen saw it (`seen`). */
async function holdNext(moveId: string, seen: ReadonlyMap<string, Product>, fs: Firestore): Promise<StockMove> {
  return runServerTransaction(fs, async (tx) => {
    const move = await readMove(tx, moveId, fs);
    const ids = notYetHeld(move).slice(0, MOVE_CHUNK);
    if (ids.length === 0) return move;
    const snaps = await Promise.all(ids.map((id) => tx.get(docRef('products', id, fs))));
    countReads(snaps.length);
    const products = snaps.map((snap, i) => {
      const before = seen.get(ids[i]);
      if (!snap.exists()) throw new StockConflictError(before?.name ?? ids[i], 'missing');
      const now = toProduct(snap.id, snap.data());
      const conflict = moveConflict(now, move.target);
      if (conflict) throw new StockConflictError(now.name, conflict);
      if (before && changedSince(before, now)) throw new StockConflictError(now.name, 'changed');
      return now;
    });
    applyOps(tx, planMoveHold(move, products, fs));
    return { ...move, productIds: [...move.productIds, ...ids], from: [...move.from, ...products.map(fromOf)] };
  });
}

async function done(moveId: string, fs: Firestore): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const move = await readMove(tx, moveId, fs);
    if (move.status === 'done') return;
    const snaps = await Promise.all(move.productIds.map((id) => tx.get(docRef('products', id, fs))));
    countReads(snaps.length);
    const products = snaps.map((snap, i) => toProduct(move.productIds[i], snap.data() ?? {}));
    applyOps(tx, planMoveDone(move, products, fs));
  });
}

async function finish(moveId: string, seen: ReadonlyMap<string, Product>, fs: Firestore, onProgress?: Progress): Promise<void> {
  for (;;) {
    const move = await holdNext(moveId, seen, fs);
    const left = notYetHeld(move).length;
    onProgress?.({ phase: left > 0 ? 'hold' : 'done', held: move.productIds.length, total: move.plannedIds.length });
    if (left === 0) break;
  }
  await done(moveId, fs);
}

/** Undoes an open move in one transaction: deleted, every product on its way back where it was. */
export async function undoMove(moveId: string, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(docRef('stockMoves', moveId, fs));
    countReads(1);
    if (!snap.exists()) return;
    const move = toStockMove(moveId, snap.data());
    if (move.status === 'done') return;
    applyOps(tx, planMoveUndo(move, fs));
  });
}

/** Resumes an unfinished move: puts the rest on its way (as the products are now) and finishes it. */
export async function resumeMove(moveId: string, fs: Firestore = db, onProgress?: Progress): Promise<void> {
  running.add(moveId);
  try {
    await finish(moveId, new Map(), fs, onProgress);
  } finally {
    running.delete(moveId);
  }
}

/** Moves more than 9 products: open, 6 at a time on their way, then all at the target at once. */
export async function runLargeMove(seen: readonly Product[], target: MoveTarget, userId: string, fs: Firestore = db, onProgress?: Progress): Promise<void> {
  const open = planMoveOpen(seen, target, userId, fs);
  const moveId = open.ref.id;
  const total = seen.length;
  running.add(moveId);
  let opened = false;
  let held = 0;
  try {
    onProgress?.({ phase: 'open', held: 0, total });
    await runServerTransaction(fs, async (tx) => applyOps(tx, [open]));
    opened = true;
    await finish(moveId, new Map(seen.map((p) => [p.id, p])), fs, (progress) => {
      held = progress.held;
      onProgress?.(progress);
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof StockConflictError || code === 'permission-denied' || code === 'aborted' || code === 'failed-precondition') {
      // A product taken meanwhile: nothing of this move may count.
      await undoMove(moveId, fs).catch((undoError: unknown) => console.error('undo of a refused move', undoError));
      throw error;
    }
    throw opened || !(error instanceof OfflineError) ? new UnfinishedMoveError(moveId, held, total, error) : error;
  } finally {
    running.delete(moveId);
  }
}
