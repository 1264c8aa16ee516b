import { useCallback, useState } from 'react';

/**
 * A form's draft kept in this tab's sessionStorage under `key`: a drawer half counted survives a
 * reload, a failed write or a trip to another screen. `clear` forgets it (after the write).
 */
export function useStoredDraft<T>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const storageKey = `draft:${key}`;
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key: storageKey, value: readStored(storageKey, initial) }));
  // Another key (another store chosen): its own draft.
  const value = state.key === storageKey ? state.value : readStored(storageKey, initial);
  const set = useCallback(
    (next: T) => {
      setState({ key: storageKey, value: next });
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage full or unavailable: the draft lives in memory only.
      }
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    setState({ key: storageKey, value: initial });
    try {
      window.sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing stored.
    }
    // `initial` is a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);
  return [value, set, clear];
}

function readStored<T>(key: string, initial: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? { ...initial, ...(JSON.parse(raw) as T) } : initial;
  } catch {
    return initial;
  }
}
