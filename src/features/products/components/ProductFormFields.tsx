import { useId, type ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { Col, FormFeedback, FormGroup, FormText, Input, InputGroup, InputGroupText, Label, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { MoneyInput } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { PRODUCT_FORM_LIMITS, thousandsToTugrik } from '../domain/productSchema';
import type { ProductChoices } from './useProductChoices';

/**
 * Fields of the add-product form and the edit dialog, each bound to a Formik field by name.
 * Errors are i18n keys; a field shows its error once touched or after a submit.
 */

/** The field's translated error, or undefined while it should not show. */
function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error: unknown = getIn(errors, name);
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  return shown && typeof error === 'string' ? t(error, PRODUCT_FORM_LIMITS) : undefined;
}

interface BaseProps {
  name: string;
  label: string;
  id: string;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <FormText id={id} className="d-block">
      {hint}
    </FormText>
  ) : null;
}

export function TextField({ name, label, id, disabled, hint, className, maxLength }: BaseProps & { maxLength?: number }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <FormGroup className={className}>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        autoComplete="off"
        {...field}
        maxLength={maxLength}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {error && <FormFeedback>{error}</FormFeedback>}
      <Hint id={`${id}-hint`} hint={hint} />
    </FormGroup>
  );
}

/**
 * Size, width or height: a text field with the name list's values offered as suggestions (the
 * field takes any positive number; the value is matched to the list when saved).
 */
