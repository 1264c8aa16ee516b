import '../../../entities/order/texts';
import '../texts';
import { useState } from 'react';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { Money, PageTitle, type DataTableColumn } from '../../../components';
import { useOrderList, type OrderRow } from '../api/orderListQueries';
import { deleteOrder } from '../api/orderListWrites';
import { OrderDetailDialog } from '../../../entities/order/OrderDetailDialog';
import { ReceiptButton, ReceiptPaperToggle } from '../../../entities/order/receipt';
import { paymentsText } from '../../../entities/order/paymentView';
import { DateCell, LinePrices, PaymentsCell, RangeFilter, RangeListTable, useDayRange } from '../components/OrderListParts';
import { useDeleteAction } from '../components/useDeleteAction';
import type { Order } from '../../../entities/order/order';

/** Page sizes: store orders 5/20/25, default 5. */
const PAGE_SIZES = [5, 20, 25] as const;

/**
 * /store-orders (Admin, Manager, dev): orders with purchaseType store in a date range (default: this
 * month), newest first, live; delete with confirmation (the order document only, see deleteOrder).
 */
export default function StoreOrdersPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [range, search, initial] = useDayRange();
  const list = useOrderList('store', range);
  const confirmDelete = useDeleteAction();
  const [shown, setShown] = useState<Order | null>(null);

  const remove = (order: OrderRow) =>
    void confirmDelete(t('orders.confirmOrderTitle'), () => deleteOrder(order.id, user.id), t('orders.orderDeleted'));

  const columns: DataTableColumn<OrderRow>[] = [
    {
      key: 'name',
      header: t('orders.columns.contactName'),
      render: (o) => <span className="fw-semibold">{o.name || (o.walkIn ? t('order.walkIn') : t('ui.common.noValue'))}</span>,
      searchValue: (o) => o.name,
    },
    { key: 'phone', header: t('orders.columns.phone'), className: 'text-nowrap', render: (o) => o.phone, searchValue: (o) => o.phone },
    { key: 'quantity', header: t('orders.columns.quantity'), className: 'text-end', render: (o) => o.quantity },
    { key: 'original', header: t('orders.columns.originalTotal'), className: 'text-end', render: (o) => <Money value={o.originalTotal} /> },
    { key: 'sold', header: t('orders.columns.soldTotal'), className: 'text-end', render: (o) => <Money value={o.soldTotal} /> },
    {
      key: 'payment',
      header: t('order.payment.title'),
      render: (o) => <PaymentsCell payments={o.order.payments} />,
      searchValue: (o) => paymentsText(o.order.payments, t),
    },
    {
      key: 'prices',
      header: t('orders.columns.prices'),
      render: (o) => <LinePrices lines={o.lines} />,
      searchValue: (o) => o.lines.map((l) => `${l.name} ${l.sku}`).join(' '),
    },
    { key: 'date', header: t('orders.columns.date'), render: (o) => <DateCell ms={o.createdAtMs} /> },
    {
      key: 'actions',
      header: t('orders.columns.actions'),
      className: 'text-end text-nowrap',
      render: (o) => (
        <div className="d-inline-flex gap-1">
          <ReceiptButton order={o.order} paperToggle={false} />
          <Button
            size="sm"
            color="info"
            outline
            onClick={() => setShown(o.order)}
            aria-label={t('orders.detailsOf', { name: o.name })}
            data-testid="order-details"
          >
            <i className="bi bi-list-ul" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => remove(o)}
            aria-label={t('orders.deleteOrderNamed', { name: o.name })}
            data-testid="order-delete"
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  const title = t('orders.store.title');
  return (
    <div data-testid="store-orders">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.sales'), title]} actions={<ReceiptPaperToggle />} />
      <RangeFilter idPrefix="store-orders" initial={initial} range={range} onSearch={search} />
      <RangeListTable list={list} columns={columns} pageSizes={PAGE_SIZES} defaultPageSize={5} title={title} emptyText={t('orders.store.empty')} />
      <OrderDetailDialog order={shown} onClose={() => setShown(null)} />
    </div>
  );
}
