import { describe, expect, it } from 'vitest';
import { createScanDetector, type KeyVerdict } from './scanDetector';

/** Feeds `keys` one after another, `gap` ms apart, starting at `start`; returns every verdict. */
function type(detector: ReturnType<typeof createScanDetector>, keys: string[], gap: number, start = 1000): KeyVerdict[] {
  return keys.map((key, i) => detector.feed({ key, time: start + i * gap }));
}

const keysOf = (code: string) => [...code, 'Enter'];

describe('createScanDetector', () => {
  it('a fast burst ending in Enter is a scan of the burst', () => {
    const verdicts = type(createScanDetector(), keysOf('123456'), 8);
    expect(verdicts.at(-1)).toEqual({ started: false, scan: '123456' });
    expect(verdicts[0].started).toBe(true);
    expect(verdicts.slice(1, -1).every((v) => !v.started && v.scan === null)).toBe(true);
  });

  it('slow typing is not a scan', () => {
    const verdicts = type(createScanDetector(), keysOf('123456'), 120);
    expect(verdicts.every((v) => v.scan === null)).toBe(true);
    // every slow key begins a burst of its own
    expect(verdicts.slice(0, -1).every((v) => v.started)).toBe(true);
  });

  it('a burst shorter than minLength is not a scan', () => {
    expect(type(createScanDetector(), keysOf('123'), 5).at(-1)?.scan).toBeNull();
    expect(type(createScanDetector({ minLength: 3 }), keysOf('123'), 5).at(-1)?.scan).toBe('123');
  });

  it('an Enter pressed slowly after a fast burst is not a scan', () => {
    const d = createScanDetector();
    type(d, [...'123456'], 5);
    expect(d.feed({ key: 'Enter', time: 1000 + 5 * 5 + 400 }).scan).toBeNull();
  });

  it('slow typing then a fast burst: only the burst is the scan', () => {
    const d = createScanDetector();
    type(d, [...'ab'], 200, 0);
    const verdicts = type(d, keysOf('987654'), 10, 1000);
    expect(verdicts[0].started).toBe(true);
    expect(verdicts.at(-1)?.scan).toBe('987654');
  });

  it('a pause in the middle starts over: the part after the pause is judged alone', () => {
    const d = createScanDetector();
    type(d, [...'12'], 5, 0);
    const verdicts = type(d, keysOf('345'), 5, 500);
    expect(verdicts.at(-1)?.scan).toBeNull(); // '345' is too short
    type(d, [...'12'], 5, 2000);
    expect(type(d, keysOf('3456'), 5, 2500).at(-1)?.scan).toBe('3456');
  });

  it('Shift does not break a burst; another key or a shortcut does', () => {
    const d = createScanDetector();
    expect(type(d, ['A', 'Shift', 'B', 'C', 'D', 'Enter'], 5).at(-1)?.scan).toBe('ABCD');
    expect(type(d, ['1', '2', 'Backspace', '3', '4', 'Enter'], 5).at(-1)?.scan).toBeNull();
    type(d, ['1', '2', '3'], 5, 5000);
    expect(d.feed({ key: '4', time: 5015, modifier: true }).scan).toBeNull();
    expect(d.pending).toBe('');
  });

  it('two scans in a row are two scans', () => {
    const d = createScanDetector();
    expect(type(d, keysOf('111111'), 5, 0).at(-1)?.scan).toBe('111111');
    expect(type(d, keysOf('222222'), 5, 40).at(-1)?.scan).toBe('222222');
  });
});
