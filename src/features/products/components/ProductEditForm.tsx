import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Alert, Button, Col, Form, FormGroup, Input, Label, ModalBody, ModalFooter, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { ImagePicker, confirmDialog, withAlerts } from '../../../components';
import { deleteProduct, updateProduct } from '../api/productWrites';
import type { Product } from '../../../entities/product/product';
import { editProductSchema, initialEditValues, NAME_MAX_LENGTH, toProductEdit, type EditProductValues } from '../domain/productSchema';
import { changedSince } from '../../../entities/product/stockChanges';
import { ChipGroupField, MeasureAndBrandFields, MoneyField, TextField } from './ProductFormFields';
import { describeError } from './productAlerts';
import { useProductChoices } from './useProductChoices';

export interface ProductEditFormProps {
  /** The product live from Firestore; the form keeps the version it opened with to detect conflicts. */
  product: Product;
  /** The dialog's error and success boxes, shown at the top of the form. */
  notice?: ReactNode;
  /** The saved product is on its way from Firestore: the form stays busy until it is replaced. */
  syncing?: boolean;
  /** After a successful save, with the product as it was when the save started. */
  onSaved: (before: Product) => void;
  onFailed: (message: string) => void;
  /** Before a save starts (the dialog clears its boxes). */
  onSaving: () => void;
  onBusyChange: (busy: boolean) => void;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * The edit mode of the product dialog (docs/products.md): every field but the sku and
 * the location, stored pictures removable and new ones addable. Save shows a spinner and ignores
 * repeat submits; the removed pictures leave Storage only after the save succeeded (updateProduct).
 */
export function ProductEditForm({ product, notice, syncing = false, onSaved, onFailed, onSaving, onBusyChange, onDeleted, onClose }: ProductEditFormProps) {
  const { t } = useTranslation();
  const choices = useProductChoices();
  const schema = useMemo(() => editProductSchema(), []);
  // The product as the form opened it: the save refuses if someone else changed it since.
  const [opened] = useState(product);
  const saving = useRef(false);
  const [deleting, setDeleting] = useState(false);

  const formik = useFormik<EditProductValues>({
    initialValues: initialEditValues(opened),
    validationSchema: schema,
    onSubmit: (values) => save(values),
  });
  const { values, setFieldValue, isSubmitting } = formik;

  async function save(v: EditProductValues): Promise<void> {
    if (saving.current || syncing) return;
    const before = product;
    saving.current = true;
    onSaving();
    onBusyChange(true);
    try {
      await updateProduct(opened, toProductEdit(v, { sizes: choices.sizes, widths: choices.widths, heights: choices.heights }));
      onSaved(before);
    } catch (error) {
      console.error('updateProduct', error);
      onFailed(t('productForm.errorWith', { error: describeError(error) }));
    } finally {
      saving.current = false;
      onBusyChange(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click or Enter while saving does nothing.
    if (saving.current || isSubmitting) return;
    formik.handleSubmit(event);
  };

  const remove = async () => {
    const yes = await confirmDialog({
      title: t('productForm.deleteConfirm'),
      text: t('productForm.deleteConfirmText', { name: product.name, sku: product.sku }),
      confirmText: t('productForm.delete'),
      cancelText: t('productForm.cancel'),
      danger: true,
    });
    if (!yes) return;
    setDeleting(true);
    onBusyChange(true);
    const deleted = await withAlerts(() => deleteProduct(product), {
      loading: t('productForm.deleting'),
      success: t('productForm.deleted'),
      // The reason is the notice's title and stays until closed.
      explain: (error) => ({ title: describeError(error), icon: 'error' }),
    });
    if (deleted.ok) onDeleted();
    else {
      setDeleting(false);
      onBusyChange(false);
    }
  };

  const busy = isSubmitting || deleting || syncing;
  const sold = product.isSold || product.isDeliveryPending;
  const changed = !sold && changedSince(opened, product);
  const pictureError =
    formik.submitCount > 0 && typeof formik.errors.newPictures === 'string' ? t(formik.errors.newPictures) : undefined;

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={submit} data-testid="product-edit-form" aria-label={t('productForm.dialog.editTitle')}>
        <ModalBody>
          {notice}
          {sold && (
            <Alert color="warning" className="py-2" role="alert">
              {t('productForm.dialog.soldWarning')}
            </Alert>
          )}
          {changed && (
            <Alert color="warning" className="py-2" role="alert">
              {t('productForm.dialog.changedWarning')}
            </Alert>
          )}
          <fieldset disabled={busy}>
            <TextField name="name" id="edit-product-name" label={t('productForm.fields.name')} maxLength={NAME_MAX_LENGTH} />
            <Row className="g-2">
              <Col xs={12} sm={5}>
                <FormGroup>
                  <Label for="edit-product-sku">{t('productForm.fields.sku')}</Label>
                  <Input id="edit-product-sku" type="text" value={values.sku} disabled readOnly />
                  {formik.submitCount > 0 && formik.errors.sku && (
                    <div className="invalid-feedback d-block">{t(formik.errors.sku)}</div>
                  )}
                </FormGroup>
              </Col>
              <Col xs={12} sm={7}>
                <FormGroup>
                  <Label for="edit-product-location">{t('productForm.fields.location')}</Label>
                  <Input
                    id="edit-product-location"
                    type="text"
                    value={`${t(`productForm.locationTypes.${product.locationType}`)}: ${product.locationName}`}
                    readOnly
                    disabled
                  />
                </FormGroup>
              </Col>
            </Row>
            <MeasureAndBrandFields idPrefix="edit-product" choices={choices} />
            <ChipGroupField name="colors" id="edit-product-colors" label={t('productForm.fields.colors')} items={choices.colors} />
            <ChipGroupField name="categories" id="edit-product-categories" label={t('productForm.fields.categories')} items={choices.categories} />
            <Row className="g-2">
              <Col xs={12} sm={6}>
                <MoneyField name="price" id="edit-product-price" label={t('productForm.fields.price')} />
              </Col>
              <Col xs={12} sm={6}>
                <MoneyField
                  name="discountedPrice"
                  id="edit-product-discounted-price"
                  label={t('productForm.fields.discountedPrice')}
                  hint={t('productForm.discountHint')}
                />
              </Col>
            </Row>
            <ImagePicker
              id="edit-product-pictures"
              label={t('productForm.fields.pictures')}
              existing={values.keptPics.map((p) => ({ name: p.picName || product.name, url: p.picUrl }))}
              onRemoveExisting={(picture) =>
                void setFieldValue(
                  'keptPics',
                  values.keptPics.filter((p) => p.picUrl !== picture.url),
                )
              }
              value={values.newPictures}
              onChange={(files) => void setFieldValue('newPictures', files)}
              disabled={busy}
              error={pictureError}
            />
          </fieldset>
        </ModalBody>
        <ModalFooter className="justify-content-between">
          <Button type="button" color="danger" outline onClick={() => void remove()} disabled={busy || sold} data-testid="product-delete">
            <i className="bi bi-trash me-1" aria-hidden="true" />
            {t('productForm.delete')}
          </Button>
          <div className="d-flex gap-2">
            <Button type="button" color="secondary" outline onClick={onClose} disabled={busy}>
              {t('productForm.cancel')}
            </Button>
            <Button type="submit" color="primary" disabled={busy || sold} data-testid="product-save">
              {(isSubmitting || syncing) && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              {t('productForm.save')}
            </Button>
          </div>
        </ModalFooter>
      </Form>
    </FormikProvider>
  );
}
