/** The rejection of a cancelled read: a DOMException named "AbortError", like fetch's. */
export function abortError(): DOMException {
  return new DOMException('The read was cancelled.', 'AbortError');
}

/** Whether `error` is the rejection of a cancelled read. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `work`, or a rejection with an AbortError as soon as `signal` aborts, whichever comes first: a
 * cancel button answers at once instead of after the page being read (a Firestore read cannot
 * itself be stopped; its result is dropped).
 */
export function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
