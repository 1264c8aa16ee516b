import { useCallback, useEffect, useState, useSyncExternalStore, type RefCallback } from 'react';

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The width of an element (a ref callback to put on it), following resizes: the sidebar opening
 * or closing changes a table's room without any change of the screen. Null until measured, or
 * where ResizeObserver is missing.
 */
export function useElementWidth<E extends HTMLElement>(): [RefCallback<E>, number | null] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) setWidth(Math.round(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
