import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { ErrorBoundary, useFailure, type FallbackProps } from '../components/ErrorBoundary';
import { LANGUAGES, setLanguage, type Language } from '../i18n';
import type { SessionUser } from '../auth/sessionUser';
import { Logo } from './Logo';
import { useLayout } from './LayoutProvider';

function FullscreenButton() {
  const { t } = useTranslation();
  const [active, setActive] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <button type="button" className="btn topbar-button d-none d-md-inline-flex" onClick={toggle} aria-label={t('layout.fullscreen')} title={t('layout.fullscreen')}>
      <i className={`bi ${active ? 'bi-fullscreen-exit' : 'bi-arrows-fullscreen'}`} aria-hidden="true" />
    </button>
  );
}

function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = (i18n.resolvedLanguage ?? 'mn') as Language;
  return (
    <Dropdown isOpen={open} toggle={() => setOpen(!open)} className="d-inline-block position-relative" inNavbar>
      <DropdownToggle tag="button" className="btn topbar-button" aria-label={t('layout.language')} data-testid="language-switcher">
        <span className="fw-semibold">{current.toUpperCase()}</span>
      </DropdownToggle>
      <DropdownMenu end>
        {LANGUAGES.map((language) => (
          <DropdownItem key={language} active={language === current} onClick={() => setLanguage(language)} data-testid={`language-${language}`}>
            {t(`languages.${language}`)}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </Dropdown>
  );
}

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <Dropdown isOpen={open} toggle={() => setOpen(!open)} className="d-inline-block position-relative" inNavbar>
      <DropdownToggle tag="button" className="btn topbar-button user-toggle" data-testid="user-menu" aria-label={t('layout.userMenu')}>
        <span className="user-avatar" aria-hidden="true">{initials}</span>
        <span className="d-none d-xl-inline ms-2 text-start">
          <span className="d-block lh-sm">{user.firstName}</span>
          <span className="d-block small text-muted lh-sm">{t(user.roleName)}</span>
        </span>
      </DropdownToggle>
      <DropdownMenu end>
        <div className="px-3 py-2 small text-muted">
          {user.firstName} {user.lastName}
          <br />
          {user.email}
          <br />
          {t(user.roleName)}
        </div>
        <DropdownItem divider />
        <DropdownItem tag={Link} to="/logout" className="text-danger" data-testid="logout">
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {t('layout.logout')}
        </DropdownItem>
      </DropdownMenu>
    </Dropdown>
  );
}

/** Holds the bell's place while the notifications load (after the shell, in their own chunk). */
function BellPlaceholder() {
  return (
    <span className="btn topbar-button disabled border-0" aria-hidden="true">
      <i className="bi bi-bell" />
    </span>
  );
}

/** The bell that did not load (offline before its first download): a tap tries again, as does the way back online. */
function BellFailed({ error, retry }: FallbackProps) {
  const { t } = useTranslation();
  useFailure(error, retry);
  return (
    <button type="button" className="btn topbar-button" onClick={retry} title={t('ui.failure.bell')} aria-label={t('ui.failure.bell')} data-testid="bell-failed">
      <i className="bi bi-bell-slash" aria-hidden="true" />
    </button>
  );
}

/**
 * The top bar. `notifications` is the bell (src/app passes the notifications feature's; the layout
 * never imports features): shown between the language switcher and the user menu.
 */
export function Topbar({ user, notifications }: { user: SessionUser; notifications?: ReactNode }) {
  const { t } = useTranslation();
  const { layout, dispatch } = useLayout();
  return (
    <header className={`app-topbar topbar-${layout.topbarTheme}`} data-testid="topbar">
      <div className="d-flex align-items-center gap-1">
        <div className={`topbar-logo${layout.layoutType === 'horizontal' ? '' : ' d-lg-none'}`}>
          <Logo compact />
        </div>
        {layout.layoutType === 'vertical' && (
          <button
            type="button"
            className="btn topbar-button"
            onClick={() => dispatch({ type: 'toggleMenu', screenWidth: window.innerWidth })}
            aria-label={t('layout.toggleMenu')}
            data-testid="menu-toggle"
          >
            <i className="bi bi-list fs-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="d-flex align-items-center gap-1">
        <FullscreenButton />
        <LanguageSwitcher />
        {notifications && (
          <ErrorBoundary fallback={(failure) => <BellFailed {...failure} />}>
            <Suspense fallback={<BellPlaceholder />}>{notifications}</Suspense>
          </ErrorBoundary>
        )}
        <UserMenu user={user} />
        <button
          type="button"
          className="btn topbar-button"
          onClick={() => dispatch({ type: 'rightSidebar', value: true })}
          aria-label={t('layout.settings.title')}
          data-testid="settings-toggle"
        >
          <i className="bi bi-gear" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
