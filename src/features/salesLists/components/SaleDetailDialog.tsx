import '../texts';
import type { ReactNode } from 'react';
import { Alert, Badge, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import { purchaseTypeLabel, statusLabel } from '../../../entities/order/orderView';
import { formatDateTime } from '../../../lib/dates';
import { useSaleOrder } from '../api/salesListQueries';
import type { SaleRow } from '../domain/salesList';
import { saleStateOf, type SaleRecord } from '../../../entities/sale/sale';

export interface SaleDetailDialogProps {
  /** The sale to show; null keeps the dialog closed. */
  sale: SaleRow | null;
  onClose: () => void;
}

/**
 * A sale's details: the product as sold (pictures, name, barcode, brand, size, colours, categories),
 * its price figures, the buyer, location, purchase type, date and state, and the order it
 * belongs to (read when the dialog opens; a deleted order is said).
 */
export function SaleDetailDialog({ sale, onClose }: SaleDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={sale !== null} toggle={onClose} size="lg" scrollable data-testid="sale-detail">
      <ModalHeader toggle={onClose} closeAriaLabel={t('salesLists.detail.close')}>
        {t('salesLists.detail.title')}
      </ModalHeader>
      <ModalBody>{sale && <SaleDetailBody sale={sale} />}</ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" onClick={onClose}>
          {t('salesLists.detail.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="col-5 col-sm-4">{label}</dt>
      <dd className="col-7 col-sm-8 text-break" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

export function SaleDetailBody({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation();
  const none = t('ui.common.noValue');
  const p = sale.product;
  const f = sale.figures;
  return (
    <>
      <h2 className="h6 text-muted text-uppercase">{t('salesLists.detail.product')}</h2>
      {p ? (
        <>
          {p.pics.length > 0 ? (
            <div className="d-flex flex-wrap gap-2 mb-2" data-testid="sale-detail-pictures">
              {p.pics.map((pic, i) => (
                <img
                  key={`${pic.picName}-${i}`}
                  src={pic.picUrl}
                  alt={`${p.name} ${i + 1}`}
                  width={96}
                  height={96}
                  className="rounded border"
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </div>
          ) : (
            <p className="small text-muted">{t('salesLists.noPicture')}</p>
          )}
          <dl className="row mb-3">
            <Item label={t('salesLists.detail.name')} testId="sale-detail-name">
              {p.name || none}
            </Item>
            <Item label={t('salesLists.detail.sku')}>{p.sku || none}</Item>
            <Item label={t('salesLists.detail.brand')}>{p.brand || none}</Item>
            <Item label={t('salesLists.detail.size')}>{p.size || none}</Item>
            <Item label={t('salesLists.detail.colors')}>{p.colors.join(', ') || none}</Item>
            <Item label={t('salesLists.detail.categories')}>{p.categories.join(', ') || none}</Item>
          </dl>
        </>
      ) : (
        <p className="text-muted">{t('salesLists.detail.noProduct')}</p>
      )}

      <h2 className="h6 text-muted text-uppercase">{t('salesLists.detail.figures')}</h2>
      <dl className="row mb-3" data-testid="sale-detail-figures">
        <Item label={t('salesLists.columns.basePrice')}>
          <Money value={f.basePrice} />
        </Item>
        <Item label={t('salesLists.columns.discountedPrice')}>
          <Money value={f.discountedPrice} />
        </Item>
        <Item label={t('salesLists.columns.noatPrice')}>
          <Money value={f.noatPrice} />
        </Item>
        <Item label={t('salesLists.columns.soldPrice')}>
          <Money value={f.soldPrice} className="fw-semibold" />
        </Item>
      </dl>

      <h2 className="h6 text-muted text-uppercase">{t('salesLists.detail.sale')}</h2>
      <dl className="row mb-3">
        <Item label={t('salesLists.detail.customer')}>{sale.customerName || none}</Item>
        <Item label={t('salesLists.detail.phone')}>{sale.customerPhone || none}</Item>
        <Item label={t('salesLists.detail.location')}>{sale.locationName || none}</Item>
        <Item label={t('salesLists.detail.purchaseType')}>{purchaseTypeLabel(sale.purchaseType, t) || none}</Item>
        <Item label={t('salesLists.detail.date')}>{formatDateTime(sale.createdAt) || none}</Item>
        <Item label={t('salesLists.detail.state')} testId="sale-detail-state">
          <SaleState sale={sale} />
        </Item>
      </dl>

      <h2 className="h6 text-muted text-uppercase">{t('salesLists.detail.order')}</h2>
      <SaleOrder orderId={sale.orderId || null} />
    </>
  );
}

/**
 * Sold; refunded, or returned at the counter (a return or an exchange took it back); and marked when
 * it was sold in a counter exchange, returned later or not (docs/reports.md, sales lists).
 */
export function SaleState({ sale }: { sale: Pick<SaleRecord, 'refunded' | 'returnId' | 'exchangeId'> }) {
  const { t } = useTranslation();
  const state = saleStateOf(sale);
  const exchange = sale.exchangeId !== null && (
    <Badge color="info" className="text-dark" data-testid="sale-exchange">
      {t('salesLists.state.exchange')}
    </Badge>
  );
  if (state === 'sold') return <span className="text-success">{t('salesLists.state.sold')}</span>;
  if (state === 'exchange') return exchange;
  return (
    <span className="d-inline-flex gap-1">
      <Badge color="warning" className="text-dark" data-testid="sale-refunded" data-state={state}>
        {t(`salesLists.state.${state}`)}
      </Badge>
      {exchange}
    </span>
  );
}

function SaleOrder({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  const state = useSaleOrder(orderId);
  if (!orderId) return <p className="text-muted mb-0">{t('salesLists.detail.orderNone')}</p>;
  if (state.loading) {
    return (
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner size="sm" aria-hidden="true" />
        <span>{t('ui.table.loading')}</span>
      </div>
    );
  }
  if (state.error) {
    return (
      <Alert color="danger" className="mb-0 py-2" role="alert">
        {t('salesLists.detail.orderError')}
      </Alert>
    );
  }
  if (!state.data) {
    return (
      <Alert color="warning" className="mb-0 py-2" data-testid="sale-order-missing">
        {t('salesLists.detail.orderMissing')}
      </Alert>
    );
  }
  const o = state.data;
  const creator = [o.createdUser.lastName, o.createdUser.firstName].filter(Boolean).join(' ');
  return (
    <dl className="row mb-0" data-testid="sale-order">
      <Item label={t('salesLists.detail.orderId')}>
        <code>{o.id}</code>
      </Item>
      <Item label={t('salesLists.detail.purchaseType')}>{purchaseTypeLabel(o.purchaseType, t) || t('ui.common.noValue')}</Item>
      <Item label={t('salesLists.detail.orderStatus')}>{statusLabel(o.pending_status, t) || t('ui.common.noValue')}</Item>
      <Item label={t('salesLists.detail.orderGoods')}>{o.quantity || o.products.length}</Item>
      <Item label={t('salesLists.detail.orderTotal')}>
        <Money value={o.soldTotalPrice} />
      </Item>
      <Item label={t('salesLists.detail.createdBy')}>{creator || t('ui.common.noValue')}</Item>
      <Item label={t('salesLists.detail.date')}>{formatDateTime(o.createdAt.toMillis()) || t('ui.common.noValue')}</Item>
    </dl>
  );
}

export default SaleDetailDialog;
