import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { SessionUser } from '../auth/sessionUser';
import { Footer } from './Footer';
import { HorizontalMenu } from './HorizontalMenu';
import { useLayout } from './LayoutProvider';
import { SettingsPanel } from './SettingsPanel';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { PageSpinner } from './PageSpinner';

/**
 * The signed-in frame: sidebar (or horizontal menu), topbar, page, footer, settings panel.
 * `notifications`: the top bar's bell, composed by src/app.
 */
export function Shell({ user, notifications }: { user: SessionUser; notifications?: ReactNode }) {
  const { layout, dispatch } = useLayout();
  const classes = [
    'app-shell',
    `layout-${layout.layoutType}`,
    `width-${layout.layoutWidth}`,
    `sidebar-type-${layout.sidebarType}`,
    layout.sidebarCollapsed ? 'sidebar-collapsed' : '',
    layout.sidebarOpen ? 'sidebar-open' : '',
  ].join(' ');

  return (
    <div className={classes} data-testid="shell">
      {layout.layoutType === 'vertical' && <Sidebar role={user.role} />}
      {layout.sidebarOpen && <div className="app-backdrop" onClick={() => dispatch({ type: 'closeMenu' })} aria-hidden="true" />}
      <div className="app-main">
        <Topbar user={user} notifications={notifications} />
        {layout.layoutType === 'horizontal' && <HorizontalMenu role={user.role} />}
        <main className="app-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <SettingsPanel />
    </div>
  );
}

export default Shell;
