import '../texts';
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Form, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { refusedWriteText } from '../../../components/writeErrors';
import { registerCustomer, type NewCustomer } from '../api/customerWrites';
import { type Person } from '../../../entities/person/person';
import { DuplicatePhoneAlert } from '../../../entities/person/CustomerPicker';
import { phoneDigits } from '../../../entities/person/customerSearch';
import { isDuplicatePhone, type DuplicatePhoneError } from '../../../entities/person/customerWrites';
import { EMPTY_CUSTOMER, NEW_CUSTOMER_LIMITS, newCustomerSchema } from './saleForms';

export interface NewCustomerFormProps {
  /** What was typed in the customer search: a phone number starts the phone field. */
  typed?: string;
  /** Called with the saved customer, or the existing one chosen instead (then chosen by the wizard). */
  onRegistered: (person: Person) => void;
  onCancel: () => void;
}

type Field = keyof NewCustomer;

/** "Register a new client" inside the customer step (last name, name, 8-digit phone required). */
export function NewCustomerForm({ typed = '', onRegistered, onCancel }: NewCustomerFormProps) {
  const { t } = useTranslation();
  const id = useId();
  // Why the last registration failed (null: it did not).
  const [failed, setFailed] = useState<string | null>(null);
  // The phone is already a customer's: the refusal names them and offers to choose them instead.
  const [duplicate, setDuplicate] = useState<DuplicatePhoneError | null>(null);
  const formik = useFormik<NewCustomer>({
    initialValues: { ...EMPTY_CUSTOMER, phone: phoneDigits(typed) ?? '' },
    validationSchema: newCustomerSchema,
    onSubmit: async (values) => {
      setFailed(null);
      setDuplicate(null);
      try {
        onRegistered(await registerCustomer(values));
      } catch (error) {
        if (isDuplicatePhone(error)) {
          setDuplicate(error);
          return;
        }
        console.error('register customer', error);
        setFailed(refusedWriteText(error) ?? t('selling.wizard.customer.failed'));
      }
    },
  });

  const field = (name: Field, type: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    const inputId = `${id}-${name}`;
    return (
      <div className={`col-12 ${name === 'address' ? '' : 'col-md-4 '}mb-2`}>
        <label className="form-label" htmlFor={inputId}>
          {t(`selling.wizard.customer.${name}`)}
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid={`new-customer-${name}`}
          {...extra}
        />
        {error && <div className="invalid-feedback">{t(error, NEW_CUSTOMER_LIMITS)}</div>}
      </div>
    );
  };

  return (
    <Form noValidate onSubmit={formik.handleSubmit} data-testid="new-customer-form" className="border rounded p-3 bg-light">
      <h3 className="h6 mb-3">{t('selling.wizard.customer.newTitle')}</h3>
      {failed && (
        <Alert color="danger" role="alert">
          {failed}
        </Alert>
      )}
      {duplicate && <DuplicatePhoneAlert error={duplicate} onChoose={onRegistered} />}
      <div className="row">
        {field('lastName', 'text', { autoComplete: 'off' })}
        {field('firstName', 'text', { autoComplete: 'off' })}
        {field('phone', 'tel', { inputMode: 'numeric', autoComplete: 'off' })}
        {field('address', 'text', { autoComplete: 'off' })}
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <Button type="button" color="secondary" outline onClick={onCancel} disabled={formik.isSubmitting}>
          {t('selling.wizard.customer.cancel')}
        </Button>
        <Button type="submit" color="primary" disabled={formik.isSubmitting} data-testid="new-customer-save">
          {formik.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('selling.wizard.customer.save')}
        </Button>
      </div>
    </Form>
  );
}
