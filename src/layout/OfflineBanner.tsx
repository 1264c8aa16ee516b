import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/network';

/** How long "Back online" stays before the banner clears. */
export const BACK_ONLINE_MS = 4000;

/**
 * Says when the device is offline (the data shown is the cached copy, writes that need the server
 * are refused) and, once the connection is back, that it is back; that message clears after
 * BACK_ONLINE_MS (docs/offline.md). Nothing shows while online from the start.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  // Adjusted while rendering (not in an effect): a change of network state starts or ends "back online".
  const [previous, setPrevious] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== previous) {
    setPrevious(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const state = !online ? 'offline' : backOnline ? 'online' : null;
  return (
    // The live region stays in the page so screen readers announce each change.
    <div className="app-offline-banner" role="status" aria-live="polite">
      {state === 'offline' && (
        <div className="alert alert-warning d-flex gap-2 mb-0" data-testid="offline-banner" data-state="offline">
          <i className="bi bi-wifi-off fs-5 lh-1" aria-hidden="true" />
          <div>
            <strong className="me-1">{t('offline.offlineTitle')}</strong>
            {/* Phones get the short text: the banner stays on screen and must not take a quarter of it. */}
            <span className="d-sm-none">{t('offline.offlineShort')}</span>
            <span className="d-none d-sm-inline">{t('offline.offlineText')}</span>
          </div>
        </div>
      )}
      {state === 'online' && (
        <div className="alert alert-success d-flex gap-2 mb-0" data-testid="offline-banner" data-state="online">
          <i className="bi bi-wifi fs-5 lh-1" aria-hidden="true" />
          <div>
            <strong className="me-1">{t('offline.onlineTitle')}</strong>
            {t('offline.onlineText')}
          </div>
        </div>
      )}
    </div>
  );
}
