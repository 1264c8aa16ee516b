import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findRoute, menuFor } from '../auth/access';
import type { StaffRole } from '../auth/roles';
import { Logo } from './Logo';
import { useLayout } from './LayoutProvider';

/**
 * A menu of at most this many entries (a seller's, the call centre's, a courier's) keeps its words
 * under the icons when the sidebar is narrowed on a tablet: a handful of icons alone left a new
 * seller guessing. Longer menus stay icons only (their words would make the rail scroll).
 */
export const RAIL_WORDS_MAX_ENTRIES = 5;

export function railWithWords(role: StaffRole): boolean {
  return menuFor(role).reduce((n, section) => n + section.items.length, 0) <= RAIL_WORDS_MAX_ENTRIES;
}

/** The role-filtered side menu; the active item follows the path (aliases included). */
export function Sidebar({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const { layout, dispatch } = useLayout();
  const location = useLocation();
  const activePath = findRoute(location.pathname)?.path;
  const sections = menuFor(role);

  return (
    <aside className={`app-sidebar sidebar-${layout.sidebarTheme}`} aria-label={t('layout.menu')} data-testid="sidebar">
      <div className="app-sidebar-brand">
        <Logo compact={layout.sidebarCollapsed} />
      </div>
      <nav className="app-sidebar-menu">
        {sections.map((section) => (
          <div key={section.section} className="menu-section" data-section={section.section}>
            <div className="menu-title">
              <i className={`bi ${section.icon}`} aria-hidden="true" />
              <span>{t(`menu.sections.${section.section}`)}</span>
            </div>
            <ul className="list-unstyled mb-0">
              {section.items.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className={`menu-link${activePath === item.path ? ' active' : ''}`}
                    aria-current={activePath === item.path ? 'page' : undefined}
                    onClick={() => dispatch({ type: 'closeMenu' })}
                    title={t(item.labelKey)}
                  >
                    <i className={`bi ${item.icon} menu-link-icon`} aria-hidden="true" />
                    <span>{t(item.labelKey)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
