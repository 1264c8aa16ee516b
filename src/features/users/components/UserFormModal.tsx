import { useMemo } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { USER_FORM_LIMITS, userFormSchema, type UserFormOptions, type UserFormValues } from '../domain/userSchema';

export interface UserFormModalProps {
  isOpen: boolean;
  /** Already translated. */
  title: string;
  options: UserFormOptions;
  initialValues: UserFormValues;
  /** Role values offered by the role select (shown when options.role). */
  roleChoices: readonly string[];
  genders: readonly string[];
  /** The email of an existing sign-in account cannot be changed here. */
  emailReadOnly?: boolean;
  onCancel: () => void;
  /**
   * Saves; resolves true to close the dialog. On false the dialog stays open with its content,
   * and `helpers.setFieldError` may have named the field at fault.
   */
  onSubmit: (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => Promise<boolean>;
  testId?: string;
}

type FieldName = keyof UserFormValues;

/** The add and edit dialog of the users and employees pages (docs/roles.md, "Field rules for people"). */
export function UserFormModal({
  isOpen,
  title,
  options,
  initialValues,
  roleChoices,
  genders,
  emailReadOnly = false,
  onCancel,
  onSubmit,
  testId = 'user-form',
}: UserFormModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => userFormSchema(options), [options]);
  const formik = useFormik<UserFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const done = await onSubmit(values, helpers);
      if (done) helpers.resetForm();
    },
  });

  const errorOf = (name: FieldName): string | undefined =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;

  const field = (name: FieldName, type: string, { wide = false, ...extra }: { readOnly?: boolean; autoComplete?: string; wide?: boolean } = {}) => {
    const error = errorOf(name);
    const id = `${testId}-${name}`;
    return (
      <div className={`col-12 ${wide ? '' : 'col-md-6 '}mb-3`} key={name}>
        <label className="form-label" htmlFor={id}>
          {t(`users.form.${name}`)}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          {...extra}
        />
        {error && <div className="invalid-feedback">{t(error, USER_FORM_LIMITS)}</div>}
      </div>
    );
  };

  const select = (name: 'gender' | 'role', choices: readonly string[], label: (value: string) => string) => {
    const error = errorOf(name);
    const id = `${testId}-${name}`;
    return (
      <div className="col-12 col-md-6 mb-3" key={name}>
        <label className="form-label" htmlFor={id}>
          {t(`users.form.${name}`)}
        </label>
        <select
          id={id}
          name={name}
          className={`form-select${error ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        >
          <option value="">{t('users.form.choose')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {label(choice)}
            </option>
          ))}
        </select>
        {error && <div className="invalid-feedback">{t(error, USER_FORM_LIMITS)}</div>}
      </div>
    );
  };

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    onCancel();
  };

  return (
    <Modal isOpen={isOpen} toggle={close} size="lg" data-testid={testId} backdrop="static">
      <Form noValidate onSubmit={formik.handleSubmit}>
        <ModalHeader toggle={close}>{title}</ModalHeader>
        <ModalBody>
          <div className="row">
            {field('firstName', 'text', { autoComplete: 'off' })}
            {field('lastName', 'text', { autoComplete: 'off' })}
            {field('email', 'email', { readOnly: emailReadOnly, autoComplete: 'off' })}
            {field('phone', 'tel', { autoComplete: 'off' })}
            {options.password && field('password', 'password', { autoComplete: 'new-password' })}
            {options.password && options.confirmation && field('confirmation', 'password', { autoComplete: 'new-password' })}
            {field('birthday', 'date')}
            {select('gender', genders, (g) => t(`users.gender.${g}`))}
            {field('address', 'text', { autoComplete: 'off', wide: true })}
            {options.role && select('role', roleChoices, (r) => t(`roles.${r}`))}
          </div>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={close} disabled={formik.isSubmitting}>
            {t('users.form.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={formik.isSubmitting} data-testid={`${testId}-save`}>
            {formik.isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('users.form.save')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
