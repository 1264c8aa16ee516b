import * as yup from 'yup';
import type { ListCollection, ListItem, ListKind } from '../../../entities/nameList/nameList';
import { isPositiveNumberText } from '../../../lib/numbers';
import { LIST_NAME_MAX } from '../../../lib/textLimits';

/**
 * The simple name lists (docs/products.md, name lists; docs/data-model.md): documents
 * with a `name` (colours also a `colorName`), managed on /variants and /delivery and offered as
 * choices by the product form and the sale wizards.
 */
export interface ListFormValues {
  name: string;
  colorName: string;
  /** Categories: the e-barimt classification code, '' for none. */
  classificationCode: string;
}

/** The list whose items carry an e-barimt classification code (docs/ebarimt.md, "Settings"). */
export const hasClassificationCode = (list: ListCollection): boolean => list === 'categories';
const CLASSIFICATION_CODE = /^[0-9]{7}$/;

/** What a panel or page needs to know about one list. Texts are i18n keys. */
export interface ListSpec {
  collection: ListCollection;
  kind: ListKind;
  /** i18n key prefix holding title, nameLabel, addTitle, editTitle, required (and requiredOnEdit). */
  textKey: string;
  /** The edit form has its own required message (delivery: 'Place of Delivery empty'). */
  requiredOnEdit?: boolean;
}

/** The i18n key of the required-name message of a list's add or edit form. */
export function requiredKeyFor(spec: ListSpec, mode: 'add' | 'edit'): string {
  return `${spec.textKey}.${mode === 'edit' && spec.requiredOnEdit ? 'requiredOnEdit' : 'required'}`;
}

/** The rules' LIST_NAME_MAX (firestore.rules, name lists). */
export const NAME_MAX_LENGTH = LIST_NAME_MAX;
export const DEFAULT_COLOR = '#000000';

export const VALIDATION_KEYS = {
  duplicate: 'variants.validation.duplicate',
  tooLong: 'variants.validation.tooLong',
  notPositiveNumber: 'variants.validation.notPositiveNumber',
  colorRequired: 'variants.validation.colorRequired',
  colorInvalid: 'variants.validation.colorInvalid',
  codeInvalid: 'variants.validation.codeInvalid',
} as const;

/** The panels of /variants, in page order (four main panels, then the product form's choices). */
export const VARIANT_PANELS: readonly ListSpec[] = [
  { collection: 'colors', kind: 'color', textKey: 'variants.colors' },
  { collection: 'brands', kind: 'text', textKey: 'variants.brands' },
  { collection: 'categories', kind: 'text', textKey: 'variants.categories' },
  { collection: 'sources', kind: 'text', textKey: 'variants.sources' },
  { collection: 'sizes', kind: 'number', textKey: 'variants.sizes' },
  { collection: 'shoeWidths', kind: 'number', textKey: 'variants.shoeWidths' },
  { collection: 'shoeHeights', kind: 'number', textKey: 'variants.shoeHeights' },
];

export const DELIVERY_LOCATIONS_SPEC: ListSpec = {
  collection: 'deliveryLocations',
  kind: 'text',
  textKey: 'deliveryLocations',
  requiredOnEdit: true,
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** The comparison key of a name: case-insensitive text; numbers by value ("9.0" equals "9"). */
export function nameKey(name: string, kind: ListKind): string {
  const text = name.trim();
  if (kind === 'number' && isPositiveNumberText(text)) return String(Number(text));
  return text.toLocaleLowerCase();
}

/** True when another item of the list (not `exceptId`, the one being edited) has the same name. */
export function isDuplicateName(
  name: string,
  items: readonly ListItem[],
  kind: ListKind,
  exceptId?: string,
): boolean {
  const key = nameKey(name, kind);
  if (key === '') return false;
  return items.some((item) => item.id !== exceptId && nameKey(item.name, kind) === key);
}

/**
 * Validation of the add/edit form of a list. Messages are i18n keys. `items` is the live list (for
 * the duplicate check), `exceptId` the item being edited, `requiredKey` the list's required message.
 */
export function listItemSchema(options: {
  kind: ListKind;
  items: readonly ListItem[];
  requiredKey: string;
  exceptId?: string;
  /** Categories: an optional 7-digit classification code. */
  withCode?: boolean;
}) {
  const { kind, items, requiredKey, exceptId, withCode = false } = options;
  let name = yup
    .string()
    .trim()
    .required(requiredKey)
    .max(NAME_MAX_LENGTH, VALIDATION_KEYS.tooLong);
  if (kind === 'number') {
    name = name.test('positive-number', VALIDATION_KEYS.notPositiveNumber, (value) =>
      value === undefined || value === '' ? true : isPositiveNumberText(value),
    );
  }
  name = name.test('unique', VALIDATION_KEYS.duplicate, (value) => !isDuplicateName(value ?? '', items, kind, exceptId));
  const colorName =
    kind === 'color'
      ? yup.string().trim().required(VALIDATION_KEYS.colorRequired).matches(HEX_COLOR, { message: VALIDATION_KEYS.colorInvalid, excludeEmptyString: true })
      : yup.string();
  const classificationCode = withCode
    ? yup.string().trim().matches(CLASSIFICATION_CODE, { message: VALIDATION_KEYS.codeInvalid, excludeEmptyString: true })
    : yup.string();
  return yup.object({ name, colorName, classificationCode });
}

/** The fields written to Firestore for a valid form (names trimmed, numbers as typed). */
export function toListFields(
  values: ListFormValues,
  kind: ListKind,
  withCode = false,
): { name: string; colorName?: string; classificationCode?: string | null } {
  const name = values.name.trim();
  if (kind === 'color') return { name, colorName: values.colorName.trim().toUpperCase() };
  if (withCode) return { name, classificationCode: (values.classificationCode ?? '').trim() || null };
  return { name };
}

export function initialFormValues(item?: ListItem): ListFormValues {
  return { name: item?.name ?? '', colorName: item?.colorName ?? DEFAULT_COLOR, classificationCode: item?.classificationCode ?? '' };
}
