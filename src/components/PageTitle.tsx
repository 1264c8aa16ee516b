import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageTitleProps {
  /** Already translated page heading. */
  title: string;
  /** Trail shown above the heading, e.g. [t('menu.stock'), t('menu.products')]; the last is the current page. */
  breadcrumbs?: readonly string[];
  /** Extra line under the heading. */
  subtitle?: ReactNode;
  /** Buttons on the right (wrap under the heading on a phone). */
  actions?: ReactNode;
}

/** The page's `<h1>` with an optional breadcrumb trail, subtitle and actions. */
export function PageTitle({ title, breadcrumbs, subtitle, actions }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
      <div style={{ minWidth: 0 }}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label={t('ui.pageTitle.breadcrumb')}>
            <ol className="breadcrumb small mb-1">
              {breadcrumbs.map((crumb, i) => {
                const last = i === breadcrumbs.length - 1;
                return (
                  <li
                    key={`${i}-${crumb}`}
                    className={`breadcrumb-item${last ? ' active' : ''}`}
                    aria-current={last ? 'page' : undefined}
                  >
                    {crumb}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <h1 className="h4 mb-0 text-break" data-testid="page-title">
          {title}
        </h1>
        {subtitle && <div className="text-muted small mt-1">{subtitle}</div>}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export default PageTitle;
