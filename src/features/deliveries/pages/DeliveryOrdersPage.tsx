import { useMemo, useState } from 'react';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import '../texts';
import { DataTable, Money, PageTitle, confirmDialog, withAlerts, type DataTableColumn } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { formatMoney } from '../../../lib/money';
import { useListItems } from '../../../entities/nameList/nameList';
import { usePeople } from '../../../entities/person/queries';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { OrderDetailDialog } from '../../../entities/order/OrderDetailDialog';
import { DeliverySlipButton } from '../../../entities/order/receipt';
import type { Order } from '../../../entities/order/order';
import {
  OrderStateError,
  assignCourier,
  cancelDelivering,
  confirmDelivery,
  deleteDeliveryOrder,
  useDeliveryOrders,
} from '../api/deliveriesApi';
import { DELIVERED_LIMIT, DELIVERY_DEFAULT_PAGE_SIZE, DELIVERY_PAGE_SIZES, deleteReturnsProducts, deliveryPlans, deliveryPointName, tableActions, type DeliveryPageKind, type DeliveryQueryPlan, type DeliveryTable } from '../domain/deliveries';
import { formatDateTime } from '../../../lib/dates';
import { contactName, contactPhone, courierName, doorRefundOf, quantityOf } from '../../../entities/order/orderView';
import { CourierPicker } from '../components/CourierPicker';
import { DeliveryConfirmWizard } from '../components/DeliveryConfirmWizard';

/**
 * Runs a state change behind the loading alert; a failure names its cause (order changed, product,
 * refused by the rules, offline) and is thrown on, so a wizard stays on its step.
 */
async function run(action: () => Promise<void>, success: string, t: TFunction): Promise<void> {
  await withAlerts(action, {
    success,
    explain: (error) =>
      error instanceof OrderStateError
        ? t('deliveries.errors.changed')
        : error instanceof StockConflictError
          ? t('deliveries.errors.product', { name: error.productName })
          : undefined,
    failure: t('deliveries.errors.failed'),
    rethrow: true,
  });
}

/**
 * /delivery-orders and /call-centre/delivery: the delivery orders in up to three live tables
 * (awaiting, on the way, delivered), each querying only what it shows for the signed-in role.
 */
