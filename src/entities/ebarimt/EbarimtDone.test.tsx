import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

const job = vi.hoisted(() => ({ status: 'pending', attempts: 1 }));
vi.mock('./ebarimtQueries', () => ({
  useEbarimtReceipt: () => ({ data: { id: 'order-1', kind: 'sale', buyer: { type: 'B2C' }, ...job }, loading: false, error: null, retry: () => undefined }),
  useEbarimtPrint: () => ({ data: null, loading: false, error: null, retry: () => undefined }),
  useQrSvg: () => '',
}));
const { EbarimtDone } = await import('./EbarimtDone');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EbarimtDone', () => {
  it('being issued: the spinner sits inside its line as valid HTML (no <div> inside the <p>)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<EbarimtDone jobId="order-1" />);
    expect(screen.getByTestId('done-ebarimt').getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('done-ebarimt-pending').querySelector('div')).toBeNull();
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('descendant'))).toEqual([]);
  });
});
