import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading screen hides after 2500 ms at the latest; it also hides as soon as `ready`. */
export const LOADING_SCREEN_MS = 2500;

export function LoadingScreen({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), LOADING_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (ready || timedOut) return null;
  return (
    <div className="app-preloader" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="app-preloader-text">{t('common.loading')}</span>
    </div>
  );
}
