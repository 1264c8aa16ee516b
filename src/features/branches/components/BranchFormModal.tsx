import { useMemo } from 'react';
import { useFormik } from 'formik';
import { Button, Form, FormGroup, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components';
import { BRANCH_LIMITS, branchSchema, sellerName, type Branch, type BranchFormValues, type BranchKind, type Seller } from '../domain/branch';

export interface BranchFormModalProps {
  kind: BranchKind;
  isOpen: boolean;
  /** The branch being edited; absent when adding. */
  branch?: Branch;
  /** Names of the other branches of the kind (a name must be unique: it names the picture folder). */
  takenNames: readonly string[];
  /** Stores: the Reception sellers, to assign to the store. */
  sellers?: readonly Seller[];
  /** Store names by id, to show where a seller works now. */
  storeNames?: ReadonlyMap<string, string>;
  /** Resolves true when saved (the modal closes); false keeps the form and its content. */
  onSubmit: (values: BranchFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** Add or edit a warehouse or store: name, address, phone, one picture; stores also choose their sellers. */
export function BranchFormModal({ kind, isOpen, branch, takenNames, sellers, storeNames, onSubmit, onClose }: BranchFormModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => branchSchema(takenNames), [takenNames]);
  const formik = useFormik<BranchFormValues>({
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
      pictures: [],
      hasExistingPicture: Boolean(branch?.picUrl),
      sellerIds: branch && sellers ? sellers.filter((s) => s.locationId === branch.id).map((s) => s.id) : [],
    },
    enableReinitialize: false,
    validationSchema: schema,
    onSubmit: async (values) => {
      const saved = await onSubmit(values);
      if (saved) onClose();
    },
  });
  const prefix = `branch-${kind}`;
  const fieldError = (name: 'name' | 'address' | 'phone') =>
    formik.touched[name] && formik.errors[name] ? t(formik.errors[name], BRANCH_LIMITS) : undefined;
  const pictureError =
    formik.submitCount > 0 && typeof formik.errors.pictures === 'string' ? t(formik.errors.pictures) : undefined;
  const busy = formik.isSubmitting;
  const title = t(branch ? `branches.${kind}.editTitle` : `branches.${kind}.addTitle`);

  const toggleSeller = (id: string, on: boolean) => {
    const next = on ? [...formik.values.sellerIds, id] : formik.values.sellerIds.filter((x) => x !== id);
    void formik.setFieldValue('sellerIds', next);
  };

  return (
    <Modal isOpen={isOpen} toggle={busy ? undefined : onClose} backdrop={busy ? 'static' : true} scrollable>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={title} data-testid="branch-form">
        <ModalHeader toggle={busy ? undefined : onClose}>
          {title}
        </ModalHeader>
        <ModalBody>
          {(['name', 'address', 'phone'] as const).map((field) => {
            const error = fieldError(field);
            return (
              <FormGroup key={field}>
                <Label for={`${prefix}-${field}`}>{t(`branches.fields.${field}`)}</Label>
                <Input
                  id={`${prefix}-${field}`}
                  name={field}
                  type={field === 'phone' ? 'tel' : field === 'address' ? 'textarea' : 'text'}
                  rows={field === 'address' ? 2 : undefined}
                  inputMode={field === 'phone' ? 'numeric' : undefined}
                  maxLength={field === 'phone' ? 8 : undefined}
                  value={formik.values[field]}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  invalid={Boolean(error)}
                  disabled={busy}
                />
                {error && <div className="invalid-feedback">{error}</div>}
              </FormGroup>
            );
          })}
          <FormGroup>
            <ImagePicker
              id={`${prefix}-picture`}
              label={t('branches.fields.picture')}
              value={formik.values.pictures}
              onChange={(files) => void formik.setFieldValue('pictures', files.slice(-1))}
              existing={
                formik.values.pictures.length === 0 && branch?.picUrl
                  ? [{ name: branch.picName ?? branch.name, url: branch.picUrl }]
                  : []
              }
              multiple={false}
              disabled={busy}
              error={pictureError}
            />
          </FormGroup>
          {kind === 'stores' && sellers && (
            <fieldset>
              <legend className="form-label fs-6">{t('branches.fields.sellers')}</legend>
              {sellers.length === 0 ? (
                <p className="text-muted small mb-0">{t('branches.noSellers')}</p>
              ) : (
                <ul className="list-unstyled mb-0" data-testid="seller-list">
                  {sellers.map((s) => {
                    const checked = formik.values.sellerIds.includes(s.id);
                    const elsewhere = s.locationId && s.locationId !== branch?.id ? storeNames?.get(s.locationId) : undefined;
                    return (
                      <li key={s.id}>
                        <FormGroup check className="mb-1">
                          <Input
                            id={`${prefix}-seller-${s.id}`}
                            type="checkbox"
                            checked={checked}
                            onChange={(e) => toggleSeller(s.id, e.target.checked)}
                            disabled={busy}
                          />
                          <Label check for={`${prefix}-seller-${s.id}`}>
                            {sellerName(s)} <span className="text-muted small">({t(`roles.${s.role}`, { defaultValue: s.role })})</span>
                            {elsewhere && !checked && (
                              <span className="text-muted small d-block">{t('branches.sellerAt', { store: elsewhere })}</span>
                            )}
                          </Label>
                        </FormGroup>
                      </li>
                    );
                  })}
                </ul>
              )}
            </fieldset>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose} disabled={busy}>
            {t('branches.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={busy}>
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('branches.save')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
