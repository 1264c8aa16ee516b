import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UncontrolledDropdown, DropdownToggle, DropdownMenu, DropdownItem } from 'reactstrap';
import { findRoute, menuFor } from '../auth/access';
import type { StaffRole } from '../auth/roles';

/** Horizontal layout: the same role-filtered menu as the sidebar, as a bar of dropdowns. */
export function HorizontalMenu({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activePath = findRoute(useLocation().pathname)?.path;
  return (
    <nav className="app-topnav" aria-label={t('layout.menu')} data-testid="horizontal-menu">
      {menuFor(role).map((section) => (
        <UncontrolledDropdown key={section.section} className="d-inline-block position-relative" inNavbar>
          <DropdownToggle tag="button" className={`btn btn-link topnav-toggle${section.items.some((i) => i.path === activePath) ? ' active' : ''}`}>
            <i className={`bi ${section.icon} me-1`} aria-hidden="true" />
            {t(`menu.sections.${section.section}`)}
          </DropdownToggle>
          <DropdownMenu>
            {section.items.map((item) => (
              <DropdownItem key={item.path} active={item.path === activePath} onClick={() => navigate(item.path)}>
                {t(item.labelKey)}
              </DropdownItem>
            ))}
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </nav>
  );
}
