import { act } from '@testing-library/react';
import { vi } from 'vitest';

// The connection as component tests set it: what navigator.onLine answers, and the window's
// online / offline events the app listens to (src/lib/network.ts).

let onLine = true;

/** Sets what navigator.onLine answers, without an event (a browser whose flag changed first). */
export function setNavigatorOnline(value: boolean): void {
  // Installed again each time: a test file's vi.restoreAllMocks() may have removed it.
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  onLine = value;
}

/** The connection goes or comes back: navigator.onLine says so and the window hears the event. */
export function go(state: 'online' | 'offline'): void {
  setNavigatorOnline(state === 'online');
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}