export function NumberChoiceField({ name, label, id, disabled, className, options }: BaseProps & { options: readonly string[] }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const listId = `${id}-options`;
  return (
    <FormGroup className={className}>
      <Label for={id} className="text-nowrap">
        {label}
      </Label>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        list={listId}
        {...field}
        disabled={disabled}
        invalid={Boolean(error)}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
      {error && <FormFeedback>{error}</FormFeedback>}
    </FormGroup>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select with a "Choose..." first option. A current value missing from `options` stays offered. */
export function SelectField({
  name,
  label,
  id,
  disabled,
  className,
  hint,
  options,
  placeholder,
  onValueChange,
}: BaseProps & { options: readonly SelectOption[]; placeholder?: string; onValueChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const all = field.value && !options.some((o) => o.value === field.value) ? [...options, { value: field.value, label: field.value }] : options;
  return (
    <FormGroup className={className}>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="select"
        name={field.name}
        value={field.value}
        onChange={(e) => {
          void helpers.setValue(e.target.value);
          onValueChange?.(e.target.value);
        }}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <option value="">{placeholder ?? t('productForm.choose')}</option>
        {all.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Input>
      {error && <FormFeedback>{error}</FormFeedback>}
      <Hint id={`${id}-hint`} hint={hint} />
    </FormGroup>
  );
}

export interface ChipItem {
  name: string;
  /** Colours: '#RRGGBB' shown as a dot. */
  color?: string;
}

/**
 * A multi-select as a wrap of checkbox chips (colours, categories): big enough to tap on a phone,
 * every choice visible. Values missing from `items` (e.g. a colour since removed from the list) stay
 * shown while chosen.
 */
export function ChipGroupField({ name, label, id, disabled, className, items }: BaseProps & { items: readonly ChipItem[] }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const chosen = field.value;
  const all: ChipItem[] = [...items, ...chosen.filter((c) => !items.some((i) => i.name === c)).map((c) => ({ name: c }))];
  const toggle = (value: string, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((c) => c !== value));
  };
  return (
    <fieldset className={`mb-3 ${className ?? ''}`.trim()} aria-describedby={error ? `${id}-error` : undefined} data-testid={`${id}-chips`}>
      <legend className="form-label fs-6 mb-2">{label}</legend>
      {all.length === 0 ? (
        <p className="text-muted small mb-0">{t('productForm.noChoices')}</p>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          {all.map((item, i) => {
            const checked = chosen.includes(item.name);
            const chipId = `${id}-${i}`;
            return (
              <label
                key={item.name}
                htmlFor={chipId}
                className={`d-inline-flex align-items-center gap-2 border rounded-pill px-3 py-1 user-select-none ${
                  checked ? 'border-primary bg-primary-subtle' : 'bg-body'
                } ${error ? 'border-danger' : ''}`}
                style={{ cursor: disabled ? 'default' : 'pointer', minHeight: 36 }}
              >
                <input
                  id={chipId}
                  type="checkbox"
                  className="form-check-input m-0"
                  checked={checked}
                  disabled={disabled}
                  onChange={(e) => toggle(item.name, e.target.checked)}
                />
                {item.color && (
                  <span
                    aria-hidden="true"
                    className="d-inline-block rounded-circle border"
                    style={{ width: 14, height: 14, backgroundColor: item.color }}
                  />
                )}
                <span>{item.name}</span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/**
 * A price typed in thousands of tugrik, with the full amount shown beside it ('150' -> 150,000₮),
 * so nobody saves 150₮ by mistake.
 */
export function ThousandsPriceField({ name, label, id, disabled, className, hint }: BaseProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const full = thousandsToTugrik(field.value);
  return (
    <FormGroup className={className}>
      <Label for={id}>{label}</Label>
      <InputGroup className={error ? 'has-validation' : undefined}>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...field}
          disabled={disabled}
          invalid={Boolean(error)}
          aria-describedby={`${id}-full ${id}-hint`}
        />
        <InputGroupText id={`${id}-full`} data-testid={`${id}-full`} aria-live="polite" className="text-body fw-semibold">
          <span className="visually-hidden">{t('productForm.fullAmount')}: </span>
          {full > 0 ? `= ${formatMoney(full)}` : `= ${t('ui.common.noValue')}`}
        </InputGroupText>
        {error && <FormFeedback>{error}</FormFeedback>}
      </InputGroup>
      <Hint id={`${id}-hint`} hint={hint} />
    </FormGroup>
  );
}

/** A price in tugrik (edit dialog), typed with thousands separators. */
export function MoneyField({ name, label, id, disabled, className, hint }: BaseProps) {
  const [field, , helpers] = useField<number | null>(name);
  const error = useFieldError(name);
  const hintId = useId();
  return (
    <FormGroup className={className}>
      <Label for={id}>{label}</Label>
      <MoneyInput
        id={id}
        name={field.name}
        value={field.value}
        onChange={(v) => void helpers.setValue(v)}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={hint ? hintId : undefined}
      />
      {error && <div className="invalid-feedback d-block">{error}</div>}
      <Hint id={hintId} hint={hint} />
    </FormGroup>
  );
}

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** Size, width and height, then brand and source: the same rows in the add form and the edit dialog. */
export function MeasureAndBrandFields({ idPrefix, choices }: { idPrefix: string; choices: ProductChoices }) {
  const { t } = useTranslation();
  return (
    <>
      <Row className="g-2">
        <Col xs={4}>
          <NumberChoiceField name="size" id={`${idPrefix}-size`} label={t('productForm.fields.size')} options={choices.sizes} />
        </Col>
        <Col xs={4}>
          <NumberChoiceField name="width" id={`${idPrefix}-width`} label={t('productForm.fields.width')} options={choices.widths} />
        </Col>
        <Col xs={4}>
          <NumberChoiceField name="height" id={`${idPrefix}-height`} label={t('productForm.fields.height')} options={choices.heights} />
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs={12} sm={6}>
          <SelectField name="brand" id={`${idPrefix}-brand`} label={t('productForm.fields.brand')} options={options(choices.brands)} />
        </Col>
        <Col xs={12} sm={6}>
          <SelectField name="source" id={`${idPrefix}-source`} label={t('productForm.fields.source')} options={options(choices.sources)} />
        </Col>
      </Row>
    </>
  );
}
