import { describe, expect, it } from 'vitest';
import { COLUMNS, ratio, renderTable, row } from './bench-table.mjs';

describe('bench table', () => {
  it('gives the ratio old ÷ new, "-" when a side is missing', () => {
    expect(ratio(50_020, 4)).toBe('12,505×');
    expect(ratio(31_694, 420)).toBe('75×');
    expect(ratio(3, 2)).toBe('1.5×');
    expect(ratio(undefined, 4)).toBe('-');
    expect(ratio(10, 0)).toBe('-');
  });

  it('formats a row, and an error row keeps the old pattern and says why', () => {
    expect(row({ screen: 's', measure: 'm', newReads: 4, newMs: 420, oldReads: 50_020, oldMs: 31_694, budget: '<= 25 reads', status: 'PASS' })).toEqual({
      screen: 's',
      measure: 'm',
      newReads: '4',
      newMs: '420 ms',
      oldReads: '50,020',
      oldMs: '31,694 ms',
      ratio: '12,505×',
      budget: '<= 25 reads',
      status: 'PASS',
    });
    const failed = row({ screen: 's', measure: 'm', newReads: 4, oldReads: 9, oldMs: 5, status: 'PASS', error: 'no customer-search' });
    expect(failed).toMatchObject({ newReads: 'error', newMs: 'error', oldReads: '9', status: 'error', reason: 'no customer-search' });
  });

  it('renders aligned columns and lists the reasons of errors under the table', () => {
    const lines = renderTable([row({ screen: 'a', measure: 'b', newReads: 1, newMs: 2 }), row({ screen: 'long screen', measure: 'c', error: 'why' })]);
    expect(lines[0].split(' | ').map((c) => c.trim())).toEqual(COLUMNS);
    expect(new Set(lines.slice(0, 4).map((l) => l.indexOf('|'))).size).toBe(1);
    expect(lines.at(-1)).toBe('error: long screen / c: why');
  });
});
