import { useMemo, useState } from 'react';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import '../texts';
import { DataTable, Money, PageTitle, confirmDialog, showMessage, withAlerts, type DataTableColumn } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { formatMoney } from '../../../lib/money';
import { paymentsText } from '../../../entities/order/paymentView';
import { useListItems } from '../../../entities/nameList/nameList';
import { usePeople } from '../../../entities/person/queries';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { OrderDetailDialog } from '../../../entities/order/OrderDetailDialog';
import { DeliverySlipButton, ReceiptButton, ReceiptPaperToggle } from '../../../entities/order/receipt';
import type { Order } from '../../../entities/order/order';
import {
  DoorPaymentError,
  OrderStateError,
  assignCourier,
  cancelDelivering,
  confirmDelivery,
  deleteDeliveryOrder,
} from '../api/deliveryWrites';
import { UnfinishedReturnError } from '../api/largeDeliveryWrites';
import { UnfinishedReturns } from '../components/UnfinishedReturns';
import { useDeliveryOrders } from '../api/deliveryQueries';
import {
  DELIVERED_LIMIT,
  DELIVERY_DEFAULT_PAGE_SIZE,
  DELIVERY_PAGE_SIZES,
  NARROW_SCREEN_QUERY,
  WIDE_TABLE_MIN_WIDTH,
  deleteReturnsProducts,
  deliveryPlans,
  deliveryPointName,
  showsCards,
  tableActions,
  telHref,
  type DeliveryPageKind,
  type DeliveryQueryPlan,
  type DeliveryTable,
  type TableActions,
} from '../domain/deliveries';
import { formatDateTime } from '../../../lib/dates';
import { contactName, contactPhone, courierName, doorRefundOf, quantityOf } from '../../../entities/order/orderView';
import { CourierPicker } from '../components/CourierPicker';
import { DeliveryConfirmWizard } from '../components/DeliveryConfirmWizard';
import { DeliveryCardList } from '../components/DeliveryCards';
import { useElementWidth, useMediaQuery } from '../components/useScreen';
import { refusedWriteText } from '../../../components';
import '../components/deliveries.css';

/** What a failed state change says of its own causes (order changed, product); undefined: ask the caller. */
function explainError(error: unknown, t: TFunction): string | undefined {
  return error instanceof OrderStateError
    ? t('deliveries.errors.changed')
    : error instanceof StockConflictError
      ? t('deliveries.errors.product', { name: error.productName })
      : error instanceof DoorPaymentError
        ? t('deliveries.errors.payment')
        : undefined;
}

/**
 * Runs a state change behind the loading alert; a failure names its cause (order changed, product,
 * refused by the rules, offline) and is thrown on, so a dialog stays open.
 */
async function run(action: () => Promise<void>, success: string, t: TFunction): Promise<void> {
  await withAlerts(action, {
    success,
    explain: (error) => explainError(error, t),
    failure: t('deliveries.errors.failed'),
    rethrow: true,
  });
}

/**
 * A large order settled (confirmed or deleted: its money and ledger are final) whose products did not
 * all get back to stock: the action succeeded (resolves true); warnUnfinished says what is left,
 * which the unfinished returns above the tables finish (the door wizard shows it on its done step).
 */
async function settledAnyway(action: () => Promise<void>): Promise<boolean> {
  try {
    await action();
    return false;
  } catch (error) {
    if (!(error instanceof UnfinishedReturnError)) throw error;
    console.error('return unfinished', error);
    return true;
  }
}

function warnUnfinished(t: TFunction): void {
  void showMessage({ title: t('deliveries.unfinishedReturns.title'), text: t('deliveries.errors.returnUnfinished'), icon: 'warning' });
}

/** A phone number as a tap-to-call link (plain text when it has no digits). */
function PhoneLink({ phone }: { phone: string }) {
  const tel = telHref(phone);
  return tel ? (
    <a href={tel} className="text-nowrap" data-testid="order-phone">
      {phone}
    </a>
  ) : (
    <span className="text-nowrap">{phone}</span>
  );
}

