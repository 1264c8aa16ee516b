import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** An i18n key, shown under the field when set. */
  error?: string;
}

/** A labelled input with its validation message (messages are i18n keys). */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={name}>
        {label}
      </label>
      <input id={name} name={name} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={Boolean(error)} {...input} />
      {error && <div className="invalid-feedback">{t(error)}</div>}
    </div>
  );
}
