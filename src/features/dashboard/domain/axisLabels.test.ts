import { describe, expect, it } from 'vitest';
import mn from '../../../i18n/mn.json';
import en from '../../../i18n/en.json';
import { monthAxisLabel } from './axisLabels';

describe('the sales chart month labels', () => {
  it('a two-word Mongolian month goes on two lines, the number over "сар"', () => {
    expect(monthAxisLabel('11-р сар')).toEqual(['11-р', 'сар']);
    expect(monthAxisLabel('1-р сар')).toEqual(['1-р', 'сар']);
  });

  it('a one-word name stays on one line', () => {
    expect(monthAxisLabel('Nov')).toBe('Nov');
    expect(monthAxisLabel(' Dec ')).toBe('Dec');
  });

  it('longer names keep the last word under the rest', () => {
    expect(monthAxisLabel('Арван нэгдүгээр сар')).toEqual(['Арван нэгдүгээр', 'сар']);
  });

  it('every Mongolian month label is at most 4 characters a line, the English ones 3: twelve fit at 1024 px', () => {
    const lines = (names: Record<string, string>) => Object.values(names).flatMap((n) => [monthAxisLabel(n)].flat());
    expect(Object.keys(mn.dashboard.months)).toHaveLength(12);
    expect(Math.max(...lines(mn.dashboard.months).map((l) => l.length))).toBeLessThanOrEqual(4);
    expect(Math.max(...lines(en.dashboard.months).map((l) => l.length))).toBeLessThanOrEqual(3);
  });
});
