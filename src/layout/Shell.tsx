import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary, FailureNotice } from '../components/ErrorBoundary';
import type { SessionUser } from '../auth/sessionUser';
import { Footer } from './Footer';
import { HorizontalMenu } from './HorizontalMenu';
import { OfflineBanner } from './OfflineBanner';
import { useLayout } from './LayoutProvider';
import { SettingsPanel } from './SettingsPanel';
import { railWithWords, Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { PageSpinner } from './PageSpinner';

/**
 * The signed-in frame: sidebar (or horizontal menu), topbar, page, footer, settings panel.
 * `notifications`: the top bar's bell, composed by src/app.
 */
export function Shell({ user, notifications }: { user: SessionUser; notifications?: ReactNode }) {
  const { layout, dispatch } = useLayout();
  const { pathname } = useLocation();
  const classes = [
    'app-shell',
    `layout-${layout.layoutType}`,
    `width-${layout.layoutWidth}`,
    `sidebar-type-${layout.sidebarType}`,
    layout.sidebarCollapsed ? 'sidebar-collapsed' : '',
    railWithWords(user.role) ? 'sidebar-rail-words' : '',
    layout.sidebarOpen ? 'sidebar-open' : '',
  ].join(' ');

  return (
    <div className={classes} data-testid="shell">
      {layout.layoutType === 'vertical' && <Sidebar role={user.role} />}
      {layout.sidebarOpen && <div className="app-backdrop" onClick={() => dispatch({ type: 'closeMenu' })} aria-hidden="true" />}
      <div className="app-main">
        <Topbar user={user} notifications={notifications} />
        {layout.layoutType === 'horizontal' && <HorizontalMenu role={user.role} />}
        <OfflineBanner />
        <main className="app-content">
          {/* A screen that fails (not downloaded offline, or a bug) says so here, with Try again; the
              menus stay, and another address starts afresh. */}
          <ErrorBoundary resetKey={pathname} fallback={(failure) => <FailureNotice {...failure} place="screen" />}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      <SettingsPanel />
    </div>
  );
}

export default Shell;