export default function DeliveryOrdersPage({ page }: { page: DeliveryPageKind }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const plans = useMemo(() => deliveryPlans({ id: user.id, role: user.role }, page), [user.id, user.role, page]);
  const planOf = (table: DeliveryTable) => plans.find((p) => p.table === table) ?? null;
  const awaiting = useDeliveryOrders(planOf('awaiting'));
  const onTheWay = useDeliveryOrders(planOf('onTheWay'));
  const delivered = useDeliveryOrders(planOf('delivered'));
  const live = { awaiting, onTheWay, delivered };
  const canAssign = plans.some((p) => tableActions(p.table, user.role, page).assign);
  // Only active couriers can be chosen.
  const people = usePeople(canAssign ? 'DeliveryBoy' : null, 'deliveries');
  const couriers = useMemo(() => people.data.filter((c) => c.isActive), [people.data]);
  const points = useListItems('deliveryLocations', 'text');
  const pointNames = useMemo(() => new Map(points.data.map((p) => [p.id, p.name])), [points.data]);

  const [detail, setDetail] = useState<Order | null>(null);
  const [assigning, setAssigning] = useState<Order | null>(null);
  const [confirming, setConfirming] = useState<Order | null>(null);

  const remove = async (order: Order) => {
    const yes = await confirmDialog({
      title: t('deliveries.confirm.deleteTitle'),
      text: t(deleteReturnsProducts(order.pending_status) ? 'deliveries.confirm.deleteReturns' : 'deliveries.confirm.deleteDone'),
      confirmText: t('deliveries.confirm.yes'),
      cancelText: t('deliveries.confirm.cancel'),
      danger: true,
    });
    if (!yes) return;
    await run(() => deleteDeliveryOrder(order, user), t('deliveries.done.deleted'), t).catch(() => undefined);
  };

  const cancel = async (order: Order) => {
    const yes = await confirmDialog({
      title: t('deliveries.confirm.cancelDeliveringTitle'),
      text: t('deliveries.confirm.cancelDeliveringText'),
      confirmText: t('deliveries.confirm.yes'),
      cancelText: t('deliveries.confirm.cancel'),
      danger: true,
    });
    if (!yes) return;
    await run(() => cancelDelivering(order), t('deliveries.done.cancelled'), t).catch(() => undefined);
  };

  const columnsFor = (plan: DeliveryQueryPlan): DataTableColumn<Order>[] => {
    const actions = tableActions(plan.table, user.role, page);
    const cols: DataTableColumn<Order>[] = [
      { key: 'name', header: t('deliveries.columns.contactName'), render: (o) => <span className="fw-semibold">{contactName(o)}</span>, searchValue: contactName },
      {
        key: 'point',
        header: t('deliveries.columns.deliveryPoint'),
        render: (o) => deliveryPointName(o.duureg, pointNames),
        searchValue: (o) => deliveryPointName(o.duureg, pointNames),
      },
      {
        key: 'address',
        header: t('deliveries.columns.address'),
        render: (o) => (
          <div style={{ minWidth: '10rem' }}>
            {o.address}
            {o.addressDescription && <div className="small text-muted">{o.addressDescription}</div>}
          </div>
        ),
        searchValue: (o) => `${o.address ?? ''} ${o.addressDescription ?? ''}`,
      },
      { key: 'phone', header: t('deliveries.columns.phone'), className: 'text-nowrap', render: contactPhone, searchValue: contactPhone },
      {
        key: 'quantity',
        header: t('deliveries.columns.quantity'),
        className: 'text-end',
        render: (o) => {
          const door = doorRefundOf(o);
          if (!door) return quantityOf(o);
          // Delivered with goods refunded at the door: what was delivered, and how many came back.
          return (
            <>
              {door.delivered.quantity}
              <div>
                <span className="badge bg-warning text-dark text-wrap" data-testid="order-refunded-count" title={t('order.detail.refunded')}>
                  {t('deliveries.refundedCount', { count: door.refunded.quantity })}
                </span>
              </div>
            </>
          );
        },
      },
      {
        key: 'total',
        header: t('deliveries.columns.total'),
        className: 'text-end',
        render: (o) => {
          const door = doorRefundOf(o);
          if (!door) return <Money value={o.soldTotalPrice} />;
          // What was paid, over what was ordered (the difference came back at the door).
          return (
            <>
              <Money value={door.delivered.soldTotalPrice} className="fw-semibold" />
              <div className="small text-muted text-nowrap" data-testid="order-ordered-total">
                {t('deliveries.orderedTotal', { total: formatMoney(door.ordered.soldTotalPrice) })}
              </div>
            </>
          );
        },
      },
      {
        key: 'products',
        header: t('deliveries.columns.products'),
        // The details, and the courier's slip (customer, phone, address, goods, amount to collect).
        render: (o) => (
          <div className="d-flex flex-wrap gap-1">
            <Button type="button" size="sm" color="info" outline onClick={() => setDetail(o)} data-testid="order-details" title={t('deliveries.actions.details')} aria-label={t('deliveries.actions.details')}>
              <i className="bi bi-list-ul" aria-hidden="true" />
            </Button>
            <DeliverySlipButton order={o} pointName={pointNames.get(o.duureg ?? '') ?? ''} />
          </div>
        ),
      },
    ];
    if (plan.table !== 'awaiting') {
      cols.push({
        key: 'courier',
        header: t('deliveries.columns.courier'),
        render: (o) => courierName(o.deliveryBoy) || t('ui.common.noValue'),
        searchValue: (o) => courierName(o.deliveryBoy),
      });
    }
    cols.push({
      key: 'date',
      header: t('deliveries.columns.date'),
      // YYYY-MM-DD HH:mm:ss, the time under the date so ten columns fit a laptop screen.
      className: 'small text-nowrap',
      render: (o) => {
        const [day, time] = formatDateTime(o.createdAt.toMillis()).split(' ');
        return (
          <>
            {day}
            <br />
            {time}
          </>
        );
      },
      searchValue: (o) => formatDateTime(o.createdAt.toMillis()),
    });
    if (actions.assign || actions.confirm || actions.cancelDelivering || actions.remove) {
      cols.push({
        key: 'actions',
        header: t('deliveries.columns.actions'),
        render: (o) => (
          // Up to three buttons: two per row, so the column stays narrow.
          <div className="d-flex flex-wrap gap-1" style={{ maxWidth: '4.75rem' }}>
            {actions.assign && (
              <Button type="button" size="sm" color="success" onClick={() => setAssigning(o)} data-testid="order-assign" title={t('deliveries.actions.assign')} aria-label={t('deliveries.actions.assign')}>
                <i className="bi bi-check-lg" aria-hidden="true" />
              </Button>
            )}
            {actions.confirm && (
              <Button type="button" size="sm" color="success" onClick={() => setConfirming(o)} data-testid="order-confirm" title={t('deliveries.actions.confirm')} aria-label={t('deliveries.actions.confirm')}>
                <i className="bi bi-check-lg" aria-hidden="true" />
              </Button>
            )}
            {actions.cancelDelivering && (
              <Button type="button" size="sm" color="warning" outline onClick={() => void cancel(o)} data-testid="order-cancel-delivering" title={t('deliveries.actions.cancelDelivering')} aria-label={t('deliveries.actions.cancelDelivering')}>
                <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
              </Button>
            )}
            {actions.remove && (
              <Button type="button" size="sm" color="danger" outline onClick={() => void remove(o)} data-testid="order-delete" title={t('deliveries.actions.delete')} aria-label={t('deliveries.actions.delete')}>
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            )}
          </div>
        ),
      });
    }
    // A courier works on a phone: its one action (confirm) comes first, not past the table's scroll edge.
    if (user.role === 'DeliveryBoy') {
      const actionsCol = cols.findIndex((c) => c.key === 'actions');
      if (actionsCol > 0) cols.unshift(...cols.splice(actionsCol, 1));
    }
    return cols;
  };

  return (
    <div>
      <PageTitle title={t(page === 'callCentre' ? 'deliveries.callCentreTitle' : 'deliveries.title')} />
      {page === 'callCentre' && <p className="text-muted small">{t('deliveries.callCentreHint')}</p>}
      {plans.map((plan) => {
        const state = live[plan.table];
        return (
          <section key={plan.table} className="card mb-4" data-testid={`delivery-table-${plan.table}`}>
            <div className="card-body">
              <h2 className="h5 card-title">{t(`deliveries.tables.${plan.table}`)}</h2>
              {state.error && (
                <Alert color="danger" className="py-2">
                  {t('deliveries.loadError')}
                </Alert>
              )}
              <DataTable
                columns={columnsFor(plan)}
                rows={state.data}
                rowKey="id"
                searchable
                searchPlaceholder={t('deliveries.search')}
                pageSizes={DELIVERY_PAGE_SIZES}
                defaultPageSize={DELIVERY_DEFAULT_PAGE_SIZE}
                loading={state.loading}
                emptyText={t('deliveries.noOrders')}
                compact
                ariaLabel={t(`deliveries.tables.${plan.table}`)}
              />
              {plan.table === 'delivered' && state.data.length >= DELIVERED_LIMIT && (
                <p className="small text-muted mb-0">{t('deliveries.deliveredLimit', { count: DELIVERED_LIMIT })}</p>
              )}
            </div>
          </section>
        );
      })}

      <OrderDetailDialog order={detail} onClose={() => setDetail(null)} />
      <CourierPicker
        isOpen={assigning !== null}
        couriers={couriers}
        loading={people.loading}
        onClose={() => setAssigning(null)}
        onPick={async (courier) => {
          if (!assigning) return;
          await run(() => assignCourier(assigning, courier), t('deliveries.done.assigned'), t);
          setAssigning(null);
        }}
      />
      <DeliveryConfirmWizard
        order={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={async (order, refundIds) => {
          await run(() => confirmDelivery(order, refundIds, user), t('deliveries.done.delivered'), t);
        }}
      />
    </div>
  );
}
