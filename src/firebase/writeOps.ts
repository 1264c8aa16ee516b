import type { DocumentReference } from 'firebase/firestore';

/**
 * One document write of a multi-document plan (a large sale's or a large move's writes): built by
 * pure-ish planners, applied to a transaction or a batch, recorded as they are by the rules tests.
 */
export type WriteOp =
  | { kind: 'set'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'update'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'delete'; ref: DocumentReference };

/** What a transaction and a write batch have in common. */
export interface OpWriter {
  set(ref: DocumentReference, data: Record<string, unknown>): unknown;
  update(ref: DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Writes the ops, in order, into a transaction or a batch. */
export function applyOps(writer: OpWriter, ops: readonly WriteOp[]): void {
  for (const op of ops) {
    if (op.kind === 'set') writer.set(op.ref, op.data);
    else if (op.kind === 'update') writer.update(op.ref, op.data);
    else writer.delete(op.ref);
  }
}
