import { useId, useMemo, useState } from 'react';
import { Button, Input, Label, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import './deliveries.css';
import { Money, Picture } from '../../../components';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { pageSlice, totalPagesFor } from '../../../lib/pagination';
import { useLastView } from '../../../layout/useLastView';
import type { Order } from '../../../entities/order/order';
import { DeliverySlipButton } from '../../../entities/order/receipt';
import { paymentsText } from '../../../entities/order/paymentView';
import { contactName, contactPhone, courierName, doorRefundOf } from '../../../entities/order/orderView';
import { deliveryPointName, mapSearchUrl, searchCards, telHref, uniqueLines, type TableActions } from '../domain/deliveries';

export interface DeliveryCardHandlers {
  onDetails: (order: Order) => void;
  onAssign: (order: Order) => void;
  onConfirm: (order: Order) => void;
  onCancel: (order: Order) => void;
  onRemove: (order: Order) => void;
}

export interface DeliveryCardProps extends DeliveryCardHandlers {
  order: Order;
  /** The delivery point's name ('-' when unknown). */
  pointName: string;
  actions: TableActions;
  /** The delivery person's name (dispatchers' on-the-way and delivered orders). */
  showCourier: boolean;
}

/**
 * One delivery order as a courier needs it at the door, on a 375 px phone: who (a tap-to-call
 * phone), where (point, address, description, a map search), what (each product's picture, name,
 * size), the amount to collect in large type, and the actions as buttons of at least 44 px.
 */
export function DeliveryCard({ order, pointName, actions, showCourier, onDetails, onAssign, onConfirm, onCancel, onRemove }: DeliveryCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = contactName(order);
  const phone = contactPhone(order);
  const tel = telHref(phone);
  const map = mapSearchUrl(order.address, pointName);
  const door = doorRefundOf(order);
  const refunded = new Set(order.refundedProductIds ?? []);
  const lines = uniqueLines(order.products);
  const courier = courierName(order.deliveryBoy);
  const delivered = order.pending_status === 'done';
  const amount = door ? door.delivered.soldTotalPrice : order.soldTotalPrice;

  return (
    <article className="card dlv-card shadow-sm" aria-labelledby={nameId} data-testid="delivery-card" data-order-id={order.id}>
      <div className="card-body p-3">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 className="dlv-card-name fw-semibold mb-0" id={nameId} data-testid="card-name">
            {name || t('ui.common.noValue')}
          </h3>
          <span className="small text-muted text-nowrap pt-1">{formatDateTime(order.createdAt.toMillis()).slice(0, 16)}</span>
        </div>

        {tel ? (
          <a href={tel} className="btn btn-outline-primary dlv-tap d-inline-flex align-items-center gap-2 fs-5" data-testid="card-phone">
            <i className="bi bi-telephone-fill" aria-hidden="true" />
            <span className="visually-hidden">{t('deliveries.card.call')} </span>
            {phone}
          </a>
        ) : (
          <div className="text-muted" data-testid="card-phone">
            {phone || t('deliveries.card.noPhone')}
          </div>
        )}

        <div className="mt-3" data-testid="card-address">
          <div className="fw-semibold">
            <i className="bi bi-geo-alt-fill text-danger me-1" aria-hidden="true" />
            <span className="visually-hidden">{t('deliveries.columns.deliveryPoint')}: </span>
            {pointName}
          </div>
          <div>{order.address || t('ui.common.noValue')}</div>
          {order.addressDescription && <div className="small text-muted">{order.addressDescription}</div>}
          {map && (
            <a href={map} target="_blank" rel="noopener noreferrer" className="btn btn-outline-secondary dlv-tap d-inline-flex align-items-center gap-2 mt-2" data-testid="card-map">
              <i className="bi bi-map" aria-hidden="true" />
              {t('deliveries.card.map')}
              <span className="visually-hidden"> ({t('deliveries.card.newTab')})</span>
            </a>
          )}
        </div>

        {showCourier && (
          <div className="small mt-2" data-testid="card-courier">
            <span className="text-muted">{t('deliveries.columns.courier')}: </span>
            {courier || t('ui.common.noValue')}
          </div>
        )}

        <ul className="list-unstyled mt-3 mb-0 border-top" aria-label={t('deliveries.card.products')}>
          {lines.map((line) => {
            const pic = line.pics[0];
            const isRefunded = refunded.has(line.id);
            return (
              <li key={line.id} className="d-flex align-items-center gap-2 py-2 border-bottom" data-testid="card-product" data-refunded={isRefunded || undefined}>
                {pic ? (
                  // A picture that cannot load (offline, not kept yet) leaves the no-picture square.
                  <span className="dlv-pic dlv-pic-none rounded border position-relative overflow-hidden">
                    <Picture src={pic.picUrl} placeholder={<i className="bi bi-image" aria-hidden="true" />} />
                  </span>
                ) : (
                  <span className="dlv-pic dlv-pic-none rounded border" aria-hidden="true">
                    <i className="bi bi-image" />
                  </span>
                )}
                <div className="flex-grow-1" style={{ minWidth: 0 }}>
                  <div className={isRefunded ? 'text-decoration-line-through text-muted' : undefined}>{line.name}</div>
                  <div className="small text-muted">{t('deliveries.card.size', { size: line.size || t('ui.common.noValue') })}</div>
                  {isRefunded && <span className="badge bg-warning text-dark">{t('order.detail.refunded')}</span>}
                </div>
                <Money value={line.price} className="small" />
              </li>
            );
          })}
        </ul>

        <div className="mt-3 px-3 py-2 rounded border border-2">
          <div className="text-muted small">{t(delivered ? 'deliveries.card.paid' : 'deliveries.card.toCollect')}</div>
          <div data-testid="card-amount">
            <Money value={amount} className="dlv-amount" />
          </div>
          {delivered && order.payments && amount > 0 && (
            <div className="small text-muted" data-testid="card-door-payment">
              {paymentsText(order.payments, t)}
            </div>
          )}
          {door && (
            <div className="small text-muted">
              {t('deliveries.orderedTotal', { total: formatMoney(door.ordered.soldTotalPrice) })} · {t('deliveries.refundedCount', { count: door.refunded.quantity })}
            </div>
          )}
        </div>

        <div className="dlv-card-actions mt-3">
          {actions.confirm && (
            <Button type="button" color="success" size="lg" className="dlv-tap" style={{ gridColumn: '1 / -1' }} onClick={() => onConfirm(order)} data-testid="order-confirm">
              <i className="bi bi-check2-circle me-2" aria-hidden="true" />
              {t('deliveries.actions.confirm')}
            </Button>
          )}
          {actions.assign && (
            <Button type="button" color="success" size="lg" className="dlv-tap" style={{ gridColumn: '1 / -1' }} onClick={() => onAssign(order)} data-testid="order-assign">
              <i className="bi bi-person-check me-2" aria-hidden="true" />
              {t('deliveries.actions.assign')}
            </Button>
          )}
          <Button type="button" color="info" outline className="dlv-tap" onClick={() => onDetails(order)} data-testid="order-details">
            <i className="bi bi-list-ul me-1" aria-hidden="true" />
            {t('deliveries.card.details')}
          </Button>
          <DeliverySlipButton order={order} pointName={pointName === '-' ? '' : pointName} withLabel paperToggle={false} className="dlv-slip" />
          {actions.cancelDelivering && (
            <Button type="button" color="warning" outline className="dlv-tap" onClick={() => onCancel(order)} data-testid="order-cancel-delivering">
              <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
              {t('deliveries.card.cancel')}
            </Button>
          )}
          {actions.remove && (
            <Button type="button" color="danger" outline className="dlv-tap" onClick={() => onRemove(order)} data-testid="order-delete">
              <i className="bi bi-trash me-1" aria-hidden="true" />
              {t('deliveries.actions.delete')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export interface DeliveryCardListProps extends DeliveryCardHandlers {
  orders: readonly Order[];
  loading: boolean;
  pointNames: ReadonlyMap<string, string>;
  actions: TableActions;
  showCourier: boolean;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The table's name (the list's accessible name). */
  label: string;
}

/** A table's orders as cards, with the table's search and paging in phone-sized controls. */
export function DeliveryCardList({ orders, loading, pointNames, actions, showCourier, pageSizes, defaultPageSize, label, ...handlers }: DeliveryCardListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const sizes = useMemo(() => [...new Set([...pageSizes, defaultPageSize])].sort((a, b) => a - b), [pageSizes, defaultPageSize]);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const found = useMemo(() => searchCards(orders, query, pointNames), [orders, query, pointNames]);
  const totalPages = totalPagesFor(found.length, pageSize);
  const current = Math.min(page, totalPages);
  const { from, to } = pageSlice(current, pageSize, found.length);
  // The courier's deliveries are what a phone opens first: kept for the next start's first paint.
  useLastView(!loading);

  return (
    <div data-testid="delivery-cards">
      <Label for={`${id}-search`} className="visually-hidden">
        {t('ui.table.search')}
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        className="dlv-cards-search mb-3"
        value={query}
        placeholder={t('deliveries.search')}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(1);
        }}
      />
      {loading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-3">
          <Spinner size="sm" aria-hidden="true" />
          <span>{t('ui.table.loading')}</span>
        </div>
      ) : found.length === 0 ? (
        <p className="text-muted text-center py-3 mb-0">{orders.length === 0 ? t('deliveries.noOrders') : t('ui.table.showingNone')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={label}>
          {found.slice(from, to).map((order) => (
            <li key={order.id}>
              <DeliveryCard order={order} pointName={deliveryPointName(order.duureg, pointNames)} actions={actions} showCourier={showCourier} {...handlers} />
            </li>
          ))}
        </ul>
      )}
      {/* Shown once the cards are there: a pager under the loading line would jump down when they arrive. */}
      {!loading && (
        <nav className="dlv-pager d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" aria-label={t('ui.pagination.label')}>
          <div className="d-flex align-items-center gap-2">
            <Label for={`${id}-size`} className="mb-0 small text-muted text-nowrap">
              {t('ui.table.pageSize')}
            </Label>
            <Input
              id={`${id}-size`}
              type="select"
              style={{ width: 'auto' }}
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(1);
              }}
            >
              {sizes.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Input>
          </div>
          {found.length > 0 && (
            <span className="small text-muted text-nowrap" aria-live="polite" data-testid="cards-showing">
              {t('ui.table.showing', { from: from + 1, to, total: found.length })}
            </span>
          )}
          {totalPages > 1 && (
            <div className="d-flex gap-2">
              <Button type="button" color="secondary" outline className="dlv-tap" disabled={current <= 1} onClick={() => setPage(current - 1)} aria-label={t('ui.pagination.previous')} data-testid="cards-previous">
                <i className="bi bi-chevron-left" aria-hidden="true" />
              </Button>
              <Button type="button" color="secondary" outline className="dlv-tap" disabled={current >= totalPages} onClick={() => setPage(current + 1)} aria-label={t('ui.pagination.next')} data-testid="cards-next">
                <i className="bi bi-chevron-right" aria-hidden="true" />
              </Button>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
