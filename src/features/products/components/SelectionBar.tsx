import '../texts';
import { useId } from 'react';
import { Button, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';

/** The selling wizards' actions (built by the selling issue). */
import type { SaleAction } from '../../../entities/product/saleWizards';

export type { SaleAction };
export type BulkAction = SaleAction | 'move' | 'print';

const TEST_IDS: Record<BulkAction, string> = {
  discount: 'bulk-discount',
  sellMerchant: 'bulk-sell-merchant',
  sellStore: 'bulk-sell-store',
  sellDelivery: 'bulk-sell-delivery',
  move: 'bulk-move',
  print: 'bulk-print',
};

const ICONS: Record<BulkAction, string> = {
  discount: 'bi-percent',
  sellMerchant: 'bi-briefcase',
  sellStore: 'bi-shop',
  sellDelivery: 'bi-truck',
  move: 'bi-arrow-left-right',
  print: 'bi-upc-scan',
};

const COLORS: Record<BulkAction, string> = {
  discount: 'warning',
  sellMerchant: 'primary',
  sellStore: 'primary',
  sellDelivery: 'primary',
  move: 'success',
  print: 'secondary',
};

export interface SelectionBarProps {
  /** Already formatted total ('1,234', '5,000+', '≤ 120'). */
  total: string;
  /** Whether the screen has checkboxes and bulk buttons at all (the sold list has not). */
  selectable: boolean;
  selectedCount: number;
  /** Selection state of the products shown: drives the select-all checkbox. */
  pageState: 'all' | 'some' | 'none';
  /** Nothing on the page can be selected. */
  selectAllDisabled: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  actions: readonly BulkAction[];
  /** An action listed without a handler is shown disabled: its feature is not built yet. */
  handlers: Partial<Record<BulkAction, () => void>>;
}

function BulkButton({ action, selectedCount, onClick }: { action: BulkAction; selectedCount: number; onClick?: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = !onClick ? t('products.bulk.comingSoon') : selectedCount === 0 ? t('products.bulk.needSelection') : null;
  const label = t(`products.bulk.${action}`);
  // Below 1400 px a short word (contained in the full name, which screen readers hear) keeps the
  // buttons on one line over a tablet's grid.
  const button = (
    <Button
      size="sm"
      color={COLORS[action]}
      outline={action === 'print'}
      disabled={reason !== null}
      onClick={onClick}
      aria-label={label}
      aria-describedby={reason ? reasonId : undefined}
      className="text-nowrap"
      data-testid={TEST_IDS[action]}
    >
      <i className={`bi ${ICONS[action]} me-1`} aria-hidden="true" />
      <span className="d-none d-xxl-inline">{label}</span>
      <span className="d-xxl-none">{t(`products.bulk.short.${action}`)}</span>
    </Button>
  );
  if (!reason) return button;
  // A disabled button gets no mouse events, so the hover hint sits on a wrapper; the description
  // makes it heard by screen readers. (reactstrap's Popper tooltips do not work with React 19 here.)
  return (
    <span className="d-inline-block" title={reason} data-testid={`${TEST_IDS[action]}-hint`}>
      {button}
      <span id={reasonId} className="visually-hidden">
        {reason}
      </span>
    </span>
  );
}

/**
 * The toolbar over the grid: select-all, the total and selected counters, and the bulk buttons,
 * enabled only while something is selected.
 */
export function SelectionBar({ total, selectable, selectedCount, pageState, selectAllDisabled, onToggleAll, onClear, actions, handlers }: SelectionBarProps) {
  const { t } = useTranslation();
  const selectAllId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="selection-bar">
      {selectable && (
        <div className="form-check mb-0 me-1">
          <Input
            id={selectAllId}
            type="checkbox"
            className="form-check-input"
            checked={pageState === 'all'}
            innerRef={(el: HTMLInputElement | null) => {
              if (el) el.indeterminate = pageState === 'some';
            }}
            disabled={selectAllDisabled}
            onChange={onToggleAll}
            aria-label={t('products.selection.selectAll')}
            data-testid="select-all"
          />
          <Label for={selectAllId} check className="small" aria-hidden="true">
            {t('products.selection.selectAllShort')}
          </Label>
        </div>
      )}
      <span className="badge text-bg-light border fw-normal product-counter" data-testid="product-total">
        {t('products.selection.total', { total })}
      </span>
      {selectable && (
        <span className={`badge border fw-normal product-counter ${selectedCount > 0 ? 'text-bg-primary' : 'text-bg-light'}`} data-testid="product-selected" aria-live="polite">
          {t('products.selection.selected', { count: selectedCount })}
        </span>
      )}
      {selectable && selectedCount > 0 && (
        <Button size="sm" color="link" className="p-0" onClick={onClear} data-testid="selection-clear">
          {t('products.selection.clear')}
        </Button>
      )}
      {selectable && actions.length > 0 && (
        <div className="d-flex flex-wrap gap-1 ms-lg-auto" role="group" aria-label={t('products.bulk.label')}>
          {actions.map((action) => (
            <BulkButton key={action} action={action} selectedCount={selectedCount} onClick={handlers[action]} />
          ))}
        </div>
      )}
    </div>
  );
}
