// The entry: as small as possible, so the first paint (index.html's static frame) never waits for
// the app. It checks the Firebase settings the build was made with; without them it shows which are
// missing and where they go (src/firebase/missingSettings.ts), otherwise it loads the app with its
// stylesheets (src/app/start.tsx). docs/performance.md explains the split.
import { missingFirebaseSettings } from './firebase/config';

const root = document.getElementById('root')!;
const missing = missingFirebaseSettings(import.meta.env);

if (missing.length > 0) {
  let language: 'mn' | 'en' = 'mn';
  try {
    if (localStorage.getItem('I18N_LANGUAGE') === 'en') language = 'en';
  } catch {
    // No localStorage: Mongolian first.
  }
  void import('./firebase/missingSettings').then(({ showMissingSettings }) => showMissingSettings(root, missing, language));
} else {
  // start() in a task of its own: evaluating the app's code and its first render are two shorter
  // tasks instead of one long one on a slow phone (Lighthouse's blocking time).
  // Fetched after index.html's static frame has painted: a stylesheet the app adds before the first
  // paint would hold that paint back until it has loaded.
  // With a copy of the last view (index.html, src/lib/lastView.ts), after that copy has painted with
  // its pictures: it is the first screen, and the app's download must not compete with it.
  const load = () =>
    requestAnimationFrame(() =>
      setTimeout(() => void import('./app/start').then(({ start }) => setTimeout(() => start(root), 0)), 0),
    );
  const lastView = (window as Window & { lastViewPainted?: Promise<void> }).lastViewPainted;
  if (lastView) void lastView.then(load);
  else load();
}
