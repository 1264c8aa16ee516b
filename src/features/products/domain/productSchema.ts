import * as yup from 'yup';
import type { ProductPicture } from '../../../entities/order/order';
import { isPositiveNumberText } from '../../../lib/numbers';
import { LIST_NAME_MAX, PRODUCT_CHOICES_MAX, PRODUCT_NAME_MAX } from '../../../lib/textLimits';
import { pricesFrom, discountedPriceOf, type StoredPrices } from './pricing';
import type { Product, ProductLocationType } from '../../../entities/product/product';

/**
 * The add-product form and the product edit dialog (docs/products.md): their
 * values, validation (messages are i18n keys under productForm.validation) and the conversion of
 * valid values into what the api layer writes.
 *
 * Decisions of our own:
 * - size, width and height are validated as positive numbers and stored as the name list's string
 *   when they equal a list value numerically ('9.50' is stored as the list's '9.5');
 * - a discounted price must be greater than 0 and lower than the price, or left empty: the form says
 *   so instead of silently saving the product at its full price;
 * - the add form takes prices in thousands of tugrik with up to three decimals (89.9 = 89,900₮), so a
 *   copied product priced 89,900₮ can be saved again unchanged; the page shows the full amount.
 */

export const NAME_MAX_LENGTH = PRODUCT_NAME_MAX;
/** The limits the messages name (translated with these as parameters); firestore.rules has the same. */
export const PRODUCT_FORM_LIMITS = { nameMax: PRODUCT_NAME_MAX, choiceMax: LIST_NAME_MAX, choicesMax: PRODUCT_CHOICES_MAX } as const;
/** Largest price in the add form, in thousands of tugrik (999,999,999,000₮). */
export const MAX_THOUSANDS = 999_999_999;

export const V = {
  nameEmpty: 'productForm.validation.nameEmpty',
  nameTooLong: 'productForm.validation.nameTooLong',
  choiceTooLong: 'productForm.validation.choiceTooLong',
  tooManyChoices: 'productForm.validation.tooManyChoices',
  skuEmpty: 'productForm.validation.skuEmpty',
  sizeEmpty: 'productForm.validation.sizeEmpty',
  widthEmpty: 'productForm.validation.widthEmpty',
  heightEmpty: 'productForm.validation.heightEmpty',
  notPositiveNumber: 'productForm.validation.notPositiveNumber',
  brandEmpty: 'productForm.validation.brandEmpty',
  sourceEmpty: 'productForm.validation.sourceEmpty',
  colorEmpty: 'productForm.validation.colorEmpty',
  categoryEmpty: 'productForm.validation.categoryEmpty',
  locationTypeEmpty: 'productForm.validation.locationTypeEmpty',
  storeEmpty: 'productForm.validation.storeEmpty',
  warehouseEmpty: 'productForm.validation.warehouseEmpty',
  merchantEmpty: 'productForm.validation.merchantEmpty',
  pictureEmpty: 'productForm.validation.pictureEmpty',
  priceEmpty: 'productForm.validation.priceEmpty',
  priceThousands: 'productForm.validation.priceThousands',
  pricePositive: 'productForm.validation.pricePositive',
  discountThousands: 'productForm.validation.discountThousands',
  discountPositive: 'productForm.validation.discountPositive',
  discountNotLower: 'productForm.validation.discountNotLower',
} as const;

/** The location selector's message once a type is chosen. */
export const LOCATION_EMPTY: Record<ProductLocationType, string> = {
  store: V.storeEmpty,
  warehouse: V.warehouseEmpty,
  merchant: V.merchantEmpty,
};

// ------------------------------------------------------------------------------------------------
// Values
// ------------------------------------------------------------------------------------------------

/** Fields both forms share. Size, width and height are the texts typed or chosen. */
export interface ProductCommonValues {
  name: string;
  sku: string;
  size: string;
  width: string;
  height: string;
  brand: string;
  source: string;
  colors: string[];
  categories: string[];
}

/** The add form: prices are texts in thousands of tugrik ('150' = 150,000₮). */
export interface AddProductValues extends ProductCommonValues {
  locationType: ProductLocationType | '';
  locationId: string;
  price: string;
  discountedPrice: string;
  pictures: File[];
}

/** The edit dialog: prices in tugrik (MoneyInput), stored pictures kept plus new ones. */
export interface EditProductValues extends ProductCommonValues {
  price: number | null;
  discountedPrice: number | null;
  keptPics: ProductPicture[];
  newPictures: File[];
}

