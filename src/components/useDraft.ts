import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * A wizard's state as a pure draft: `useReducer(reduce, arg, init)`, plus `latest()`, the draft with
 * every action sent so far applied. A step's check (the Wizard's `validate`) may run in the same
 * handler as the action before it ("choose a row and go on"), before React has rendered that action:
 * it reads `latest()`, not the rendered draft. `reduce` must be pure (an action carries the time or
 * a drawn code), so applying it here and in React gives the same draft.
 */
export function useDraft<D, A, I>(
  reduce: (draft: D, action: A) => D,
  arg: I,
  init: (arg: I) => D,
): [draft: D, send: (action: A) => void, latest: () => D] {
  const [draft, dispatch] = useReducer(reduce, arg, init);
  const latest = useRef(draft);
  // An action sent while rendering (a reopening's reset) is caught up with once committed.
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  const send = useCallback(
    (action: A) => {
      latest.current = reduce(latest.current, action);
      dispatch(action);
    },
    [reduce],
  );
  const read = useCallback(() => latest.current, []);
  return [draft, send, read];
}
