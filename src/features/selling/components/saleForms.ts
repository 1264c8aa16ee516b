import * as yup from 'yup';
import type { NewCustomer } from '../api/customerWrites';
import { phoneDigits } from '../../../entities/person/customerSearch';
import { isMongolianPhone, nameCharactersOk, PERSON_ADDRESS_MAX, PERSON_NAME_MAX } from '../../../entities/person/personFields';

/**
 * The sale wizards' form rules (docs/selling.md). Messages are i18n keys under
 * selling.wizard.errors, translated where they are shown.
 */

export const EMPTY_CUSTOMER: NewCustomer = { lastName: '', firstName: '', phone: '', address: '' };

/** The limits the new-customer form's messages name (translated with these as parameters). */
export const NEW_CUSTOMER_LIMITS = { nameMax: PERSON_NAME_MAX, addressMax: PERSON_ADDRESS_MAX } as const;

const customerName = (emptyKey: string) =>
  yup
    .string()
    .trim()
    .required(emptyKey)
    .max(PERSON_NAME_MAX, 'selling.wizard.errors.nameLong')
    .test('characters', 'selling.wizard.errors.nameCharacters', (v) => !v || nameCharactersOk(v));

/**
 * New client: last name and first name (at most PERSON_NAME_MAX characters each, only the characters
 * the rules accept) and a Mongolian phone number (8 digits; a country code and separators are
 * dropped) are required; the address is optional, at most PERSON_ADDRESS_MAX characters.
 */
export const newCustomerSchema: yup.ObjectSchema<NewCustomer> = yup.object({
  lastName: customerName('selling.wizard.errors.lastName'),
  firstName: customerName('selling.wizard.errors.firstName'),
  phone: yup
    .string()
    .trim()
    .required('selling.wizard.errors.phone')
    .test('phone', 'selling.wizard.errors.phoneDigits', (v) => !v || isMongolianPhone(phoneDigits(v) ?? '')),
  address: yup.string().trim().max(PERSON_ADDRESS_MAX, 'selling.wizard.errors.customerAddressLong').default(''),
});

// The delivery step's rules are pure and the sale draft uses them: they live in the domain.
export { DELIVERY_ADDRESS_MAX, DELIVERY_DESCRIPTION_MAX, deliveryErrors, EMPTY_DELIVERY, type DeliveryDraft, type DeliveryErrors } from '../domain/deliveryForm';

/** The buyer's name as the wizards show it: last name, then first name. */
export function personName(p: { lastName: string; firstName: string }): string {
  return `${p.lastName} ${p.firstName}`.trim();
}
