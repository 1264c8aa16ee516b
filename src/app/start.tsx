import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import '../layout/layout.css';
import '../layout/touch.css';
import i18n from '../i18n';
import { keepBootSignIn } from '../features/auth/bootSignIn';
import { App } from './App';
import { preloadSignedInScreen } from './AppRoutes';
import { loadSwalOnFirstInput } from '../components/swal';
import { watchConnection } from '../lib/network';

/**
 * Starts the app in `root` (called by src/main.tsx once the settings are there). Loaded as its own
 * chunk: Vite fetches its stylesheets with it and runs it once they have arrived, so React never
 * paints unstyled, and the static frame of index.html stays until React's first render replaces it.
 */
export function start(root: HTMLElement): void {
  document.documentElement.lang = i18n.language;
  preloadSignedInScreen(window.location.pathname);
  // What was typed into index.html's static sign-in frame carries over to the real form.
  keepBootSignIn();
  loadSwalOnFirstInput();
  // The browser's online flag alone can be wrong (src/lib/network.ts).
  watchConnection();
  // A transition: React renders in slices of a few milliseconds instead of one long task, so a
  // slow phone can still react to a tap on the static frame meanwhile (Lighthouse's blocking time).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
