import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/AuthProvider';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { validateForgotPassword } from '../domain/loginRules';

/** Sends Firebase's password-reset email; the link returns the person to /login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { sendPasswordReset } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; messageKey: string } | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validate: validateForgotPassword,
    onSubmit: async ({ email }) => {
      const answer = await sendPasswordReset(email);
      setResult(answer.ok ? { ok: true, messageKey: 'forgotPassword.sent' } : { ok: false, messageKey: answer.messageKey });
    },
  });
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {result && (
        <div className={`alert ${result.ok ? 'alert-success' : 'alert-danger'}`} role="status" data-testid="reset-result">
          {t(result.messageKey)}
        </div>
      )}
      <form onSubmit={form.handleSubmit} noValidate>
        <FormField
          name="email"
          type="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.touched.email ? form.errors.email : undefined}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
          {t('forgotPassword.submit')}
        </button>
      </form>
      <div className="auth-links mt-4 small text-center">
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
