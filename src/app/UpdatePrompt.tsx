import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateToast } from '../components/UpdateToast';
import { isOnline } from '../lib/network';

/** How often an open app asks the server whether a new version is out (a tab may stay open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, registerType 'prompt') once the page has loaded,
 * and when a new version is installed and waiting, asks before switching to it: Reload activates it
 * and reloads, Later leaves the current version running (docs/offline.md). Never a silent reload.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the load event: the worker's precaching does not compete with the first paint.
    immediate: false,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (isOnline()) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('service worker registration', error);
    },
  });
  if (!needRefresh) return null;
  return <UpdateToast onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />;
}
