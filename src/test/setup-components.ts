import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import Swal from 'sweetalert2';
import i18n from '../i18n';

// Component tests read the real i18n files; they run in Mongolian unless a test switches.
afterEach(async () => {
  cleanup();
  void i18n.changeLanguage('mn');
  // A dialog left open schedules sweetalert2 timers; let them run while the test window still exists.
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
