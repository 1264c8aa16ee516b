import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/AuthProvider';
import { findRoute, landingPath } from '../../../auth/access';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { validateLogin, type LoginValues } from '../domain/loginRules';
import { forgetBootSignIn, keptBootSignIn, readBootSignIn } from '../bootSignIn';

interface LoginLocationState {
  /** Set by the route guard when a signed-in person opened a screen outside their role. */
  forbidden?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { state, signIn, clearNotice } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const forbidden = (location.state as LoginLocationState | null)?.forbidden;
  const [error, setError] = useState<string | null>(null);
  // index.html's static copy of this form, shown until the app had loaded (null afterwards).
  const [bootFrame] = useState(keptBootSignIn);
  const bootTaken = useRef(false);

  const send = async (values: LoginValues) => {
    setError(null);
    // Why the last session ended no longer matters once the person signs in again.
    clearNotice();
    const result = await signIn(values.email, values.password);
    if (!result.ok) {
      setError(result.messageKey);
      return;
    }
    navigate(landingPath(result.user.role) ?? '/login', { replace: true });
  };

  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: send,
  });

  // What was typed into the static frame carries over (with the focus, and a pressed "Log In"),
  // read once React has replaced the frame and before the browser paints the real form.
  useLayoutEffect(() => {
    if (!bootFrame || bootTaken.current) return;
    bootTaken.current = true;
    forgetBootSignIn();
    const boot = readBootSignIn(bootFrame);
    const values = { email: boot.email, password: boot.password };
    if (boot.email || boot.password) void form.setValues(values, boot.submitted);
    if (boot.focus) document.getElementById(boot.focus)?.focus();
    if (boot.submitted) {
      // As Formik's submit would: every field touched, sent only when the rules pass.
      // The messages come from the carried values (Formik's own validation would not run when
      // nothing was typed, as the values did not change).
      const errors = validateLogin(values);
      void form.setTouched({ email: true, password: true }, false);
      form.setErrors(errors);
      if (Object.keys(errors).length === 0) {
        form.setSubmitting(true);
        // Sent after this commit, like a press of the real button.
        void Promise.resolve()
          .then(() => send(values))
          .finally(() => form.setSubmitting(false));
      }
    }
    // Once, on the first commit: the frame is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bootFrame]);

  // Someone already signed in who did not arrive here from a refused screen goes to their landing page.
  if (state.status === 'signedIn' && !forbidden) {
    return <Navigate to={landingPath(state.user.role) ?? '/logout'} replace />;
  }

  const notice = state.status === 'signedOut' && state.notice && state.notice !== 'signedOut' ? `login.notice.${state.notice}` : null;
  const forbiddenRoute = forbidden ? findRoute(forbidden) : undefined;
  const fieldError = (name: keyof LoginValues) => (form.touched[name] ? form.errors[name] : undefined);
  // A failed sign-in's message belongs to what was sent: it goes as soon as a field changes.
  const onFieldChange = (event: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    form.handleChange(event);
  };

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
          onChange={onFieldChange}
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
          onChange={onFieldChange}
          onBlur={form.handleBlur}
          error={fieldError('password')}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
          {form.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </form>
      <div className="auth-links d-flex justify-content-between mt-4 small">
        {/* No icons here: the sign-in page would fetch the whole icon font (130 KB) for two of them. */}
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        <Link to="/">{t('login.home')}</Link>
      </div>
    </AuthCard>
  );
}

export default LoginPage;
