import { useField } from 'formik';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR, hasClassificationCode, isHexColor, type ListSpec } from '../domain/lists';

interface ListFieldsProps {
  spec: ListSpec;
  /** Unique per form on the page (several panels may have forms open). */
  idPrefix: string;
  autoFocus?: boolean;
  /** Inline add form: label hidden visually (placeholder shows), no bottom margin. */
  inline?: boolean;
}

/** The name field (and, for colours, the colour picker with its hex code) of a list form inside Formik. */
export function ListFields({ spec, idPrefix, autoFocus = false, inline = false }: ListFieldsProps) {
  const { t } = useTranslation();
  const [name, nameMeta] = useField<string>('name');
  const [color, colorMeta, colorHelpers] = useField<string>('colorName');
  const [code, codeMeta] = useField<string>('classificationCode');
  const codeError = codeMeta.touched && codeMeta.error ? codeMeta.error : undefined;
  const codeId = `${idPrefix}-code`;
  const nameError = nameMeta.touched && nameMeta.error ? nameMeta.error : undefined;
  const colorError = colorMeta.touched && colorMeta.error ? colorMeta.error : undefined;
  const nameId = `${idPrefix}-name`;
  const colorId = `${idPrefix}-color`;

  return (
    <>
      <FormGroup className={inline ? 'mb-0 flex-grow-1' : undefined}>
        <Label for={nameId} className={inline ? 'visually-hidden' : undefined}>
          {t(`${spec.textKey}.nameLabel`)}
        </Label>
        <Input
          id={nameId}
          {...name}
          type="text"
          inputMode={spec.kind === 'number' ? 'decimal' : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={inline ? t(`${spec.textKey}.nameLabel`) : undefined}
          invalid={Boolean(nameError)}
          aria-invalid={Boolean(nameError)}
        />
        {nameError && <FormFeedback>{t(nameError)}</FormFeedback>}
      </FormGroup>
      {hasClassificationCode(spec.collection) && !inline && (
        <FormGroup>
          <Label for={codeId}>{t('variants.codeLabel')}</Label>
          <Input id={codeId} {...code} type="text" inputMode="numeric" autoComplete="off" maxLength={7} invalid={Boolean(codeError)} data-testid="list-item-code" />
          {codeError ? <FormFeedback>{t(codeError)}</FormFeedback> : <div className="form-text">{t('variants.codeHint')}</div>}
        </FormGroup>
      )}
      {spec.kind === 'color' && (
        <FormGroup>
          <Label for={colorId}>{t('variants.colorLabel')}</Label>
          <div className="d-flex gap-2 align-items-start">
            <Input
              type="color"
              className="form-control-color flex-shrink-0"
              aria-label={t('variants.colorPicker')}
              value={isHexColor(color.value) ? color.value : DEFAULT_COLOR}
              onChange={(e) => void colorHelpers.setValue(e.target.value.toUpperCase())}
            />
            <div className="flex-grow-1">
              <Input
                id={colorId}
                {...color}
                type="text"
                autoComplete="off"
                placeholder="#RRGGBB"
                maxLength={7}
                invalid={Boolean(colorError)}
              />
              {colorError && <FormFeedback>{t(colorError)}</FormFeedback>}
            </div>
          </div>
        </FormGroup>
      )}
    </>
  );
}
