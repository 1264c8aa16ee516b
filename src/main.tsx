import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './layout/layout.css';
import i18n from './i18n';
import { App } from './app/App';
import { preloadSignedInScreen } from './app/AppRoutes';

document.documentElement.lang = i18n.language;
preloadSignedInScreen(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
