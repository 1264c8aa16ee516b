import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/network';

/** The loading screen hides after 2500 ms at the latest; it also hides as soon as `ready`. */
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
  if (timedOut) return null;
  return (
    <div className="app-preloader" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="app-preloader-text">{t('common.loading')}</span>
    </div>
  );
}
