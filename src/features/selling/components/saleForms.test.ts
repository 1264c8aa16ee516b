import { describe, expect, it } from 'vitest';
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
  it('wants a numeric phone and accepts no address', async () => {
    expect(await errorsOf({ lastName: 'Бат', firstName: 'Дорж', phone: '99a1', address: '' })).toEqual([
      'selling.wizard.errors.phoneDigits',
    ]);
    expect(await errorsOf({ lastName: 'Бат', firstName: 'Дорж', phone: '99112233', address: '' })).toEqual([]);
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
