import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money';
import { toShift } from '../../../entities/shift/shift';
import { closedShiftFields, openedShiftDocument } from '../../../entities/shift/shiftDocuments';
import { cashOf, draftTotal, moveProblem, noteProblem, readNotes } from './cashForm';
import { rowValue, shiftReport, shiftReportHtml, type ShiftReportTexts } from './shiftReport';
import { A_DAY_AT_THE_COUNTER } from '../../../entities/shift/aDayAtTheCounter';

const DAY = A_DAY_AT_THE_COUNTER;

function shiftOf(closed: boolean) {
  const opened = openedShiftDocument({ storeId: 's', storeName: 'Төв дэлгүүр', no: 7, floatCount: null, float: 100_000, userId: 'u', userName: 'Бат Дорж', now: 1_700_000_000_000 });
  const base = { ...opened, payOuts: 20_000, moveCount: 1 };
  const data = closed
    ? { ...base, ...closedShiftFields({ float: 100_000, payIns: 0, payOuts: 20_000, figures: DAY, countedCount: { '20000': 6, '5000': 1, '1000': 4 }, countedCash: 0, note: 'Дутуу', userId: 'u', userName: 'Бат Дорж', now: 1_700_000_100_000 }) }
    : base;
  return toShift(opened.id, data);
}

describe('the drawer forms', () => {
  it('reads a denomination count: digits only, at most 100,000', () => {
    expect(readNotes('')).toEqual({ value: 0 });
    expect(readNotes(' 12 ')).toEqual({ value: 12 });
    expect(readNotes('1.5')).toEqual({ problem: 'notDigits' });
    expect(readNotes('-1')).toEqual({ problem: 'notDigits' });
    expect(readNotes('100001')).toEqual({ problem: 'tooMany' });
  });

  it('a count or one amount, within the limit', () => {
    expect(cashOf({ byCount: true, notes: { '20000': '2', '500': '3' }, amount: null })).toEqual({ ok: true, count: { '20000': 2, '500': 3 }, amount: 41_500 });
    expect(cashOf({ byCount: true, notes: { '20000': 'x' }, amount: null })).toEqual({ ok: false, problem: 'notesInvalid' });
    expect(cashOf({ byCount: true, notes: { '20000': '60000' }, amount: null })).toEqual({ ok: false, problem: 'tooLarge' });
    expect(cashOf({ byCount: false, notes: {}, amount: null })).toEqual({ ok: false, problem: 'amountMissing' });
    expect(cashOf({ byCount: false, notes: { '20000': '1' }, amount: 5_000 })).toEqual({ ok: true, count: null, amount: 5_000 });
    expect(draftTotal({ byCount: true, notes: { '10000': '3', '10': 'x' }, amount: null })).toBe(30_000);
  });

  it('a pay-in or pay-out: an amount above 0, a short note', () => {
    expect(moveProblem(null, '')).toBe('amountMissing');
    expect(moveProblem(0, '')).toBe('amountZero');
    expect(moveProblem(1_000_000_001, '')).toBe('tooLarge');
    expect(moveProblem(5_000, 'x'.repeat(201))).toBe('noteTooLong');
    expect(moveProblem(5_000, 'x'.repeat(200))).toBeNull();
    expect(noteProblem('  ')).toBeNull();
  });
});

describe('the X and Z reports', () => {
  it('an X: the drawer so far, per method, the sales; no count', () => {
    const r = shiftReport('x', shiftOf(false), DAY);
    expect(r.cash.map((row) => [row.key, row.amount])).toEqual([
      ['float', 100_000],
      ['cashReceived', 150_000],
      ['change', 5_000],
      ['cashRefunds', 95_000],
      ['payIns', 0],
      ['payOuts', 20_000],
      ['expected', 130_000],
    ]);
    expect(r.difference).toBeNull();
    expect(r.methods.find((m) => m.method === 'card')?.amount).toBe(100_000);
    expect(r.sales.find((s) => s.key === 'discounts')?.amount).toBe(10_000);
    expect(rowValue({ key: 'payOuts', amount: 20_000, tone: 'minus' })).toBe('-20,000₮');
    // One minus sign on every screen: the one formatMoney gives a negative amount (a refund).
    expect(rowValue({ key: 'payOuts', amount: 20_000, tone: 'minus' })).toBe(formatMoney(-20_000));
    expect(rowValue({ key: 'sales', amount: 2, count: true })).toBe('2');
  });

  it('a Z: counted 1,000 short, by denomination, printed on paper with every figure', () => {
    const shift = shiftOf(true);
    const r = shiftReport('z', shift, DAY);
    expect(r.difference).toBe(-1_000);
    expect(r.cash.at(-1)).toMatchObject({ key: 'difference', amount: -1_000, tone: 'short' });
    expect(r.counted).toEqual([{ denomination: 20_000, count: 6 }, { denomination: 5_000, count: 1 }, { denomination: 1_000, count: 4 }]);
    const texts: ShiftReportTexts = {
      title: 'Z тайлан №7', storeLabel: 'Дэлгүүр', shiftLabel: 'Ээлж', opened: 'Нээсэн', closed: 'Хаасан', printed: 'Хэвлэсэн',
      rows: { difference: 'Зөрүү', expected: 'Байх ёстой' }, methods: { cash: 'Бэлэн', card: 'Карт', qpay: 'QPay', bank: 'Банк' },
      cashSection: 'Касс', methodsSection: 'Төлбөр', salesSection: 'Борлуулалт', countedSection: 'Тоолсон', movesSection: 'Орлого, зарлага',
      moveIn: 'Орлого', moveOut: 'Зарлага', reasons: { expense: 'Зардал' }, note: 'Тайлбар', signature: 'Гарын үсэг', short: 'Дутуу', over: 'Илүү',
    };
    const html = shiftReportHtml({ report: r, shift, moves: [{ id: 'm', shiftId: shift.id, n: 1, type: 'out', amount: 20_000, reason: 'expense', note: '<b>', createdUserId: 'u', createdUser: 'x', createdAtMs: 0 }], printedAtMs: 0 }, texts, '80', 'mn');
    expect(html).toContain('@page { size: 80mm');
    expect(html).toContain('data-kind="shift-z"');
    expect(html).toContain('Z тайлан №7');
    expect(html).toMatch(/data-testid="shift-print-difference"><span>Зөрүү \(Дутуу\)<\/span><span>-1,000₮/);
    expect(html).toContain('20,000₮ × 6');
    expect(html).toContain('Зардал (&lt;b&gt;)');
    expect(html).not.toContain('<b>');
  });
});
