import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { queryEqual, refEqual, type DocumentReference, type Query } from 'firebase/firestore';
import { useOnline } from './online';

/**
 * The one read primitive every read hook is written with (./queries.ts, and `useRead` for one-off
 * reads anywhere in the app). Given what a read is bound to and how to start it, it owns what each
 * hook used to write itself: the result bound to its binding (a new query shows loading, never the
 * old rows), loading and error, results shown in a transition, stale results dropped, the console
 * line of a failure under its read-meter tag, a read that failed done again when the connection comes
 * back, and `retry()` for a Retry button.
 */

/**
 * What a read is bound to: a query or a document reference (compared with queryEqual / refEqual,
 * so a screen may build it on every render), a list of queries, or a key (a string or number,
 * compared by value). `null` reads nothing.
 */
export type Binding = Query<unknown> | DocumentReference<unknown> | readonly Query<unknown>[] | string | number;

function isRef(b: Binding): b is DocumentReference<unknown> {
  return typeof b === 'object' && !Array.isArray(b) && (b as DocumentReference<unknown> | Query<unknown>).type === 'document';
}

export function sameBinding(a: Binding | null, b: Binding | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    const as = a as readonly Query<unknown>[];
    const bs = b as readonly Query<unknown>[];
    return Array.isArray(a) && Array.isArray(b) && as.length === bs.length && as.every((q, i) => queryEqual(q, bs[i] as Query<unknown>));
  }
  if (isRef(a) || isRef(b)) return isRef(a) && isRef(b) && refEqual(a, b);
  return queryEqual(a as Query<unknown>, b as Query<unknown>);
}

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a === b || (a.length === b.length && a.every((v, i) => Object.is(v, b[i])));
}

/** The first of a run of equal values: what effects depend on. */
function useStableValue<V>(value: V, same: (a: V, b: V) => boolean): V {
  const [stable, setStable] = useState(value);
  const equal = same(stable, value);
  if (!equal) setStable(value);
  return equal ? stable : value;
}

/** The first of a run of equal bindings (sameBinding): what state kept per binding compares with `===`. */
export function useBinding<B extends Binding>(binding: B | null): B | null {
  return useStableValue<B | null>(binding, sameBinding);
}

/**
 * Grows each time the device comes back online while `stale`: a one-off read (count, aggregation,
 * a document read once) that failed offline is read again by itself once the connection is back.
 */
export function useRetryOnReconnect(stale: boolean): number {
  const online = useOnline();
  const [seen, setSeen] = useState({ online, retries: 0 });
  if (seen.online !== online) {
    const retries = online && stale ? seen.retries + 1 : seen.retries;
    setSeen({ online, retries });
    return retries;
  }
  return seen.retries;
}

/** Where a read delivers. Calls after the read was left (a new binding, unmounted) are dropped. */
export interface Sink<T> {
  /** A result, shown in a transition (a list's rows render in slices, not holding a slow phone). */
  next: (data: T) => void;
  /** A failure, logged once under the tag and shown at once, with the data to show beside it. */
  fail: (error: unknown, data: T) => void;
}

/** Starts a read of `binding`; returns how to stop it (a listener's unsubscribe). */
export type Subscribe<B, T> = (binding: B, sink: Sink<T>) => (() => void) | void;

export interface SourceOptions {
  /** Read-meter tag; also names the read in the console. */
  tag?: string;
  /** What the console calls a failed read, e.g. 'live query'. */
  label?: string;
  /**
   * Other inputs that select the result (a limit, a page cursor, a refresh key), compared one by one
   * with Object.is: a change starts the read again and `current` waits for the new result.
   */
  params?: readonly unknown[];
}

/** The state every read hook returns (plus the controls its kind of list needs). */
export interface QueryState<T> {
  data: T;
  /** Nothing has arrived yet for the current query. */
  loading: boolean;
  error: Error | null;
  /** Reads again, showing loading until it answers (a Retry button); hooks built on useSource have it. */
  retry?: () => void;
}

/** A read's state with its retry (what useRead returns). */
export interface ReadState<T> extends QueryState<T> {
  retry: () => void;
}

export interface SourceResult<T> {
  data: T;
  error: Error | null;
}

