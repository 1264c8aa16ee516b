import type { ReactNode } from 'react';
import { Badge } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { Money } from '../../../components';
import type { Product } from '../../../entities/product/product';

/** The product's state as badges (in stock, sold, pending ...). */
function statusKeys(p: Product): string[] {
  const keys: string[] = [];
  if (p.isSold) keys.push('sold');
  if (p.isDeliveryPending) keys.push('deliveryPending');
  if (p.isDiscountPending) keys.push('discountPending');
  if (p.isSalePending) keys.push('salePending');
  if (p.isMovePending) keys.push('movePending');
  if (p.isDiscount) keys.push('discounted');
  if (p.isRefund) keys.push('refunded');
  if (!p.isSold && !p.isDeliveryPending && !p.isSalePending && !p.isMovePending) keys.unshift('inStock');
  return keys;
}

/** Pictures as thumbnails; each opens full size in a new tab. No remove buttons (read-only). */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (product.pics.length === 0) return <p className="text-muted small">{t('productForm.dialog.noPictures')}</p>;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" data-testid="product-gallery">
      {product.pics.map((pic, i) => (
        <li key={pic.picUrl}>
          <a
            href={pic.picUrl}
            target="_blank"
            rel="noreferrer"
            className="d-block border rounded overflow-hidden bg-light"
            style={{ width: i === 0 ? 160 : 96, height: i === 0 ? 160 : 96 }}
            aria-label={t('productForm.dialog.openPicture', { name: pic.picName || product.name })}
          >
            <img src={pic.picUrl} alt={pic.picName || product.name} className="w-100 h-100" style={{ objectFit: 'cover' }} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Read-only detail of a product (the dialog's "view" mode). */
export function ProductDetailsView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const none = t('ui.common.noValue');
  const rows: [string, ReactNode][] = [
    [t('productForm.fields.name'), product.name],
    [t('productForm.fields.sku'), <span className="font-monospace">{product.sku}</span>],
    [t('productForm.fields.size'), product.size || none],
    [t('productForm.fields.width'), product.width || none],
    [t('productForm.fields.height'), product.height || none],
    [t('productForm.fields.brand'), product.brand || none],
    [t('productForm.fields.colors'), product.colors.join(', ') || none],
    [t('productForm.fields.categories'), product.categories.join(', ') || none],
    [t('productForm.fields.source'), product.source || none],
    [t('productForm.fields.location'), `${t(`productForm.locationTypes.${product.locationType}`)}: ${product.locationName || none}`],
    [t('productForm.fields.price'), <Money value={product.price} original={product.isDiscount ? product.originalPrice : undefined} />],
    [
      t('productForm.fields.status'),
      <span className="d-inline-flex flex-wrap gap-1">
        {statusKeys(product).map((key) => (
          <Badge key={key} color={key === 'inStock' ? 'success' : key === 'sold' ? 'secondary' : 'warning'} pill className={key === 'inStock' || key === 'sold' ? '' : 'text-dark'}>
            {t(`productForm.status.${key}`)}
          </Badge>
        ))}
      </span>,
    ],
    [t('productForm.fields.createdBy'), [product.createdUserName, product.date].filter(Boolean).join(' · ') || none],
  ];
  return (
    <div data-testid="product-details">
      <ProductGallery product={product} />
      <dl className="mb-0 small">
        {rows.map(([label, value]) => (
          <div key={label} className="d-flex border-bottom py-2 gap-3">
            <dt className="text-muted fw-normal flex-shrink-0" style={{ width: '38%' }}>
              {label}
            </dt>
            <dd className="mb-0 text-break fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
