import { describe, expect, it } from 'vitest';
import { personName, sortByFirstName, sortPeople, toPerson } from './person';

describe('person', () => {
  it('reads a users document defensively; a merchant may keep its name in `name`', () => {
    const p = toPerson('m1', { name: 'Ану', phone: 99112233, role: 'Merchant', isActive: true, gender: 'Female', locationId: '' });
    expect(p).toMatchObject({ id: 'm1', firstName: 'Ану', lastName: '', phone: '99112233', role: 'Merchant', isActive: true, gender: 'female', locationId: null });
  });

  it('names and sorts people', () => {
    const list = [toPerson('b', { firstName: 'Төмөр', lastName: 'Аав' }), toPerson('a', { name: 'Ану', lastName: 'Бор' }), toPerson('c', { firstName: 'Бат', lastName: 'Аав' })];
    expect(sortByFirstName(list).map((m) => m.firstName)).toEqual(['Ану', 'Бат', 'Төмөр']);
    expect(sortPeople(list).map((m) => m.firstName)).toEqual(['Бат', 'Төмөр', 'Ану']);
    expect(personName(list[0])).toBe('Аав Төмөр');
    expect(personName(null)).toBe('');
  });
});
