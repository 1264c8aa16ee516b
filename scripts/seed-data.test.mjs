import { describe, expect, it } from 'vitest';
import { CUSTOMERS, customerPhoneKeys } from './seed-data.mjs';
import { customerSearchPlan, nameSearchFields } from '../src/entities/person/customerSearch';

describe('demo customers', () => {
  it('carry the name-search fields the app writes (lower-cased Cyrillic)', () => {
    for (const c of CUSTOMERS) {
      expect({ firstNameLower: c.firstNameLower, lastNameLower: c.lastNameLower }).toEqual(nameSearchFields(c.firstName, c.lastName));
    }
    expect(CUSTOMERS[0]).toMatchObject({ firstName: 'Болормаа', firstNameLower: 'болормаа', lastNameLower: 'сүхбат' });
  });

  it('have one 8-digit phone each, a whole number for the search', () => {
    const phones = CUSTOMERS.map((c) => c.phone);
    expect(new Set(phones).size).toBe(CUSTOMERS.length);
    for (const phone of phones) expect(customerSearchPlan(phone)).toEqual({ kind: 'phone', prefix: phone, complete: true });
  });

  it('have their phone keys, each pointing at its customer', () => {
    const keys = customerPhoneKeys();
    expect(keys).toHaveLength(CUSTOMERS.length);
    const byId = new Map(CUSTOMERS.map((c) => [c.id, c]));
    for (const [phone, key] of keys) expect(byId.get(key.customerId)?.phone).toBe(phone);
  });
});
