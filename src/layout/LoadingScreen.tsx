import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/network';

/** The full-screen loader hides after 2500 ms at the latest (then a small notice); it also hides as soon as `ready`. */
export const LOADING_SCREEN_MS = 2500;

/**
 * While the session is restored. Offline, a signed-in person whose profile this device has not
 * cached waits for the connection (src/auth/AuthProvider.tsx): past the time-out the screen then
 * says so instead of going blank (docs/offline.md).
 */
export function LoadingScreen({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), LOADING_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (ready) return null;
  if (timedOut && !online) {
    return (
      <div className="app-preloader p-4" role="status" aria-live="polite" data-testid="loading-offline">
        <div className="alert alert-warning mb-0" style={{ maxWidth: 480 }}>
          <i className="bi bi-wifi-off me-2" aria-hidden="true" />
          {t('offline.startOffline')}
        </div>
      </div>
    );
  }
  // The full-screen loader goes after 2,500 ms (the spec's time), but the page never goes blank while
  // the session is still being restored (a slow network or server): a small notice stays instead.
  if (timedOut) {
    return (
      <div className="app-loading-slow" role="status" aria-live="polite" data-testid="loading-slow">
        <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  return (
    <div className="app-preloader" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="app-preloader-text">{t('common.loading')}</span>
    </div>
  );
}
