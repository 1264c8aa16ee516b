// Forged-write generation for the rules tests (tests/rules/forgery.test.ts): a write path is its
// legitimate write (a list of document operations committed as ONE batch, as the app commits its
// transaction) plus the fields an attacker would change. From each listed field the generator makes
// one variant with only that field changed to a wrong value of its kind; structural variants drop
// one of the write's documents; a caller variant runs the same write as someone who may not.
import { deleteField, writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';

export type Op =
  | { kind: 'set'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'update'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'delete'; ref: DocumentReference };

/** Records the writes of the app's plan builders (they take a transaction or a batch). */
export class Recorder {
  readonly ops: Op[] = [];
  set(ref: DocumentReference, data: Record<string, unknown>): this {
    this.ops.push({ kind: 'set', ref, data });
    return this;
  }
  update(ref: DocumentReference, data: Record<string, unknown>): this {
    this.ops.push({ kind: 'update', ref, data });
    return this;
  }
  delete(ref: DocumentReference): this {
    this.ops.push({ kind: 'delete', ref });
    return this;
  }
}

/** What a field is, for the attacker: each kind has its own wrong value. */
export type FieldKind =
  | 'money' // an amount of tugrik: lowered (a line, a total, a price) or made more negative (a refund)
  | 'moneyUp' // an amount raised (e.g. a line raised to earn a lottery ticket)
  | 'flag' // a stock or state flag: flipped
  | 'owner' // who: another person's id
  | 'status' // a state: another state
  | 'place' // where: another location
  | 'ref' // a link to another document: another id
  | 'count' // a quantity: one more
  | 'drop'; // the field removed

export interface FieldSpec {
  /** Index into the legit ops (or a predicate on the op's collection/id). */
  op: number | ((op: Op) => boolean);
  /** Dotted path inside the op's data: 'soldTotalPrice', 'products.0.price'. */
  field: string;
  kind: FieldKind;
  /** The wrong value to use instead of the kind's default. */
  wrong?: unknown;
}

export interface Variant {
  name: string;
  ops: Op[];
}

const ANOTHER_ID = 'someone-else';

function wrongValue(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? value - 1000 : -1000;
    case 'moneyUp':
      return typeof value === 'number' ? value + 1_000_000 : 1_000_000;
    case 'flag':
      return !(value === true);
    case 'owner':
    case 'ref':
      return ANOTHER_ID;
    case 'status':
      return value === 'done' ? 'pending' : 'done';
    case 'place':
      return 'another-place';
    case 'count':
      return typeof value === 'number' ? value + 1 : 1;
    case 'drop':
      return deleteField();
  }
}

/** A deep copy of plain objects and arrays; field values and references are kept as they are. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => clone(v)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
  }
  return value;
}

function cloneOps(ops: readonly Op[]): Op[] {
  return ops.map((op) => (op.kind === 'delete' ? { ...op } : { ...op, data: clone(op.data) }));
}

function getPath(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target: Record<string, unknown> = data;
  for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  // deleteField() is only valid at the top level of an update; elsewhere the key goes.
  if (value !== null && typeof value === 'object' && keys.length > 1 && value.constructor?.name?.includes('Delete')) delete target[last];
  else target[last] = value;
}

function label(op: Op): string {
  return `${op.ref.parent.id}/${op.ref.id.length > 12 ? op.ref.id.slice(0, 6) + '…' : op.ref.id}`;
}

/** One variant per field (that field alone wrong) and one per document left out of the write. */
export function forgeries(
  legit: readonly Op[],
  fields: readonly FieldSpec[],
  options: { dropDocs?: boolean; optional?: (op: Op) => boolean } = {},
): Variant[] {
  const variants: Variant[] = [];
  for (const spec of fields) {
    const index = typeof spec.op === 'number' ? spec.op : legit.findIndex(spec.op);
    if (index < 0) throw new Error(`no op for ${spec.field}`);
    const op = legit[index];
    if (op.kind === 'delete') throw new Error('a delete has no fields');
    // A field the legit write does not touch is added with a wrong value (e.g. isSold on an edit).
    const before = getPath(op.data, spec.field);
    const ops = cloneOps(legit);
    const target = ops[index] as Exclude<Op, { kind: 'delete' }>;
    const wrong = spec.wrong !== undefined ? spec.wrong : wrongValue(spec.kind, before);
    setPath(target.data, spec.field, wrong);
    variants.push({ name: `${label(op)}.${spec.field} (${spec.kind}) -> ${describe(wrong)}`, ops });
  }
  if (options.dropDocs !== false && legit.length > 1) {
    legit.forEach((op, i) => {
      if (options.optional?.(op)) return;
      variants.push({ name: `without ${op.kind} of ${label(op)}`, ops: cloneOps(legit.filter((_, j) => j !== i)) });
    });
  }
  return variants;
}

function describe(v: unknown): string {
  if (v !== null && typeof v === 'object') return v.constructor?.name?.includes('Delete') ? '(removed)' : JSON.stringify(v);
  // A long text (a flood of characters) by its length, so the report stays readable.
  if (typeof v === 'string' && v.length > 40) return `${JSON.stringify(v.slice(0, 10) + '…')} (${v.length} characters)`;
  return JSON.stringify(v);
}

/** Rebinds the ops to another Firestore instance (another caller), keeping paths and data. */
export function as(db: Firestore, ops: readonly Op[], docRef: (db: Firestore, path: string) => DocumentReference): Op[] {
  return cloneOps(ops).map((op) => ({ ...op, ref: docRef(db, op.ref.path) }));
}

/** Commits the ops as one batch (the app commits the same writes in one transaction). */
export async function commit(db: Firestore, ops: readonly Op[]): Promise<void> {
  const batch = writeBatch(db);
  for (const op of ops) {
    if (op.kind === 'set') batch.set(op.ref, op.data);
    else if (op.kind === 'update') batch.update(op.ref, op.data);
    else batch.delete(op.ref);
  }
  await batch.commit();
}
