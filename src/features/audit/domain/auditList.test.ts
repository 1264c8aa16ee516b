import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from '../../../entities/audit/audit';
import { KIND_ICONS, figureItems, kindColor, sortActors } from './auditList';

describe('the audit list', () => {
  it('shows the figures in one order, money apart from counts', () => {
    expect(figureItems({ figures: { difference: -1_000, sales: 3, float: 50_000, cash: 100_000 } })).toEqual([
      { key: 'cash', value: 100_000, money: true },
      { key: 'float', value: 50_000, money: true },
      { key: 'sales', value: 3, money: false },
      { key: 'difference', value: -1_000, money: true },
    ]);
    expect(figureItems({ figures: {} })).toEqual([]);
  });

  it('gives every kind an icon and a colour, deletions red', () => {
    for (const kind of AUDIT_KINDS) expect(KIND_ICONS[kind], kind).toMatch(/^bi-/);
    expect(kindColor('deletion')).toBe('danger');
    expect(kindColor('sale')).toBe('success');
  });

  it('lists the people by name, the nameless last', () => {
    const people = sortActors([
      { id: 'c', name: '', role: '' },
      { id: 'b', name: 'Бат Дорж', role: 'Manager' },
      { id: 'a', name: 'Алтан Сараа', role: 'Reception In City' },
    ]);
    expect(people.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
