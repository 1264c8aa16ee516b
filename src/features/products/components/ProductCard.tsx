import '../texts';
import type { ReactNode } from 'react';
import { Badge, Button, Input } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money, Picture } from '../../../components';
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
 * checkbox and the screen's buttons. Below 1400 px (tablets, phones, small laptops) the card is
 * compact (products.css): a lower picture with the badges over it, the name on one line, price and
 * size, the buttons; the other fields are in the details.
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
  const noPicture = (
    <span className="text-muted small">
      <i className="bi bi-image fs-2 d-block" aria-hidden="true" />
      {t('products.card.noPicture')}
    </span>
  );
  const none = t('ui.common.noValue');
  const cm = (value: string) => (value ? t('products.card.cm', { value }) : none);
  const location = [t(`products.locationTypes.${p.locationType}`), p.locationName].filter(Boolean).join(' · ');
  const badges = [
    p.isDiscount && (
      <Badge key="discount" color="danger">
        {t('products.card.badges.discount')}
      </Badge>
    ),
    p.isDiscountPending && (
      <Badge key="discountPending" color="warning" className="text-dark">
        {t('products.card.badges.discountPending')}
      </Badge>
    ),
    p.isSalePending && (
      <Badge key="salePending" color="warning" className="text-dark" data-testid="sale-pending-badge">
        {t('products.card.badges.salePending')}
      </Badge>
    ),
    p.isMovePending && (
      <Badge key="movePending" color="warning" className="text-dark" data-testid="move-pending-badge">
        {t('products.card.badges.movePending')}
      </Badge>
    ),
    p.isRefund && (
      <Badge key="refunded" color="secondary">
        {t('products.card.badges.refunded')}
      </Badge>
    ),
    p.isMerchantSold && (
      <Badge key="merchantSold" color="info" className="text-dark">
        {t('products.card.badges.merchantSold')}
      </Badge>
    ),
    p.isPrinted && (
      <Badge key="printed" color="light" className="text-dark border">
        {t('products.card.badges.printed')}
      </Badge>
    ),
  ].filter(Boolean);

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
          className="product-card-picture btn p-0 border-0 w-100 position-relative"
          onClick={() => onOpenGallery(p)}
          disabled={!picture}
          aria-label={t('products.card.openGallery', { name: p.name })}
          data-testid="product-picture"
        >
          {/* A picture that cannot load (offline, not kept yet) leaves this placeholder showing. */}
          {picture ? <Picture src={picture.picUrl} placeholder={noPicture} /> : noPicture}
        </button>
        {p.pics.length > 1 && (
          <Badge color="dark" pill className="position-absolute bottom-0 end-0 m-2 opacity-75">
            <i className="bi bi-images me-1" aria-hidden="true" />
            {p.pics.length}
          </Badge>
        )}
        {selectable && (
          // The whole 44 px corner is the checkbox's tap target (a finger on a tablet or a phone).
          <label className="position-absolute top-0 start-0 product-card-check">
            <Input
              type="checkbox"
              className="m-0"
              checked={selected}
              disabled={!canSelect}
              onChange={() => onToggle?.(p)}
              aria-label={t('products.card.select', { name: p.name })}
              data-testid="product-select"
            />
          </label>
        )}
        {badges.length > 0 && <div className="product-card-badges d-flex flex-wrap gap-1">{badges}</div>}
      </div>
      <div className="card-body product-card-body d-flex flex-column">
        <h2 className="h6 product-card-name" title={p.name} data-testid="product-name">
          {p.name}
        </h2>
        <div className="product-card-price d-flex flex-wrap align-items-baseline column-gap-2">
          <Money value={p.price} original={p.originalPrice > 0 ? p.originalPrice : undefined} />
          {/* Tablets and phones: the size beside the price; the other fields are in the details. */}
          <span className="product-card-size small text-muted text-nowrap">
            {t('products.card.size')} {p.size || none}
          </span>
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
        <div className="product-card-actions mt-auto d-flex flex-wrap gap-1">
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
