import '../texts';
import type { ReactNode } from 'react';
import { Badge, Button, Input } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { Product } from '../../../entities/product/product';

/** The card buttons a screen offers; a missing handler hides the button. */
export interface ProductCardActions {
  onDetails?: (p: Product) => void;
  onEdit?: (p: Product) => void;
  onPrint?: (p: Product) => void;
  onCopy?: (p: Product) => void;
  onRefund?: (p: Product) => void;
}

export interface ProductCardProps extends ProductCardActions {
  product: Product;
  /** Shows the checkbox (screens with bulk actions). */
  selectable: boolean;
  /** False greys the checkbox out (a product waiting for a discount decision cannot be sold or moved). */
  canSelect?: boolean;
  selected: boolean;
  onToggle?: (p: Product) => void;
  onOpenGallery: (p: Product) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="product-card-field">
      <dt>{label}</dt>
      <dd className="text-break">{children}</dd>
    </div>
  );
}

/**
 * One product of the grid (docs/products.md): picture opening the gallery, name, size, brand, width,
 * barcode, height, colours, source, location, price (original struck through when discounted),
 * checkbox and the screen's buttons.
 */
export function ProductCard({
  product: p,
  selectable,
  canSelect = true,
  selected,
  onToggle,
  onOpenGallery,
  onDetails,
  onEdit,
  onPrint,
  onCopy,
  onRefund,
}: ProductCardProps) {
  const { t } = useTranslation();
  const picture = p.pics[0];
  const none = t('ui.common.noValue');
  const cm = (value: string) => (value ? t('products.card.cm', { value }) : none);
  const location = [t(`products.locationTypes.${p.locationType}`), p.locationName].filter(Boolean).join(' · ');

  return (
    <article
      className={`card h-100 product-card${selected ? ' border-primary product-card-selected' : ''}`}
      data-testid="product-card"
      data-product-id={p.id}
      aria-label={p.name}
    >
      <div className="position-relative">
        <button
          type="button"
          className="product-card-picture btn p-0 border-0 w-100"
          onClick={() => onOpenGallery(p)}
          disabled={!picture}
          aria-label={t('products.card.openGallery', { name: p.name })}
          data-testid="product-picture"
        >
          {picture ? (
            <img src={picture.picUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="text-muted small">
              <i className="bi bi-image fs-2 d-block" aria-hidden="true" />
              {t('products.card.noPicture')}
            </span>
          )}
        </button>
        {p.pics.length > 1 && (
          <Badge color="dark" pill className="position-absolute bottom-0 end-0 m-2 opacity-75">
            <i className="bi bi-images me-1" aria-hidden="true" />
            {p.pics.length}
          </Badge>
        )}
        {selectable && (
          <div className="position-absolute top-0 start-0 m-2 product-card-check">
            <Input
              type="checkbox"
              className="m-0"
              checked={selected}
              disabled={!canSelect}
              onChange={() => onToggle?.(p)}
              aria-label={t('products.card.select', { name: p.name })}
              data-testid="product-select"
            />
          </div>
        )}
      </div>
      <div className="card-body p-2 d-flex flex-column">
        <h2 className="h6 mb-1 text-break" data-testid="product-name">
          {p.name}
        </h2>
        <div className="mb-1">
          <Money value={p.price} original={p.originalPrice > 0 ? p.originalPrice : undefined} />
        </div>
        <div className="d-flex flex-wrap gap-1 mb-1">
          {p.isDiscount && <Badge color="danger">{t('products.card.badges.discount')}</Badge>}
          {p.isDiscountPending && <Badge color="warning" className="text-dark">{t('products.card.badges.discountPending')}</Badge>}
          {p.isRefund && <Badge color="secondary">{t('products.card.badges.refunded')}</Badge>}
          {p.isMerchantSold && <Badge color="info" className="text-dark">{t('products.card.badges.merchantSold')}</Badge>}
          {p.isPrinted && <Badge color="light" className="text-dark border">{t('products.card.badges.printed')}</Badge>}
        </div>
        <dl className="product-card-fields small mb-2">
          <Field label={t('products.card.size')}>{p.size || none}</Field>
          <Field label={t('products.card.brand')}>{p.brand || none}</Field>
          <Field label={t('products.card.width')}>{cm(p.width)}</Field>
          <Field label={t('products.card.height')}>{cm(p.height)}</Field>
          <Field label={t('products.card.sku')}>
            <span className="font-monospace" data-testid="product-sku">
              {p.sku}
            </span>
          </Field>
          <Field label={t('products.card.colors')}>{p.colors.join(', ') || none}</Field>
          <Field label={t('products.card.source')}>{p.source || none}</Field>
          <Field label={t('products.card.location')}>
            <span data-testid="product-location">{location}</span>
          </Field>
        </dl>
        <div className="mt-auto d-flex flex-wrap gap-1">
          {onDetails && (
            <Button size="sm" color="secondary" outline onClick={() => onDetails(p)} aria-label={t('products.card.detailsOf', { name: p.name })} title={t('products.card.details')} data-testid="product-details">
              <i className="bi bi-eye" aria-hidden="true" />
            </Button>
          )}
          {onEdit && (
            <Button size="sm" color="primary" outline onClick={() => onEdit(p)} aria-label={t('products.card.editOf', { name: p.name })} title={t('products.card.edit')} data-testid="product-edit">
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
          )}
          {onPrint && (
            <Button size="sm" color="secondary" outline onClick={() => onPrint(p)} aria-label={t('products.card.printOf', { name: p.name })} title={t('products.card.print')} data-testid="product-print">
              <i className="bi bi-upc-scan" aria-hidden="true" />
            </Button>
          )}
          {onCopy && (
            <Button size="sm" color="secondary" outline onClick={() => onCopy(p)} aria-label={t('products.card.copyOf', { name: p.name })} title={t('products.card.copy')} data-testid="product-copy">
              <i className="bi bi-copy" aria-hidden="true" />
            </Button>
          )}
          {onRefund && (
            <Button size="sm" color="danger" outline onClick={() => onRefund(p)} aria-label={t('products.card.refundOf', { name: p.name })} data-testid="product-refund">
              <i className="bi bi-arrow-counterclockwise" aria-hidden="true" /> {t('products.card.refund')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
