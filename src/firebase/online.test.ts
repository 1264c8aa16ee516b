import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// runTransaction is the SDK's: what matters here is whether it is reached at all.
const runTransaction = vi.fn(async () => 'committed');
vi.mock('firebase/firestore', () => ({ runTransaction }));

const { OfflineError, assertOnline, isOnline, runServerTransaction, sendOrQueue } = await import('./online');

/** A browser's network flag and its online/offline events, switchable by the test. */
function fakeNetwork(onLine: boolean) {
  const state = { onLine };
  const events = new EventTarget();
  vi.stubGlobal('navigator', { get onLine() {
    return state.onLine;
  } });
  vi.stubGlobal('window', events);
  return {
    goOffline() {
      state.onLine = false;
      events.dispatchEvent(new Event('offline'));
    },
    listeners: events,
  };
}

/** A promise the test settles, like Firestore's write promise waiting for the server. */
function pendingWrite() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const fs = {} as never;

beforeEach(() => {
  runTransaction.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('isOnline / assertOnline', () => {
  it('follow navigator.onLine', () => {
    fakeNetwork(true);
    expect(isOnline()).toBe(true);
    expect(() => assertOnline()).not.toThrow();
    fakeNetwork(false);
    expect(isOnline()).toBe(false);
    expect(() => assertOnline()).toThrow(OfflineError);
  });

  it('count a runtime without navigator (Node, server-side) as online', () => {
    vi.stubGlobal('navigator', undefined);
    expect(isOnline()).toBe(true);
  });

  it('OfflineError carries the code the write-error texts map (ui.errors.offline)', () => {
    fakeNetwork(false);
    try {
      assertOnline();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(OfflineError);
      expect((error as { code: string }).code).toBe('offline');
    }
  });
});

describe('runServerTransaction', () => {
  it('runs the transaction while online', async () => {
    fakeNetwork(true);
    const update = async () => 'x';
    await expect(runServerTransaction(fs, update)).resolves.toBe('committed');
    expect(runTransaction).toHaveBeenCalledTimes(1);
    expect(runTransaction).toHaveBeenCalledWith(fs, update, undefined);
  });

  it('is refused at once while offline, without reaching Firestore', async () => {
    fakeNetwork(false);
    const update = vi.fn(async () => 'x');
    await expect(runServerTransaction(fs, update)).rejects.toBeInstanceOf(OfflineError);
    expect(runTransaction).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('sendOrQueue', () => {
  it('online: waits for the server and says sent', async () => {
    fakeNetwork(true);
    const write = pendingWrite();
    let outcome: string | null = null;
    const done = sendOrQueue(write.promise).then((o) => (outcome = o));
    await Promise.resolve();
    expect(outcome).toBeNull();
    write.resolve();
    await done;
    expect(outcome).toBe('sent');
  });

  it('online: passes the server\'s refusal on', async () => {
    fakeNetwork(true);
    const write = pendingWrite();
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const done = sendOrQueue(write.promise);
    write.reject(refused);
    await expect(done).rejects.toBe(refused);
  });

  it('offline: says queued at once, although the write waits for the server', async () => {
    fakeNetwork(false);
    const write = pendingWrite();
    await expect(sendOrQueue(write.promise)).resolves.toBe('queued');
  });

  it('going offline while waiting: says queued then', async () => {
    const network = fakeNetwork(true);
    const write = pendingWrite();
    const done = sendOrQueue(write.promise);
    network.goOffline();
    await expect(done).resolves.toBe('queued');
  });

  it('removes its offline listener once settled', async () => {
    const network = fakeNetwork(true);
    const removed = vi.spyOn(network.listeners, 'removeEventListener');
    const write = pendingWrite();
    const done = sendOrQueue(write.promise);
    write.resolve();
    await expect(done).resolves.toBe('sent');
    expect(removed).toHaveBeenCalledWith('offline', expect.any(Function));
  });

  it('a queued write the server refuses later is logged, not thrown unhandled', async () => {
    fakeNetwork(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = pendingWrite();
    await expect(sendOrQueue(write.promise)).resolves.toBe('queued');
    write.reject(new Error('denied later'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused by the server'), expect.any(Error));
  });
});
