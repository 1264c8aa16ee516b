import { describe, expect, it } from 'vitest';
import { abortable, isAbortError } from './abortable';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('abortable', () => {
  it('gives the work its result when nothing aborts', async () => {
    const controller = new AbortController();
    await expect(abortable(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(abortable(Promise.resolve(8))).resolves.toBe(8);
  });

  it('passes the work’s own failure on', async () => {
    const controller = new AbortController();
    const failure = new Error('permission-denied');
    await expect(abortable(Promise.reject(failure), controller.signal)).rejects.toBe(failure);
  });

  it('rejects with an AbortError at the abort, while the work is still running', async () => {
    const controller = new AbortController();
    const work = deferred<number>();
    const result = abortable(work.promise, controller.signal);
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    work.resolve(1); // the late result is dropped
    await expect(result).rejects.toThrow('cancelled');
  });

  it('rejects at once when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await abortable(new Promise<number>(() => undefined), controller.signal).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('tells an AbortError from other errors', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
    expect(isAbortError(new DOMException('x', 'TimeoutError'))).toBe(false);
  });
});
