import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../i18n';

// Component tests read the real i18n files; they run in Mongolian unless a test switches.
afterEach(() => {
  cleanup();
  void i18n.changeLanguage('mn');
});
