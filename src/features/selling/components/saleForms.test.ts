import { describe, expect, it } from 'vitest';
import { PERSON_ADDRESS_MAX, PERSON_NAME_MAX } from '../../../entities/person/personFields';
import { DELIVERY_ADDRESS_MAX, DELIVERY_DESCRIPTION_MAX, deliveryErrors, EMPTY_DELIVERY, newCustomerSchema, personName } from './saleForms';

async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await newCustomerSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('new customer rules', () => {
  it('requires last name, first name and phone', async () => {
    expect(await errorsOf({ lastName: ' ', firstName: '', phone: '', address: '' })).toEqual([
      'selling.wizard.errors.lastName',
      'selling.wizard.errors.firstName',
      'selling.wizard.errors.phone',
    ]);
  });
  it('wants a Mongolian phone number (8 digits) and accepts no address', async () => {
    for (const phone of ['99a1', '12', '1', '1234567', '123456789', '12345678901234567890']) {
      expect(await errorsOf({ lastName: 'Бат', firstName: 'Дорж', phone, address: '' }), phone).toEqual(['selling.wizard.errors.phoneDigits']);
    }
    expect(await errorsOf({ lastName: 'Бат', firstName: 'Дорж', phone: '99112233', address: '' })).toEqual([]);
    // Typed with the country code and separators: stored as its 8 digits (registerCustomer).
    expect(await errorsOf({ lastName: 'Бат', firstName: 'Дорж', phone: '+976 9911-2233', address: '' })).toEqual([]);
  });

  it('says which characters a name may not have, as the rules refuse them', async () => {
    for (const name of ['<b>Бат', 'Бат (Дорж)', 'Бат, Дорж', 'a=b']) {
      expect(await errorsOf({ lastName: name, firstName: 'Дорж', phone: '99112233', address: '' }), name).toEqual(['selling.wizard.errors.nameCharacters']);
    }
    expect(await errorsOf({ lastName: "Бат-Эрдэнэ O'Neil Jr.", firstName: 'ДОРЖ 2', phone: '99112233', address: '' })).toEqual([]);
  });

  it('limits the names and the address to what the rules accept (counted trimmed)', async () => {
    const ok = { lastName: ` ${'б'.repeat(PERSON_NAME_MAX)} `, firstName: 'д'.repeat(PERSON_NAME_MAX), phone: '99112233', address: 'х'.repeat(PERSON_ADDRESS_MAX) };
    expect(await errorsOf(ok)).toEqual([]);
    expect(await errorsOf({ ...ok, lastName: 'б'.repeat(PERSON_NAME_MAX + 1), firstName: 'д'.repeat(100_000) })).toEqual([
      'selling.wizard.errors.nameLong',
      'selling.wizard.errors.nameLong',
    ]);
    expect(await errorsOf({ ...ok, address: 'х'.repeat(PERSON_ADDRESS_MAX + 1) })).toEqual(['selling.wizard.errors.customerAddressLong']);
  });
});

describe('delivery step rules', () => {
  it('requires the delivery point and the address, not the description', () => {
    expect(deliveryErrors(EMPTY_DELIVERY)).toEqual({ duureg: 'selling.wizard.errors.duureg', address: 'selling.wizard.errors.address' });
    expect(deliveryErrors({ ...EMPTY_DELIVERY, duureg: 'd1', address: '  ' })).toEqual({ address: 'selling.wizard.errors.address' });
    expect(deliveryErrors({ duureg: 'd1', duuregName: 'Хан-Уул', address: '3-р хороо', addressDescription: '' })).toEqual({});
  });
  it('refuses an address or a description longer than the rules accept (counted trimmed)', () => {
    const ok = { duureg: 'd1', duuregName: 'Хан-Уул', address: 'а'.repeat(DELIVERY_ADDRESS_MAX), addressDescription: `  ${'б'.repeat(DELIVERY_DESCRIPTION_MAX)}  ` };
    expect(deliveryErrors(ok)).toEqual({});
    expect(deliveryErrors({ ...ok, address: 'а'.repeat(DELIVERY_ADDRESS_MAX + 1) })).toEqual({ address: 'selling.wizard.errors.addressLong' });
    expect(deliveryErrors({ ...ok, address: 'x'.repeat(100_000) })).toEqual({ address: 'selling.wizard.errors.addressLong' });
    expect(deliveryErrors({ ...ok, addressDescription: 'б'.repeat(DELIVERY_DESCRIPTION_MAX + 1) })).toEqual({ addressDescription: 'selling.wizard.errors.descriptionLong' });
  });
  it('names a person last name first', () => {
    expect(personName({ lastName: 'Бат', firstName: 'Дорж' })).toBe('Бат Дорж');
    expect(personName({ lastName: '', firstName: 'Дорж' })).toBe('Дорж');
  });
});
