import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import i18n from '../i18n';

// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a wizard step can take
// longer than a second to render.
configure({ asyncUtilTimeout: 5000 });

// Component tests read the real i18n files; they run in Mongolian unless a test switches.
afterEach(async () => {
  cleanup();
  void i18n.changeLanguage('mn');
  // A dialog left open schedules sweetalert2 timers; let them run while the test window still exists.
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// A dialog that closed near a file's end gives the focus back 100 ms later (sweetalert2's
// RESTORE_FOCUS_TIMEOUT): wait that out once per file, or the timer runs after the test window is
// gone ("HTMLElement is not defined").
afterAll(async () => {
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 150));
});