// ------------------------------------------------------------------------------------------------
// Prices
// ------------------------------------------------------------------------------------------------

const THOUSANDS_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** A thousands field's text, spaces removed; '' when empty. */
function cleanNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Is `text` a valid thousands amount greater than 0 ('150', '89.9')? */
export function isThousandsText(text: string): boolean {
  const clean = cleanNumber(text);
  return THOUSANDS_PATTERN.test(clean) && Number(clean) > 0 && Number(clean) <= MAX_THOUSANDS;
}

/** '150' -> 150000, '89.9' -> 89900; anything not a valid amount -> 0. */
export function thousandsToTugrik(text: string): number {
  return isThousandsText(text) ? Math.round(Number(cleanNumber(text)) * 1000) : 0;
}

/** 150000 -> '150', 89900 -> '89.9', 0 -> '' (pre-filling the add form from a product). */
export function tugrikToThousandsText(tugrik: number): string {
  if (!Number.isFinite(tugrik) || tugrik <= 0) return '';
  return String(Math.round(tugrik) / 1000);
}

/** Stored prices of the add form (originalPrice = 1000 x price, price = 1000 x discounted). */
export function addFormPrices(values: Pick<AddProductValues, 'price' | 'discountedPrice'>): StoredPrices {
  return pricesFrom(thousandsToTugrik(values.price), thousandsToTugrik(values.discountedPrice));
}

// ------------------------------------------------------------------------------------------------
// Number choices (size, width, height)
// ------------------------------------------------------------------------------------------------

/**
 * The value stored for a size, width or height: the name list's own string when it equals one
 * numerically ('9.50' -> '9.5', '040' -> '40'), else the number in its shortest form.
 * Not a number: the trimmed text (validation refuses it before this is used).
 */
export function choiceValue(text: string, listNames: readonly string[]): string {
  const clean = text.trim();
  if (!isPositiveNumberText(clean)) return clean;
  const value = Number(clean);
  const match = listNames.find((name) => isPositiveNumberText(name) && Number(name) === value);
  return match ?? String(value);
}

// ------------------------------------------------------------------------------------------------
// Schemas
// ------------------------------------------------------------------------------------------------

function numberChoice(emptyKey: string) {
  return yup
    .string()
    .trim()
    .required(emptyKey)
    .max(LIST_NAME_MAX, V.choiceTooLong)
    .test('positive-number', V.notPositiveNumber, (value) => !value || isPositiveNumberText(value));
}

function commonFields() {
  return {
    name: yup.string().trim().required(V.nameEmpty).max(NAME_MAX_LENGTH, V.nameTooLong),
    sku: yup.string().trim().required(V.skuEmpty),
    size: numberChoice(V.sizeEmpty),
    width: numberChoice(V.widthEmpty),
    height: numberChoice(V.heightEmpty),
    brand: yup.string().trim().required(V.brandEmpty).max(LIST_NAME_MAX, V.choiceTooLong),
    source: yup.string().trim().required(V.sourceEmpty).max(LIST_NAME_MAX, V.choiceTooLong),
    // Each colour and category comes from its name list (at most LIST_NAME_MAX characters there).
    colors: yup.array().of(yup.string().required()).required().min(1, V.colorEmpty).max(PRODUCT_CHOICES_MAX, V.tooManyChoices),
    categories: yup.array().of(yup.string().required()).required().min(1, V.categoryEmpty).max(PRODUCT_CHOICES_MAX, V.tooManyChoices),
  };
}

/** Add form: every field required, a location once a type is chosen, prices in thousands, a picture. */
export function addProductSchema() {
  return yup.object({
    ...commonFields(),
    locationType: yup.string().required(V.locationTypeEmpty),
    locationId: yup.string().test('location', V.storeEmpty, function check(value) {
      const type = this.parent.locationType as ProductLocationType | '';
      if (!type || (value ?? '').trim() !== '') return true;
      return this.createError({ message: LOCATION_EMPTY[type] });
    }),
    price: yup
      .string()
      .trim()
      .required(V.priceEmpty)
      .test('thousands', V.priceThousands, (value) => !value || isThousandsText(value)),
    discountedPrice: yup
      .string()
      .trim()
      .test('discount', V.discountThousands, function check(value) {
        const text = cleanNumber(value ?? '');
        if (text === '') return true;
        if (/^0+(\.0*)?$/.test(text)) return this.createError({ message: V.discountPositive });
        if (!isThousandsText(text)) return false;
        const price = thousandsToTugrik(String(this.parent.price ?? ''));
        if (price > 0 && thousandsToTugrik(text) >= price) return this.createError({ message: V.discountNotLower });
        return true;
      }),
    pictures: yup.array().of(yup.mixed<File>().required()).required().min(1, V.pictureEmpty),
  });
}

