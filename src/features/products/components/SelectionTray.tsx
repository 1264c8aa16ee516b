import '../texts';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { Product } from '../../../entities/product/product';

export interface SelectionTrayProps {
  /** The selected products, in the order they were selected. */
  products: readonly Product[];
  onRemove: (product: Product) => void;
}

/**
 * The products gathered so far (by scanning or ticking), whatever the grid shows now: the counter
 * sees what it is about to sell and can take one out. Products stay selected across searches,
 * filters and pages.
 */
export function SelectionTray({ products, onRemove }: SelectionTrayProps) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  const total = products.reduce((sum, p) => sum + p.price, 0);
  return (
    <section className="selection-tray card card-body p-2 mb-2 d-flex flex-row align-items-center gap-2" aria-label={t('products.tray.title')} data-testid="selection-tray">
      {/* One line that scrolls sideways below 1400 px (products.css), so a long selection never pushes the grid down. */}
      <ul className="selection-tray-list list-unstyled d-flex gap-1 mb-0 flex-grow-1">
        {products.map((p) => (
          <li key={p.id} className="selection-tray-item badge text-bg-light border d-inline-flex align-items-center gap-2 fw-normal" data-testid="tray-item" data-id={p.id}>
            <span className="text-truncate" style={{ maxWidth: '14rem' }}>
              {p.name} <span className="text-muted">· {p.size} · {p.sku}</span>
            </span>
            <Money value={p.price} />
            <Button
              size="sm"
              color="link"
              className="p-0 text-danger tray-remove"
              onClick={() => onRemove(p)}
              aria-label={t('products.tray.remove', { name: p.name })}
              data-testid="tray-remove"
            >
              <i className="bi bi-x-circle" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="small fw-semibold text-nowrap" data-testid="tray-total">
        <Money value={total} />
      </div>
    </section>
  );
}
