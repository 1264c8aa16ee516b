import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Already translated message; default "No data". */
  text?: ReactNode;
  /** Optional icon or picture above the text (decorative). */
  icon?: ReactNode;
  /** Optional actions under the text, e.g. an Add button. */
  children?: ReactNode;
  className?: string;
}

/** A centred, muted "nothing here" block for lists and grids (tables use DataTable's `emptyText`). */
export function EmptyState({ text, icon, children, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={`text-center text-muted py-5 ${className ?? ''}`.trim()} role="status">
      {icon && (
        <div className="fs-1 mb-2" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="mb-2">{text ?? t('ui.table.empty')}</p>
      {children && <div className="d-flex justify-content-center flex-wrap gap-2">{children}</div>}
    </div>
  );
}

export default EmptyState;
