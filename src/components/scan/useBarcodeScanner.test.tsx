import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useBarcodeScanner } from './useBarcodeScanner';

/**
 * A key as the browser delivers it: keydown on the focused element (or the body); unless that was
 * prevented, a printable key lands in a focused text field (input event, as React listens) and an
 * Enter submits the field's form.
 */
function press(key: string): KeyboardEvent {
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  if (event.defaultPrevented) return event;
  if (target instanceof HTMLInputElement && key.length === 1) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, target.value + key);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (target instanceof HTMLInputElement && key === 'Enter') target.form?.requestSubmit();
  return event;
}

/** Types `text` + Enter with `gap` ms between keys; returns the Enter's event. */
function typeKeys(text: string, gap: number): KeyboardEvent {
  for (const ch of text) {
    press(ch);
    vi.advanceTimersByTime(gap);
  }
  return press('Enter');
}

function Screen({ onScan, onSubmit }: { onScan: (code: string) => void; onSubmit: () => void }) {
  const [search, setSearch] = useState('nike');
  const [note, setNote] = useState('');
  useBarcodeScanner(onScan);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="search" data-scan-target value={search} onChange={(e) => setSearch(e.target.value)} />
      <input aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useBarcodeScanner', () => {
  let onScan: ReturnType<typeof vi.fn<(code: string) => void>>;
  let onSubmit: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    onScan = vi.fn<(code: string) => void>();
    onSubmit = vi.fn<() => void>();
    render(<Screen onScan={onScan} onSubmit={onSubmit} />);
  });
  afterEach(() => vi.useRealTimers());

  it('fast keystrokes ending in Enter are a scan; its Enter is stopped', () => {
    screen.getByRole('button', { name: 'Save' }).focus();
    const enter = typeKeys('123456', 10);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('123456');
    expect(enter.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('slow typing is not a scan and its Enter goes through', () => {
    screen.getByRole('button', { name: 'Save' }).focus();
    const enter = typeKeys('123456', 150);
    expect(onScan).not.toHaveBeenCalled();
    expect(enter.defaultPrevented).toBe(false);
  });

  it('keys typed into a plain text field are left alone, even fast ones', () => {
    const note = screen.getByRole('textbox', { name: 'note' }) as HTMLInputElement;
    note.focus();
    const enter = typeKeys('123456', 5);
    expect(onScan).not.toHaveBeenCalled();
    expect(enter.defaultPrevented).toBe(false);
    expect(note.value).toBe('123456');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('in the scan target, a scan fires and the field gets back what it held before', () => {
    const search = screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement;
    search.focus();
    const enter = typeKeys('654321', 5);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('654321');
    expect(enter.defaultPrevented).toBe(true);
    expect(search.value).toBe('nike');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('in the scan target, slow typing stays typed', () => {
    const search = screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement;
    search.focus();
    typeKeys(' air', 200);
    expect(onScan).not.toHaveBeenCalled();
    expect(search.value).toBe('nike air');
  });
});
