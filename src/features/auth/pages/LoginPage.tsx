import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/AuthProvider';
import { findRoute, landingPath } from '../../../auth/access';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { loginSchema, type LoginValues } from '../domain/loginSchema';

interface LoginLocationState {
  /** Set by the route guard when a signed-in person opened a screen outside their role. */
  forbidden?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const forbidden = (location.state as LoginLocationState | null)?.forbidden;
  const [error, setError] = useState<string | null>(null);

  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setError(null);
      const result = await signIn(values.email, values.password);
      if (!result.ok) {
        setError(result.messageKey);
        return;
      }
      navigate(landingPath(result.user.role) ?? '/login', { replace: true });
    },
  });

  // Someone already signed in who did not arrive here from a refused screen goes to their landing page.
  if (state.status === 'signedIn' && !forbidden) {
    return <Navigate to={landingPath(state.user.role) ?? '/logout'} replace />;
  }

  const notice = state.status === 'signedOut' && state.notice && state.notice !== 'signedOut' ? `login.notice.${state.notice}` : null;
  const forbiddenRoute = forbidden ? findRoute(forbidden) : undefined;
  const fieldError = (name: keyof LoginValues) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {state.status === 'signedIn' && forbidden && (
        <div className="alert alert-warning" role="alert" data-testid="forbidden-notice">
          {t('login.forbidden', { page: forbiddenRoute ? t(forbiddenRoute.labelKey) : forbidden })}{' '}
          <Link to={landingPath(state.user.role) ?? '/logout'}>{t('login.backToHome')}</Link>
        </div>
      )}
      {notice && !error && (
        <div className="alert alert-info" role="status" data-testid="login-notice">
          {t(notice)}
        </div>
      )}
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="login-error">
          {t(error)}
        </div>
      )}
      <form onSubmit={form.handleSubmit} noValidate>
        <FormField
          name="email"
          type="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="username"
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('email')}
        />
        <FormField
          name="password"
          type="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('password')}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
          {form.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </form>
      <div className="d-flex justify-content-between mt-4 small">
        <Link to="/forgot-password">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {t('login.forgotPassword')}
        </Link>
        <Link to="/">
          <i className="bi bi-house me-1" aria-hidden="true" />
          {t('login.home')}
        </Link>
      </div>
    </AuthCard>
  );
}

export default LoginPage;
