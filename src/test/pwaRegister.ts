import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

// Vitest's stand-in for 'virtual:pwa-register/react' (vitest.config.ts), a module vite-plugin-pwa
// creates only in the app's build: in tests no service worker registers and no update is waiting,
// as in `npm start`. The prompt's own parts are tested through src/components/UpdateToast.tsx.
export function useRegisterSW(_options: RegisterSWOptions = {}) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async (_reload?: boolean) => undefined };
}