/** Edit dialog: same required fields (source too), prices in tugrik, at least one picture kept or added. */
export function editProductSchema() {
  return yup.object({
    ...commonFields(),
    price: yup
      .number()
      .nullable()
      .test('required', V.priceEmpty, (value) => value !== null && value !== undefined)
      .test('positive', V.pricePositive, (value) => value === null || value === undefined || value > 0),
    discountedPrice: yup
      .number()
      .nullable()
      .test('discount', V.discountNotLower, function check(value) {
        if (value === null || value === undefined) return true;
        if (value <= 0) return this.createError({ message: V.discountPositive });
        const price = this.parent.price as number | null;
        return price === null || price <= 0 || value < price;
      }),
    keptPics: yup.array().required(),
    newPictures: yup
      .array()
      .required()
      .test('picture', V.pictureEmpty, function check(value) {
        return (value?.length ?? 0) + ((this.parent.keptPics as unknown[] | undefined)?.length ?? 0) > 0;
      }),
  });
}

// ------------------------------------------------------------------------------------------------
// Initial values and conversions
// ------------------------------------------------------------------------------------------------

/**
 * The add form's first values: name and size from the route, a fresh sku, and every other field
 * from `template` (the product whose copy icon was pressed) when there is one, except its pictures.
 */
export function initialAddValues(options: { name?: string; size?: string; sku?: string; template?: Product | null }): AddProductValues {
  const p = options.template ?? null;
  return {
    name: options.name ?? p?.name ?? '',
    sku: options.sku ?? '',
    size: options.size ?? p?.size ?? '',
    width: p?.width ?? '',
    height: p?.height ?? '',
    brand: p?.brand ?? '',
    source: p?.source ?? '',
    colors: p ? [...p.colors] : [],
    categories: p ? [...p.categories] : [],
    locationType: p?.locationType ?? '',
    locationId: p?.locationId ?? '',
    price: p ? tugrikToThousandsText(p.originalPrice) : '',
    discountedPrice: p?.isDiscount ? tugrikToThousandsText(p.price) : '',
    pictures: [],
  };
}

export function initialEditValues(p: Product): EditProductValues {
  return {
    name: p.name,
    sku: p.sku,
    size: p.size,
    width: p.width,
    height: p.height,
    brand: p.brand,
    source: p.source,
    colors: [...p.colors],
    categories: [...p.categories],
    price: p.originalPrice > 0 ? p.originalPrice : null,
    discountedPrice: discountedPriceOf(p),
    keptPics: [...p.pics],
    newPictures: [],
  };
}

/** The name lists the size, width and height are matched against. */
export interface NumberLists {
  sizes: readonly string[];
  widths: readonly string[];
  heights: readonly string[];
}

function commonOutput(values: ProductCommonValues, lists: NumberLists) {
  return {
    name: values.name.trim(),
    size: choiceValue(values.size, lists.sizes),
    width: choiceValue(values.width, lists.widths),
    height: choiceValue(values.height, lists.heights),
    brand: values.brand.trim(),
    source: values.source.trim(),
    colors: [...new Set(values.colors)],
    categories: [...new Set(values.categories)],
  };
}

/** What addProduct writes for valid add-form values (the location's name comes from the selector's list). */
export function toNewProduct(values: AddProductValues, lists: NumberLists, locationName: string) {
  if (values.locationType === '') throw new Error('locationType is required');
  return {
    ...commonOutput(values, lists),
    ...addFormPrices(values),
    sku: values.sku.trim(),
    locationType: values.locationType,
    locationId: values.locationId,
    locationName,
    pictures: values.pictures,
  };
}

/** What updateProduct writes for valid edit values (the discount rule via pricesFrom). */
export function toProductEdit(values: EditProductValues, lists: NumberLists) {
  return {
    ...commonOutput(values, lists),
    ...pricesFrom(values.price ?? 0, values.discountedPrice),
    keptPics: values.keptPics,
    newPictures: values.newPictures,
  };
}

/**
 * The add-product route for a name and size; with `fromId` the form copies that product
 * (the product cards' copy icon).
 */
export function addProductPath(name: string, size: string, fromId?: string): string {
  const path = `/add-product/${encodeURIComponent(name)}/${encodeURIComponent(size)}`;
  return fromId ? `${path}?from=${encodeURIComponent(fromId)}` : path;
}