export interface SourceState<T> {
  /** The result of this binding and params; null while on its way (or without a binding). */
  current: SourceResult<T> | null;
  /** The last result of this binding, whatever its params (rows kept while a bigger limit loads). */
  ofBinding: SourceResult<T> | null;
  /** The last result of any binding (figures kept while they are read again). */
  last: SourceResult<T> | null;
  /** Starts the read again, showing loading until it answers (a Retry button). */
  retry: () => void;
}

interface Stored<T> extends SourceResult<T> {
  binding: Binding;
  params: readonly unknown[];
  attempt: number;
}

const NO_PARAMS: readonly unknown[] = [];

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A read bound to `binding`: `subscribe` starts it (a listener, or a promise: see useLoad) and
 * delivers through the sink. It starts again when the binding, `params` or the tag change, on
 * retry(), and when the connection comes back after it failed (a live listener that Firestore
 * resumes by itself does not fail offline, so this only repeats reads that did).
 */
export function useSource<B extends Binding, T>(binding: B | null, subscribe: Subscribe<B, T>, options: SourceOptions = {}): SourceState<T> {
  const { tag, label = 'read' } = options;
  const bound = useBinding(binding);
  const params = useStableValue(options.params ?? NO_PARAMS, sameParams);
  const [attempt, setAttempt] = useState({ bound, n: 0 });
  const n = attempt.bound === bound ? attempt.n : 0;
  const [stored, setStored] = useState<Stored<T> | null>(null);
  const ofBinding = bound !== null && stored !== null && stored.binding === bound ? stored : null;
  const current = ofBinding !== null && ofBinding.params === params && ofBinding.attempt === n ? ofBinding : null;
  const retries = useRetryOnReconnect(ofBinding !== null && ofBinding.error !== null);

  // The subscribe function is rebuilt each render; the read follows the latest one. Whatever selects
  // the result must be in the binding or `params`.
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });

  useEffect(() => {
    if (bound === null) return;
    let live = true;
    let logged: unknown = null;
    const stop = subscribeRef.current(bound, {
      next: (data) => {
        if (live) startTransition(() => setStored({ binding: bound, params, attempt: n, data, error: null }));
      },
      fail: (error, data) => {
        if (!live) return;
        if (error !== logged) console.error(`${label} (${tag ?? 'untagged'})`, error);
        logged = error;
        setStored({ binding: bound, params, attempt: n, data, error: asError(error) });
      },
    });
    return () => {
      live = false;
      if (stop) stop();
    };
  }, [bound, params, n, tag, label, retries]);

  const retry = useCallback(() => setAttempt({ bound, n: n + 1 }), [bound, n]);
  return { current, ofBinding, last: stored, retry };
}

/** A one-off read: a promise, its `signal` aborted when the read is left (its result is dropped anyway). */
export type Load<B, T> = (binding: B, signal: AbortSignal) => Promise<T>;

export interface LoadOptions extends SourceOptions {
  /** Waits this long before reading (a search as the user types): a binding replaced sooner reads nothing. */
  delay?: number;
}

/** useSource over a promise: the one-off reads (counts, aggregations, a document read once). */
export function useLoad<B extends Binding, T>(binding: B | null, load: Load<B, T>, options: LoadOptions & { failed: T }): SourceState<T> {
  const { failed, delay = 0 } = options;
  return useSource<B, T>(
    binding,
    (b, sink) => {
      const controller = new AbortController();
      const start = () => {
        load(b, controller.signal).then(sink.next, (error: unknown) => sink.fail(error, failed));
      };
      const timer = delay > 0 ? setTimeout(start, delay) : null;
      if (timer === null) start();
      return () => {
        if (timer !== null) clearTimeout(timer);
        controller.abort();
      };
    },
    options,
  );
}

/**
 * A one-off read outside the data layer's hooks (a document read when a dialog opens, a search):
 * `load` runs once per binding, its result is `data` (null while loading or after a failure).
 *
 *     const order = useRead(orderId, (id) => readDocument(orders.doc(id), TAG), { tag: TAG });
 */
export function useRead<B extends Binding, T>(binding: B | null, load: Load<B, T>, options: LoadOptions = {}): ReadState<T | null> {
  const { current, retry } = useLoad<B, T | null>(binding, load, { ...options, failed: null });
  return { data: current?.data ?? null, loading: binding !== null && current === null, error: current?.error ?? null, retry };
}
