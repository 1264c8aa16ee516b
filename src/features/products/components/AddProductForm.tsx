import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Alert, Button, Card, CardBody, Col, Form, FormGroup, Input, Label, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { ImagePicker, withAlerts, showMessage } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { useRead } from '../../../firebase/queries';
import { addProduct, freshSku, SkuTakenError } from '../api/productWrites';
import { useStockLocations } from '../api/stockLocationQueries';
import { PRODUCT_LOCATION_TYPES, type ProductLocationType } from '../../../entities/product/product';
import { addProductSchema, LOCATION_EMPTY, NAME_MAX_LENGTH, toNewProduct, type AddProductValues } from '../domain/productSchema';
import { ChipGroupField, MeasureAndBrandFields, SelectField, TextField, ThousandsPriceField } from './ProductFormFields';
import { describeError } from './productAlerts';
import { useProductChoices } from './useProductChoices';

export interface AddProductFormProps {
  /** First values (name and size from the route, the rest from a copied product); the sku is generated here. */
  initialValues: AddProductValues;
  /** Called after a successful save with the saved name and size (the page navigates and resets). */
  onSaved: (saved: { name: string; size: string }) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-3 shadow-sm">
      <CardBody>
        <h2 className="h6 text-uppercase text-muted mb-3">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/**
 * The add-product form (docs/products.md): two columns on a desktop, one
 * on a phone. A failed save shows "Алдаа гарлаа" with the reason and keeps every field filled and
 * usable (the old app stayed busy).
 */
export function AddProductForm({ initialValues, onSaved }: AddProductFormProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const choices = useProductChoices();
  const schema = useMemo(() => addProductSchema(), []);
  const saving = useRef(false);
  // A random six-digit sku that no product has yet, generated when the form opens.
  const sku = useRead('sku', () => freshSku(), { label: 'freshSku' });

  const formik = useFormik<AddProductValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => save(values),
  });
  const { values, setFieldValue, setFieldError, isSubmitting } = formik;
  const type = values.locationType;
  const locations = useStockLocations(type === '' ? 'warehouse' : type, type !== '');

  useEffect(() => {
    if (sku.data) void setFieldValue('sku', sku.data);
  }, [sku.data, setFieldValue]);

  const newSku = () => {
    void setFieldValue('sku', '');
    sku.retry();
  };

  async function save(v: AddProductValues): Promise<void> {
    // Repeat submits (double click, Enter while saving) are ignored.
    if (saving.current || v.locationType === '') return;
    const location = locations.data.find((row) => row.id === v.locationId);
    if (!location) {
      setFieldError('locationId', LOCATION_EMPTY[v.locationType]);
      return;
    }
    saving.current = true;
    try {
      const input = toNewProduct(v, { sizes: choices.sizes, widths: choices.widths, heights: choices.heights }, location.name);
      const added = await withAlerts(() => addProduct(input, user), {
        success: t('productForm.added'),
        // The reason stays on screen until closed.
        explain: (error) => ({ title: t('productForm.errorTitle'), text: describeError(error), icon: 'error' }),
      });
      if (added.ok) onSaved({ name: input.name, size: input.size });
      else if (added.error instanceof SkuTakenError) newSku();
    } finally {
      saving.current = false;
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current || isSubmitting) return;
    // A missing picture is an error dialog (the picker shows the message as well).
    if (values.pictures.length === 0) void showMessage({ title: t('productForm.pictureDialog'), icon: 'error' });
    formik.handleSubmit(event);
  };

  const busy = isSubmitting;
  const pictureError =
    formik.submitCount > 0 && typeof formik.errors.pictures === 'string' ? t(formik.errors.pictures) : undefined;
  const locationLabel = type === '' ? t('productForm.fields.location') : t(`productForm.locationTypes.${type}`);

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={submit} aria-label={t('productForm.addTitle')} data-testid="add-product-form">
        {choices.error && (
          <Alert color="danger" role="alert">
            {describeError(choices.error)}
          </Alert>
        )}
        <fieldset disabled={busy}>
          <Row className="g-3">
            <Col xs={12} lg={6}>
              <Section title={t('productForm.sections.main')}>
                <TextField name="name" id="add-product-name" label={t('productForm.fields.name')} maxLength={NAME_MAX_LENGTH} />
                <FormGroup>
                  <Label for="add-product-sku">{t('productForm.fields.sku')}</Label>
                  <Input
                    id="add-product-sku"
                    type="text"
                    inputMode="numeric"
                    value={values.sku}
                    placeholder={sku.loading ? t('productForm.skuLoading') : undefined}
                    disabled
                    invalid={formik.submitCount > 0 && Boolean(formik.errors.sku)}
                    data-testid="add-product-sku"
                  />
                  {formik.submitCount > 0 && formik.errors.sku && <div className="invalid-feedback">{t(formik.errors.sku)}</div>}
                  {sku.error && (
                    <div className="small text-danger mt-1" role="alert">
                      {t('productForm.skuError', { error: describeError(sku.error) })}{' '}
                      <Button type="button" color="link" size="sm" className="p-0 align-baseline" onClick={newSku}>
                        {t('productForm.skuRetry')}
                      </Button>
                    </div>
                  )}
                </FormGroup>
                <MeasureAndBrandFields idPrefix="add-product" choices={choices} />
              </Section>
              <Section title={t('productForm.sections.location')}>
                <Row className="g-2">
                  <Col xs={12} sm={6}>
                    <SelectField
                      name="locationType"
                      id="add-product-location-type"
                      label={t('productForm.fields.locationType')}
                      options={PRODUCT_LOCATION_TYPES.map((lt: ProductLocationType) => ({ value: lt, label: t(`productForm.locationTypes.${lt}`) }))}
                      onValueChange={() => void setFieldValue('locationId', '', false)}
                    />
                  </Col>
                  <Col xs={12} sm={6}>
                    <SelectField
                      name="locationId"
                      id="add-product-location"
                      label={locationLabel}
                      disabled={type === '' || locations.loading}
                      placeholder={type === '' ? t('productForm.chooseType') : undefined}
                      options={locations.data.map((row) => ({ value: row.id, label: row.name }))}
                      hint={
                        locations.error
                          ? t('productForm.locationsError', { error: describeError(locations.error) })
                          : type !== '' && !locations.loading && locations.data.length === 0
                            ? t('productForm.noLocations')
                            : undefined
                      }
                    />
                  </Col>
                </Row>
              </Section>
            </Col>
            <Col xs={12} lg={6}>
              <Section title={t('productForm.sections.price')}>
                <Row className="g-2">
                  <Col xs={12} sm={6}>
                    <ThousandsPriceField
                      name="price"
                      id="add-product-price"
                      label={t('productForm.fields.priceThousands')}
                      hint={t('productForm.thousandsHint')}
                    />
                  </Col>
                  <Col xs={12} sm={6}>
                    <ThousandsPriceField
                      name="discountedPrice"
                      id="add-product-discounted-price"
                      label={t('productForm.fields.discountedThousands')}
                      hint={t('productForm.discountHint')}
                    />
                  </Col>
                </Row>
              </Section>
              <Section title={t('productForm.sections.variants')}>
                <ChipGroupField name="colors" id="add-product-colors" label={t('productForm.fields.colors')} items={choices.colors} />
                <ChipGroupField name="categories" id="add-product-categories" label={t('productForm.fields.categories')} items={choices.categories} className="mb-0" />
              </Section>
              <Section title={t('productForm.sections.pictures')}>
                <ImagePicker
                  id="add-product-pictures"
                  label={t('productForm.fields.pictures')}
                  value={values.pictures}
                  onChange={(files) => void setFieldValue('pictures', files)}
                  disabled={busy}
                  error={pictureError}
                />
              </Section>
            </Col>
          </Row>
          <div className="d-flex justify-content-end mb-4">
            <Button type="submit" color="primary" size="lg" className="px-5 flex-grow-1 flex-sm-grow-0" disabled={busy} data-testid="add-product-save">
              {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {busy ? t('productForm.saving') : t('productForm.save')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </FormikProvider>
  );
}
