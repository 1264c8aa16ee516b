/**
 * The delivery sale's delivery step (docs/selling.md): the fields, their limits and their messages
 * (i18n keys under selling.wizard.errors, translated where they are shown).
 */

/** The delivery step's fields: the delivery point (deliveryLocations id), the address and its description. */
export interface DeliveryDraft {
  duureg: string;
  /** The delivery point's name, for the confirm step. */
  duuregName: string;
  address: string;
  addressDescription: string;
}

export const EMPTY_DELIVERY: DeliveryDraft = { duureg: '', duuregName: '', address: '', addressDescription: '' };

export interface DeliveryErrors {
  duureg?: string;
  address?: string;
  addressDescription?: string;
}

/** Longest address and description a delivery order may carry (firestore.rules: addressMax, addressDescriptionMax). */
export const DELIVERY_ADDRESS_MAX = 300;
export const DELIVERY_DESCRIPTION_MAX = 500;

/**
 * Delivery step: delivery point and address required (the description is optional); the address
 * and the description, trimmed as they are stored, within their limits (the messages take `max`).
 */
export function deliveryErrors(d: DeliveryDraft): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (d.duureg.trim() === '') errors.duureg = 'selling.wizard.errors.duureg';
  if (d.address.trim() === '') errors.address = 'selling.wizard.errors.address';
  else if (d.address.trim().length > DELIVERY_ADDRESS_MAX) errors.address = 'selling.wizard.errors.addressLong';
  if (d.addressDescription.trim().length > DELIVERY_DESCRIPTION_MAX) errors.addressDescription = 'selling.wizard.errors.descriptionLong';
  return errors;
}
