import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { hasClassificationCode, initialFormValues, listItemSchema, requiredKeyFor, type ListFormValues, type ListSpec } from '../domain/lists';
import { type ListItem } from '../../../entities/nameList/nameList';
import { ListFields } from './ListFields';

export interface ListItemDialogProps {
  spec: ListSpec;
  /** The item being edited; absent when adding. */
  item?: ListItem;
  /** The live list, for the duplicate check. */
  items: readonly ListItem[];
  /** Saves; resolves true on success (the dialog closes), false on failure (the form keeps its content). */
  onSave: (values: ListFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** Add or edit dialog of one list item. Mount it only while open (a fresh form each time). */
export function ListItemDialog({ spec, item, items, onSave, onClose }: ListItemDialogProps) {
  const { t } = useTranslation();
  const mode = item ? 'edit' : 'add';
  const schema = useMemo(
    () => listItemSchema({ kind: spec.kind, withCode: hasClassificationCode(spec.collection), items, requiredKey: requiredKeyFor(spec, mode), exceptId: item?.id }),
    [spec, items, mode, item?.id],
  );
  const titleId = `${spec.collection}-dialog-title`;

  return (
    <Modal isOpen toggle={onClose} centered labelledBy={titleId} data-testid={`${spec.collection}-dialog`}>
      <Formik<ListFormValues>
        initialValues={initialFormValues(item)}
        validationSchema={schema}
        onSubmit={async (values) => {
          if (await onSave(values)) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <ModalHeader toggle={onClose} id={titleId}>
              {t(`${spec.textKey}.${mode === 'edit' ? 'editTitle' : 'addTitle'}`)}
            </ModalHeader>
            <ModalBody>
              <ListFields spec={spec} idPrefix={`${spec.collection}-${mode}`} autoFocus />
            </ModalBody>
            <ModalFooter>
              <Button type="button" color="secondary" outline onClick={onClose} disabled={isSubmitting}>
                {t('variants.cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
                {t('variants.save')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