/**
 * /delivery-orders and /call-centre/delivery: the delivery orders in up to three live tables
 * (awaiting, on the way, delivered), each querying only what it shows for the signed-in role. A
 * courier, and anyone on a phone, gets one card per order instead (DeliveryCardList). A table with
 * less room than all ten columns need merges them into five (customer, address, courier, amount,
 * actions), so nothing is clipped at 1024 px.
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
  const narrowScreen = useMediaQuery(NARROW_SCREEN_QUERY);
  const cards = showsCards(user.role, narrowScreen);
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const wide = width === null || width >= WIDE_TABLE_MIN_WIDTH;

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
    let unfinished = false;
    await run(async () => void (unfinished = await settledAnyway(() => deleteDeliveryOrder(order, user))), t('deliveries.done.deleted'), t).catch(() => undefined);
    if (unfinished) warnUnfinished(t);
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

  const handlers = {
    onDetails: setDetail,
    onAssign: setAssigning,
    onConfirm: setConfirming,
    onCancel: (o: Order) => void cancel(o),
    onRemove: (o: Order) => void remove(o),
  };

  const pointOf = (o: Order) => deliveryPointName(o.duureg, pointNames);

  /** The quantity, or what was delivered and how many came back at the door. */
  const quantityCell = (o: Order) => {
    const door = doorRefundOf(o);
    if (!door) return quantityOf(o);
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
  };

  /**
   * The total, or what was paid over what was ordered (the difference came back at the door); how it
   * was paid at the door once delivered (orders confirmed before that was recorded say nothing).
   */
  const totalCell = (o: Order) => {
    const door = doorRefundOf(o);
    const paid = o.pending_status === 'done' && o.payments && o.soldTotalPrice > 0 && (
      <div className="small text-muted" data-testid="order-door-payment">
        {paymentsText(o.payments, t)}
      </div>
    );
    if (!door)
      return (
        <>
          <Money value={o.soldTotalPrice} className="fw-semibold" />
          {paid}
        </>
      );
    return (
      <>
        <Money value={door.delivered.soldTotalPrice} className="fw-semibold" />
        <div className="small text-muted" data-testid="order-ordered-total">
          {t('deliveries.orderedTotal', { total: formatMoney(door.ordered.soldTotalPrice) })}
        </div>
        {paid}
      </>
    );
  };

  const dateCell = (o: Order) => {
    const [day, time] = formatDateTime(o.createdAt.toMillis()).split(' ');
    return (
      <>
        {day}
        <br />
        {time}
      </>
    );
  };

  const addressCell = (o: Order, withPoint: boolean) => (
    <div style={{ minWidth: '9rem' }}>
      {withPoint && <div className="fw-semibold">{pointOf(o)}</div>}
      {o.address}
      {o.addressDescription && <div className="small text-muted">{o.addressDescription}</div>}
    </div>
  );

  const detailButtons = (o: Order) => (
    <>
      <Button type="button" size="sm" color="info" outline onClick={() => setDetail(o)} data-testid="order-details" title={t('deliveries.actions.details')} aria-label={t('deliveries.actions.details')}>
        <i className="bi bi-list-ul" aria-hidden="true" />
      </Button>
      <DeliverySlipButton order={o} pointName={pointNames.get(o.duureg ?? '') ?? ''} paperToggle={false} />
      {/* Once delivered, the sale's receipt: with its e-barimt, issued at the confirmation (docs/ebarimt.md). */}
      {o.pending_status === 'done' && <ReceiptButton order={o} paperToggle={false} />}
    </>
  );

  /** The table's state buttons: the main one (assign or confirm) first, the destructive ones last. */
  const mainButton = (o: Order, actions: TableActions) => (
    <>
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
    </>
  );

  const undoButtons = (o: Order, actions: TableActions) => (
    <>
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
    </>
  );

  const courierColumn: DataTableColumn<Order> = {
    key: 'courier',
    header: t('deliveries.columns.courier'),
    render: (o) => courierName(o.deliveryBoy) || t('ui.common.noValue'),
    searchValue: (o) => courierName(o.deliveryBoy),
  };

  /** The spec's ten columns, when the table has room for them all. */
  const wideColumns = (plan: DeliveryQueryPlan): DataTableColumn<Order>[] => {
    const actions = tableActions(plan.table, user.role, page);
    const cols: DataTableColumn<Order>[] = [
      { key: 'name', header: t('deliveries.columns.contactName'), render: (o) => <span className="fw-semibold">{contactName(o)}</span>, searchValue: contactName },
      { key: 'point', header: t('deliveries.columns.deliveryPoint'), render: pointOf, searchValue: pointOf },
      { key: 'address', header: t('deliveries.columns.address'), render: (o) => addressCell(o, false), searchValue: (o) => `${o.address ?? ''} ${o.addressDescription ?? ''}` },
      { key: 'phone', header: t('deliveries.columns.phone'), render: (o) => <PhoneLink phone={contactPhone(o)} />, searchValue: contactPhone },
      { key: 'quantity', header: t('deliveries.columns.quantity'), className: 'text-end', render: quantityCell },
      { key: 'total', header: t('deliveries.columns.total'), className: 'text-end', render: totalCell },
      // The details, and the courier's slip (customer, phone, address, goods, amount to collect).
      { key: 'products', header: t('deliveries.columns.products'), render: (o) => <div className="d-flex flex-wrap gap-1">{detailButtons(o)}</div> },
    ];
    if (plan.table !== 'awaiting') cols.push(courierColumn);
    // YYYY-MM-DD HH:mm:ss, the time under the date.
    cols.push({ key: 'date', header: t('deliveries.columns.date'), className: 'small text-nowrap', render: dateCell, searchValue: (o) => formatDateTime(o.createdAt.toMillis()) });
    if (actions.assign || actions.confirm || actions.cancelDelivering || actions.remove) {
      cols.push({
        key: 'actions',
        header: t('deliveries.columns.actions'),
        // Up to three buttons: two per row, so the column stays narrow.
        render: (o) => (
          <div className="dlv-actions" style={{ gridTemplateColumns: 'repeat(2, auto)' }}>
            {mainButton(o, actions)}
            {undoButtons(o, actions)}
          </div>
        ),
      });
    }
    return cols;
  };

  /**
   * Five columns for a table with less room (1024 px with the sidebar open): the customer with the
   * phone and date under the name, the point over the address, the courier, the amount with the
   * quantity under it, and every button (details, slip, actions) in one compact column.
   */
  const narrowColumns = (plan: DeliveryQueryPlan): DataTableColumn<Order>[] => {
    const actions = tableActions(plan.table, user.role, page);
    const cols: DataTableColumn<Order>[] = [
      {
        key: 'name',
        header: t('deliveries.columns.contactName'),
        render: (o) => (
          <>
            <div className="fw-semibold">{contactName(o)}</div>
            <PhoneLink phone={contactPhone(o)} />
            <div className="small text-muted text-nowrap">{formatDateTime(o.createdAt.toMillis())}</div>
          </>
        ),
        searchValue: (o) => `${contactName(o)} ${contactPhone(o)} ${formatDateTime(o.createdAt.toMillis())}`,
      },
      {
        key: 'address',
        header: t('deliveries.columns.address'),
        render: (o) => addressCell(o, true),
        searchValue: (o) => `${pointOf(o)} ${o.address ?? ''} ${o.addressDescription ?? ''}`,
      },
    ];
    if (plan.table !== 'awaiting') cols.push(courierColumn);
    cols.push({
      key: 'total',
      header: t('deliveries.columns.total'),
      className: 'text-end',
      render: (o) => (
        <>
          {totalCell(o)}
          <div className="small text-muted">{t('order.detail.pieces', { count: quantityOf(o) })}</div>
          {doorRefundOf(o) && (
            <span className="badge bg-warning text-dark text-wrap" data-testid="order-refunded-count" title={t('order.detail.refunded')}>
              {t('deliveries.refundedCount', { count: doorRefundOf(o)?.refunded.quantity ?? 0 })}
            </span>
          )}
        </>
      ),
    });
    cols.push({
      key: 'actions',
      header: t('deliveries.columns.actions'),
      render: (o) => (
        <div className="dlv-actions">
          {mainButton(o, actions)}
          {detailButtons(o)}
          {undoButtons(o, actions)}
        </div>
      ),
    });
    return cols;
  };

  return (
    <div ref={measure}>
      <PageTitle title={t(page === 'callCentre' ? 'deliveries.callCentreTitle' : 'deliveries.title')} actions={
          // On a phone the page-wide paper toggle is as tall as any other tap target.
          <span className={cards ? 'dlv-paper' : undefined}>
            <ReceiptPaperToggle />
          </span>
        } />
      {page === 'callCentre' && <p className="text-muted small">{t('deliveries.callCentreHint')}</p>}
      <UnfinishedReturns viewer={{ id: user.id, role: user.role }} />
      {plans.map((plan) => {
        const state = live[plan.table];
        const actions = tableActions(plan.table, user.role, page);
        return (
          <section key={plan.table} className={cards ? 'mb-4' : 'card mb-4'} data-testid={`delivery-table-${plan.table}`}>
            <div className={cards ? undefined : 'card-body'}>
              <h2 className="h5 card-title">{t(`deliveries.tables.${plan.table}`)}</h2>
              {/* The table shows its own load error; the cards do not. */}
              {cards && state.error && (
                <Alert color="danger" className="py-2">
                  {t('deliveries.loadError')}
                </Alert>
              )}
              {cards ? (
                <DeliveryCardList
                  orders={state.data}
                  // The cards wait for the delivery points too: a card names its point and searches the
                  // map by it, and filling it in later would move the card's lines.
                  loading={state.loading || points.loading}
                  pointNames={pointNames}
                  actions={actions}
                  showCourier={plan.table !== 'awaiting' && user.role !== 'DeliveryBoy'}
                  pageSizes={DELIVERY_PAGE_SIZES}
                  defaultPageSize={DELIVERY_DEFAULT_PAGE_SIZE}
                  label={t(`deliveries.tables.${plan.table}`)}
                  {...handlers}
                />
              ) : (
                <DataTable
                  columns={wide ? wideColumns(plan) : narrowColumns(plan)}
                  rows={state.data}
                  rowKey="id"
                  searchable
                  searchPlaceholder={t('deliveries.search')}
                  pageSizes={DELIVERY_PAGE_SIZES}
                  defaultPageSize={DELIVERY_DEFAULT_PAGE_SIZE}
                  read={state}
                  errorText={t('deliveries.loadError')}
                  emptyText={t('deliveries.noOrders')}
                  compact
                  ariaLabel={t(`deliveries.tables.${plan.table}`)}
                />
              )}
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
        onConfirm={async (order, refundIds, payments) =>
          (await settledAnyway(() => confirmDelivery(order, { refundIds, payments }, user))) ? t('deliveries.errors.returnUnfinished') : undefined
        }
        describeError={(error) => explainError(error, t) ?? refusedWriteText(error) ?? t('deliveries.errors.failed')}
      />
    </div>
  );
}
