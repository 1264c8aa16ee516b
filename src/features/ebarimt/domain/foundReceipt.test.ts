import { describe, expect, it } from 'vitest';
import { foundReceiptProblem } from './foundReceipt';
import { ubMillis } from './daemonState';

const DDTD = '037900846788000000000000000000001';
const NOW = ubMillis('2026-11-27 15:00:00');

describe('foundReceiptProblem', () => {
  it('a 33-digit DDTD and an earlier "yyyy-MM-dd HH:mm:ss" date pass (spaces around are dropped)', () => {
    expect(foundReceiptProblem(DDTD, '2026-11-27 14:05:09', NOW)).toBeNull();
    expect(foundReceiptProblem(` ${DDTD} `, ' 2026-11-27 14:05:09 ', NOW)).toBeNull();
  });

  it('refuses a DDTD of 32 or 34 digits or with a letter', () => {
    expect(foundReceiptProblem(DDTD.slice(1), '2026-11-27 14:05:09', NOW)).toBe('ddtd');
    expect(foundReceiptProblem(`${DDTD}1`, '2026-11-27 14:05:09', NOW)).toBe('ddtd');
    expect(foundReceiptProblem(`A${DDTD.slice(1)}`, '2026-11-27 14:05:09', NOW)).toBe('ddtd');
  });

  it('refuses a date of another shape, and one still to come', () => {
    expect(foundReceiptProblem(DDTD, '2026-11-27', NOW)).toBe('date');
    expect(foundReceiptProblem(DDTD, '27.11.2026 14:05:09', NOW)).toBe('date');
    expect(foundReceiptProblem(DDTD, '2026-11-27 16:00:00', NOW)).toBe('dateFuture');
  });
});
