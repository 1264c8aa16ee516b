import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import { Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { hasClassificationCode, initialFormValues, listItemSchema, requiredKeyFor, type ListFormValues, type ListSpec } from '../domain/lists';
import { type ListItem } from '../../../entities/nameList/nameList';
import { ListFields } from './ListFields';

export interface InlineAddFormProps {
  spec: ListSpec;
  items: readonly ListItem[];
  /** Resolves true on success (the form clears), false on failure (the form keeps its content). */
  onAdd: (values: ListFormValues) => Promise<boolean>;
}

/** One-line add form above a list (the delivery locations page). */
export function InlineAddForm({ spec, items, onAdd }: InlineAddFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => listItemSchema({ kind: spec.kind, withCode: hasClassificationCode(spec.collection), items, requiredKey: requiredKeyFor(spec, 'add') }),
    [spec, items],
  );
  return (
    <Formik<ListFormValues>
      initialValues={initialFormValues()}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        if (await onAdd(values)) helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t(`${spec.textKey}.addTitle`)} data-testid={`${spec.collection}-add-form`}>
          <div className="d-flex flex-wrap flex-sm-nowrap align-items-start gap-2">
            <ListFields spec={spec} idPrefix={`${spec.collection}-inline`} inline />
            <Button type="submit" color="primary" disabled={isSubmitting} className="text-nowrap">
              {isSubmitting ? <Spinner size="sm" className="me-1" aria-hidden="true" /> : <i className="bi bi-plus-lg me-1" aria-hidden="true" />}
              {t('variants.add')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
