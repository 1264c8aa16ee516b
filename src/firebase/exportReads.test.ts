import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { isAbortError } from '../lib/abortable';
import type { TypedCollection } from './collections';
import type { ExportFilter } from './exportReads';

/**
 * readExportQueries against a stand-in of the lite SDK: a collection of documents in memory, each
 * request answered after a few milliseconds (so requests overlap as they would on the network), the
 * filters, order, cursor and limit applied as Firestore applies them.
 */

interface Doc {
  id: string;
  createdAt: number;
}
interface FakeQuery {
  name: string;
  filters: ExportFilter[];
  order: [string, 'asc' | 'desc'] | null;
  limit: number | null;
  after: Doc | null;
}
type Part = { where: ExportFilter } | { orderBy: [string, 'asc' | 'desc'] } | { limit: number } | { after: Doc };

const fake = vi.hoisted(() => ({
  docs: [] as Doc[],
  requests: [] as FakeQuery[],
  inFlight: 0,
  maxInFlight: 0,
  failOn: null as ((q: FakeQuery) => boolean) | null,
  onRequest: null as ((q: FakeQuery) => void) | null,
}));

function matches(d: Doc, [field, op, value]: ExportFilter): boolean {
  const v = (d as unknown as Record<string, unknown>)[field];
  const x = value instanceof Date ? value.getTime() : value;
  if (op === '==') return v === x;
  if (op === 'in') return (x as unknown[]).includes(v);
  if (typeof v !== 'number' || typeof x !== 'number') return false;
  if (op === '>=') return v >= x;
  if (op === '<') return v < x;
  if (op === '<=') return v <= x;
  throw new Error(`no ${op} here`);
}

vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, name: string): FakeQuery => ({ name, filters: [], order: null, limit: null, after: null }),
  where: (field: string, op: string, value: unknown): Part => ({ where: [field, op, value] as unknown as ExportFilter }),
  orderBy: (field: string, direction: 'asc' | 'desc'): Part => ({ orderBy: [field, direction] }),
  limit: (n: number): Part => ({ limit: n }),
  startAfter: (doc: { doc: Doc }): Part => ({ after: doc.doc }),
  query: (base: FakeQuery, ...parts: Part[]): FakeQuery =>
    parts.reduce<FakeQuery>((q, p) => {
      if ('where' in p) return { ...q, filters: [...q.filters, p.where] };
      if ('orderBy' in p) return { ...q, order: p.orderBy };
      if ('limit' in p) return { ...q, limit: p.limit };
      return { ...q, after: p.after };
    }, base),
  getDocs: async (q: FakeQuery) => {
    fake.requests.push(q);
    fake.onRequest?.(q);
    fake.inFlight += 1;
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    fake.inFlight -= 1;
    if (fake.failOn?.(q)) throw new Error('permission-denied');
    // createdAt desc, then the id desc (Firestore's implicit order in the same direction).
    let found = fake.docs.filter((d) => q.filters.every((f) => matches(d, f))).sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
    if (q.after) {
      const after = q.after;
      found = found.filter((d) => d.createdAt < after.createdAt || (d.createdAt === after.createdAt && d.id < after.id));
    }
    if (q.limit !== null) found = found.slice(0, q.limit);
    const docs = found.map((d) => ({ id: d.id, doc: d, data: () => ({ createdAt: d.createdAt }) }));
    return { size: docs.length, docs };
  },
}));
vi.mock('./exportFirestore', () => ({ exportLiteFirestore: async () => ({}) }));

const { readExportQueries } = await import('./exportReads');
const { readsSoFar } = await import('./readMeter');

const DB = {} as LiteFirestore;
const items = { name: 'sales', map: (id: string, data: { createdAt: number }) => ({ id, at: data.createdAt }) } as unknown as TypedCollection<{ id: string; at: number }>;
const slice = (from: number, to: number, last = false): ExportFilter[] => [
  ['createdAt', '>=', new Date(from)],
  ['createdAt', last ? '<=' : '<', new Date(to)],
];
/** Six slices of 0..600 ms, newest first. */
const SIX = [slice(500, 600, true), slice(400, 500), slice(300, 400), slice(200, 300), slice(100, 200), slice(0, 100)];
const spec = (queries: ExportFilter[][]) => ({ collection: items, orderBy: ['createdAt', 'desc'] as const, queries });

beforeEach(() => {
  // 120 documents over 0..600 ms, pairs sharing an instant (ties ordered by id).
  fake.docs = Array.from({ length: 120 }, (_, i) => ({ id: `d${String(i).padStart(3, '0')}`, createdAt: Math.floor(i / 2) * 10 }));
  fake.requests = [];
  fake.inFlight = 0;
  fake.maxInFlight = 0;
  fake.failOn = null;
  fake.onRequest = null;
});

const newestFirst = () => [...fake.docs].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id)).map((d) => d.id);

describe('readExportQueries', () => {
  it('reads the queries at once, `concurrency` at a time, each in one request when it holds less than a page; rows in query order', async () => {
    const before = readsSoFar('test-csv');
    const rows = await readExportQueries(spec(SIX), (page) => page.map((r) => r.id), { tag: 'test-csv', concurrency: 3 }, DB);
    expect(rows).toEqual(newestFirst());
    expect(fake.requests).toHaveLength(6);
    expect(fake.maxInFlight).toBe(3);
    // Each request: its slice's filters, the order, the page limit, no cursor.
    expect(fake.requests.map((q) => q.filters)).toEqual(SIX);
    expect(fake.requests.every((q) => q.order?.join() === 'createdAt,desc' && q.limit === 30_000 && q.after === null)).toBe(true);
    expect(readsSoFar('test-csv') - before).toBe(120);
  });

  it('goes on after the last document of a full page (ties included), and stops at a short one', async () => {
    const rows = await readExportQueries(spec([slice(0, 600, true)]), (page) => page.map((r) => r.id), { pageSize: 25 }, DB);
    expect(rows).toEqual(newestFirst());
    expect(fake.requests.map((q) => q.after?.id ?? null)).toEqual([null, ...[24, 49, 74, 99].map((n) => newestFirst()[n])]);
  });

  it('maps each page as it arrives; the progress sums every query', async () => {
    const progress: number[] = [];
    const pages: number[] = [];
    const rows = await readExportQueries(
      spec(SIX),
      (page) => {
        pages.push(page.length);
        return page.map((r) => r.at);
      },
      { pageSize: 15, onProgress: (n) => progress.push(n) },
      DB,
    );
    expect(rows).toHaveLength(120);
    expect(pages.every((n) => n <= 15)).toBe(true);
    expect(progress.every((n, i) => i === 0 || n >= (progress[i - 1] as number))).toBe(true);
    expect(progress.at(-1)).toBe(120);
  });

  it('a failed request rejects with its error; the other queries send nothing more', async () => {
    fake.failOn = (q) => q.filters[0]?.[2] instanceof Date && (q.filters[0][2] as Date).getTime() === 300;
    const read = readExportQueries(spec(SIX), (page) => page, { concurrency: 2, pageSize: 5 }, DB);
    await expect(read).rejects.toThrow('permission-denied');
    const sent = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.length).toBe(sent);
    expect(fake.requests.length).toBeLessThan(120 / 5);
  });

  it('cancelling rejects at once with an AbortError and sends nothing more', async () => {
    const abort = new AbortController();
    fake.onRequest = () => {
      if (fake.requests.length === 4) abort.abort();
    };
    const read = readExportQueries(spec(SIX), (page) => page, { concurrency: 2, pageSize: 5, signal: abort.signal }, DB);
    const error = await read.then(() => null, (e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(4);
  });
});
