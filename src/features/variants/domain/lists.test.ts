import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, isDuplicateName, isHexColor, listItemSchema, nameKey, toListFields } from './lists';
import { isPositiveNumberText } from '../../../lib/numbers';
import { sortItems, type ListItem, type ListKind } from '../../../entities/nameList/nameList';

const REQUIRED = 'variants.categories.required';

async function errorsOf(kind: ListKind, values: { name: string; colorName?: string; classificationCode?: string }, items: ListItem[] = [], exceptId?: string, withCode = false) {
  try {
    await listItemSchema({ kind, items, requiredKey: REQUIRED, exceptId, withCode }).validate(
      { colorName: '#000000', ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('isPositiveNumberText', () => {
  it.each(['1', '42', '8.5', ' 10 '])('accepts %s', (v) => expect(isPositiveNumberText(v)).toBe(true));
  it.each(['0', '0.0', '-3', 'abc', '8,5', '', '1e3', '.5'])('refuses %s', (v) => expect(isPositiveNumberText(v)).toBe(false));
});

describe('isHexColor', () => {
  it('accepts #RRGGBB in any case', () => {
    expect(isHexColor('#a1B2c3')).toBe(true);
  });
  it.each(['red', '#fff', '#12345g', '000000'])('refuses %s', (v) => expect(isHexColor(v)).toBe(false));
});

describe('nameKey and isDuplicateName', () => {
  const items: ListItem[] = [
    { id: 'a', name: 'Nike' },
    { id: 'b', name: 'Эрэгтэй гутал' },
  ];
  it('compares text case-insensitively and trimmed, Cyrillic too', () => {
    expect(isDuplicateName(' nike ', items, 'text')).toBe(true);
    expect(isDuplicateName('ЭРЭГТЭЙ ГУТАЛ', items, 'text')).toBe(true);
    expect(isDuplicateName('Puma', items, 'text')).toBe(false);
  });
  it('skips the item being edited', () => {
    expect(isDuplicateName('NIKE', items, 'text', 'a')).toBe(false);
    expect(isDuplicateName('nike', items, 'text', 'b')).toBe(true);
  });
  it('compares numbers by value', () => {
    expect(nameKey('9.0', 'number')).toBe('9');
    expect(isDuplicateName('9.0', [{ id: 'w', name: '9' }], 'number')).toBe(true);
  });
  it('an empty name is never a duplicate (the required message covers it)', () => {
    expect(isDuplicateName('  ', [{ id: 'x', name: '' }], 'text')).toBe(false);
  });
});

describe('sortItems', () => {
  it('sorts numbers by value, not as text', () => {
    const sorted = sortItems(
      [
        { id: '1', name: '10' },
        { id: '2', name: '8.5' },
        { id: '3', name: '9' },
      ],
      'number',
    );
    expect(sorted.map((i) => i.name)).toEqual(['8.5', '9', '10']);
  });
  it('sorts text alphabetically', () => {
    expect(sortItems([{ id: '1', name: 'Шар' }, { id: '2', name: 'Бор' }], 'text').map((i) => i.name)).toEqual(['Бор', 'Шар']);
  });
});

describe('listItemSchema', () => {
  it('requires a name with the list message', async () => {
    expect(await errorsOf('text', { name: '   ' })).toEqual([REQUIRED]);
  });
  it('limits the name to 100 characters', async () => {
    expect(await errorsOf('text', { name: 'x'.repeat(101) })).toEqual([VALIDATION_KEYS.tooLong]);
    expect(await errorsOf('text', { name: 'x'.repeat(100) })).toEqual([]);
  });
  it('refuses a duplicate in the live list', async () => {
    expect(await errorsOf('text', { name: 'nike' }, [{ id: 'a', name: 'Nike' }])).toEqual([VALIDATION_KEYS.duplicate]);
    expect(await errorsOf('text', { name: 'nike' }, [{ id: 'a', name: 'Nike' }], 'a')).toEqual([]);
  });
  it('number lists need a positive number', async () => {
    expect(await errorsOf('number', { name: 'abc' })).toEqual([VALIDATION_KEYS.notPositiveNumber]);
    expect(await errorsOf('number', { name: '0' })).toEqual([VALIDATION_KEYS.notPositiveNumber]);
    expect(await errorsOf('number', { name: '' })).toEqual([REQUIRED]);
    expect(await errorsOf('number', { name: '42.5' })).toEqual([]);
  });
  it('colours need a #RRGGBB colour', async () => {
    expect(await errorsOf('color', { name: 'Хар', colorName: '' })).toEqual([VALIDATION_KEYS.colorRequired]);
    expect(await errorsOf('color', { name: 'Хар', colorName: 'black' })).toEqual([VALIDATION_KEYS.colorInvalid]);
    expect(await errorsOf('color', { name: 'Хар', colorName: '#112233' })).toEqual([]);
  });
  it('text lists ignore colorName', async () => {
    expect(await errorsOf('text', { name: 'Nike', colorName: '' })).toEqual([]);
  });
});

describe('toListFields', () => {
  it('trims the name; colours carry an upper-case colorName', () => {
    expect(toListFields({ name: ' Puma ', colorName: '#000000', classificationCode: '' }, 'text')).toEqual({ name: 'Puma' });
    expect(toListFields({ name: ' Хар', colorName: '#a1b2c3', classificationCode: '' }, 'color')).toEqual({ name: 'Хар', colorName: '#A1B2C3' });
  });

  it('a category carries its e-barimt classification code, or null for none', async () => {
    expect(toListFields({ name: 'Пүүз', colorName: '#000000', classificationCode: ' 6211100 ' }, 'text', true)).toEqual({ name: 'Пүүз', classificationCode: '6211100' });
    expect(toListFields({ name: 'Пүүз', colorName: '#000000', classificationCode: '' }, 'text', true)).toEqual({ name: 'Пүүз', classificationCode: null });
    expect(await errorsOf('text', { name: 'Пүүз', classificationCode: '621110' }, [], undefined, true)).toEqual([VALIDATION_KEYS.codeInvalid]);
    expect(await errorsOf('text', { name: 'Пүүз', classificationCode: '62111a0' }, [], undefined, true)).toEqual([VALIDATION_KEYS.codeInvalid]);
    expect(await errorsOf('text', { name: 'Пүүз', classificationCode: '' }, [], undefined, true)).toEqual([]);
  });
});
