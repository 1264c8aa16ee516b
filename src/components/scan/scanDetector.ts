/**
 * Telling a USB barcode scanner from a person typing (docs/products.md, "Scanning"). A scanner
 * "types" the code and Enter in a burst, each key a few milliseconds after the previous one; a
 * person needs 100 ms or more per key. So: printable keys each at most `maxGapMs` after the
 * previous one, ended by an Enter also within `maxGapMs`, with at least `minLength` characters, are
 * a scan. Anything slower, shorter, or interrupted by another key is typing. Pure: the caller
 * passes each key with its time.
 */

export interface ScanDetectorOptions {
  /** Longest pause between two keys of one scan, ms. */
  maxGapMs?: number;
  /** Fewest characters a scan carries (the labels' skus have 6). */
  minLength?: number;
}

export const SCAN_MAX_GAP_MS = 50;
export const SCAN_MIN_LENGTH = 4;

/** Keys that do not break a burst: a scanner presses Shift for capitals. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock']);

export interface KeyInput {
  /** KeyboardEvent.key */
  key: string;
  /** ms, any monotonic clock */
  time: number;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a scan. */
  modifier?: boolean;
}

export interface KeyVerdict {
  /** This printable key begins a new burst (the caller remembers what the field held before it). */
  started: boolean;
  /** The scanned code when this key is the Enter that ends a scan, else null. */
  scan: string | null;
}

export interface ScanDetector {
  feed(input: KeyInput): KeyVerdict;
  reset(): void;
  /** Characters of the current burst. */
  readonly pending: string;
}

const NONE: KeyVerdict = { started: false, scan: null };

export function createScanDetector(options: ScanDetectorOptions = {}): ScanDetector {
  const maxGap = options.maxGapMs ?? SCAN_MAX_GAP_MS;
  const minLength = options.minLength ?? SCAN_MIN_LENGTH;
  let buffer = '';
  let last = -Infinity;

  const reset = () => {
    buffer = '';
    last = -Infinity;
  };

  return {
    get pending() {
      return buffer;
    },
    reset,
    feed({ key, time, modifier }) {
      if (NEUTRAL_KEYS.has(key)) return NONE;
      const fast = time - last <= maxGap;
      if (key === 'Enter') {
        const code = buffer;
        const isScan = !modifier && fast && code.length >= minLength;
        reset();
        return isScan ? { started: false, scan: code } : NONE;
      }
      if (modifier || key.length !== 1) {
        reset();
        return NONE;
      }
      const started = buffer === '' || !fast;
      buffer = started ? key : buffer + key;
      last = time;
      return { started, scan: null };
    },
  };
}
