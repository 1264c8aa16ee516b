import { describe, expect, it } from 'vitest';
import { customerSearchPlan, matchesWords, mergeResults, nameSearchFields, phoneDigits, prefixEnd } from './customerSearch';

const person = (id: string, lastName: string, firstName: string, phone: string) => ({ id, lastName, firstName, phone });

describe('customerSearchPlan', () => {
  it('reads nothing for blank input', () => {
    expect(customerSearchPlan('')).toEqual({ kind: 'none' });
    expect(customerSearchPlan('   ')).toEqual({ kind: 'none' });
    expect(customerSearchPlan(' - ')).toEqual({ kind: 'none' });
    expect(customerSearchPlan('+976 ')).toEqual({ kind: 'none' });
  });

  it('digits are a phone prefix; eight digits are a whole number', () => {
    expect(customerSearchPlan('881')).toEqual({ kind: 'phone', prefix: '881', complete: false });
    expect(customerSearchPlan('88104729')).toEqual({ kind: 'phone', prefix: '88104729', complete: true });
  });

  it('drops spaces, dashes and the +976 country code from phones', () => {
    expect(customerSearchPlan(' 8810 4729 ')).toEqual({ kind: 'phone', prefix: '88104729', complete: true });
    expect(customerSearchPlan('8810-4729')).toEqual({ kind: 'phone', prefix: '88104729', complete: true });
    expect(customerSearchPlan('+976 8810 4729')).toEqual({ kind: 'phone', prefix: '88104729', complete: true });
    expect(customerSearchPlan('+976 88')).toEqual({ kind: 'phone', prefix: '88', complete: false });
    expect(customerSearchPlan('97688104729')).toEqual({ kind: 'phone', prefix: '88104729', complete: true });
  });

  it('a short number starting with 976 is a prefix, not a country code', () => {
    expect(customerSearchPlan('9761')).toEqual({ kind: 'phone', prefix: '9761', complete: false });
  });

  it('letters are a lower-cased name prefix (Mongolian Cyrillic, mixed case)', () => {
    expect(customerSearchPlan('Өлзий')).toEqual({ kind: 'name', prefix: 'өлзий', words: [] });
    expect(customerSearchPlan('  БОЛОР ')).toEqual({ kind: 'name', prefix: 'болор', words: [] });
    expect(customerSearchPlan('TeMuUlen')).toEqual({ kind: 'name', prefix: 'temuulen', words: [] });
  });

  it('several words: the first is searched, the others filter', () => {
    expect(customerSearchPlan('Сүхбат   Болор')).toEqual({ kind: 'name', prefix: 'сүхбат', words: ['болор'] });
  });

  it('letters with digits are a name search', () => {
    expect(customerSearchPlan('Бат 88').kind).toBe('name');
  });
});

describe('phoneDigits', () => {
  it('keeps digits only, or says it is no phone', () => {
    expect(phoneDigits('(8810) 47.29')).toBe('88104729');
    expect(phoneDigits('00976 88104729')).toBe('88104729');
    expect(phoneDigits('88a1')).toBeNull();
  });
});

describe('name search fields', () => {
  it('are the trimmed names lower-cased, Cyrillic included', () => {
    expect(nameSearchFields(' Өлзий ', 'ЦЭЦЭГ-Ээ')).toEqual({ firstNameLower: 'өлзий', lastNameLower: 'цэцэг-ээ' });
  });

  it('a prefix range ends past every continuation of the prefix', () => {
    expect('өлзийбаяр' < prefixEnd('өлзий')).toBe(true);
    expect('өлзий' < prefixEnd('өлзий')).toBe(true);
    expect('өлзия' < prefixEnd('өлзий')).toBe(false);
  });
});

describe('mergeResults', () => {
  const a = person('a', 'Сүхбат', 'Болормаа', '88104729');
  const b = person('b', 'Дашдорж', 'Ганболд', '88209458');
  const c = person('c', 'Болд', 'Сүхбат', '88314187');

  it('de-duplicates the last-name and first-name results and sorts by last name, then first name', () => {
    const plan = customerSearchPlan('сүх');
    expect(mergeResults(plan, [[a], [c, a]]).map((p) => p.id)).toEqual(['c', 'a']);
  });

  it('filters by the other words', () => {
    const plan = customerSearchPlan('сүхбат бол');
    expect(mergeResults(plan, [[a], [c]]).map((p) => p.id)).toEqual(['c', 'a']);
    expect(mergeResults(customerSearchPlan('сүхбат ган'), [[a], [c]])).toEqual([]);
    expect(matchesWords(b, ['ган', 'даш'])).toBe(true);
  });

  it('phone results are sorted by number and must start with the prefix', () => {
    const plan = customerSearchPlan('882');
    expect(mergeResults(plan, [[b, a], [b]]).map((p) => p.id)).toEqual(['b']);
    expect(mergeResults(customerSearchPlan('88'), [[c, a, b]]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('nothing for no plan', () => {
    expect(mergeResults({ kind: 'none' }, [[a]])).toEqual([]);
  });
});
