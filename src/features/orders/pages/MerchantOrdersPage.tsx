import '../texts';
import { useState } from 'react';
import { Alert, Button, Col, FormGroup, Input, Label, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { Money, PageTitle, type DataTableColumn } from '../../../components';
import { useOrderList, useOrderTotals, type OrderRow } from '../api/orderListQueries';
import { deleteOrder } from '../api/orderListWrites';
import { useMerchants } from '../../../entities/person/queries';
import { OrderDetailDialog } from '../../../entities/order/OrderDetailDialog';
import { ReceiptButton, ReceiptPaperToggle } from '../../../entities/order/receipt';
import { paymentsText } from '../../../entities/order/paymentView';
import { DateCell, PaymentsCell, RangeFilter, RangeListTable, useDayRange } from '../components/OrderListParts';
import { useDeleteAction } from '../components/useDeleteAction';
import type { MerchantFilter } from '../domain/orderLists';
import type { Order } from '../../../entities/order/order';

/** Page sizes: merchant orders 10/25/50, default 10. */
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * /merchant-orders (Admin, Manager, dev): orders with purchaseType merchant in a date range (default:
 * this month), filtered by merchant ('All' or one merchant by first name), with the filtered set's
 * count of goods and total price (aggregations over the whole filtered range); delete with confirmation.
 */
export default function MerchantOrdersPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [range, search, initial] = useDayRange();
  const [merchant, setMerchant] = useState<MerchantFilter>('all');
  const merchants = useMerchants();
  const list = useOrderList('merchant', range, merchant);
  // Bumped after our own delete is committed, so the figures are read again without it.
  const [deletes, setDeletes] = useState(0);
  const totals = useOrderTotals('merchant', range, merchant, list.version + deletes);
  const confirmDelete = useDeleteAction();
  const [shown, setShown] = useState<Order | null>(null);

  const remove = async (order: OrderRow) => {
    if (await confirmDelete(t('orders.confirmOrderTitle'), () => deleteOrder(order.id, user.id), t('orders.orderDeleted'))) {
      setDeletes((n) => n + 1);
    }
  };

  const columns: DataTableColumn<OrderRow>[] = [
    {
      key: 'name',
      header: t('orders.columns.name'),
      render: (o) => <span className="fw-semibold">{o.name || t('ui.common.noValue')}</span>,
      searchValue: (o) => o.name,
    },
    { key: 'phone', header: t('orders.columns.phone'), className: 'text-nowrap', render: (o) => o.phone, searchValue: (o) => o.phone },
    { key: 'goods', header: t('orders.columns.goods'), className: 'text-end', render: (o) => o.quantity },
    { key: 'original', header: t('orders.columns.originalTotal'), className: 'text-end', render: (o) => <Money value={o.originalTotal} /> },
    { key: 'sold', header: t('orders.columns.soldTotal'), className: 'text-end', render: (o) => <Money value={o.soldTotal} /> },
    {
      key: 'payment',
      header: t('order.payment.title'),
      render: (o) => <PaymentsCell payments={o.order.payments} />,
      searchValue: (o) => paymentsText(o.order.payments, t),
    },
    {
      key: 'details',
      header: t('orders.columns.details'),
      className: 'text-nowrap',
      render: (o) => (
        <Button
          size="sm"
          color="info"
          outline
          onClick={() => setShown(o.order)}
          aria-label={t('orders.detailsOf', { name: o.name })}
          data-testid="order-details"
        >
          <i className="bi bi-list-ul" aria-hidden="true" /> <span className="d-none d-md-inline">{t('orders.details')}</span>
        </Button>
      ),
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
            color="danger"
            outline
            onClick={() => void remove(o)}
            aria-label={t('orders.deleteOrderNamed', { name: o.name })}
            data-testid="order-delete"
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  const title = t('orders.merchant.title');
  return (
    <div data-testid="merchant-orders">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.sales'), title]} actions={<ReceiptPaperToggle />} />
      <RangeFilter idPrefix="merchant-orders" initial={initial} range={range} onSearch={search}>
        <Row className="g-2 mt-1">
          <Col xs={12} md={8} lg={6}>
            <FormGroup noMargin>
              <Label for="merchant-filter" className="small mb-1">
                {t('orders.merchant.filter')}
              </Label>
              <Input
                id="merchant-filter"
                type="select"
                bsSize="sm"
                value={merchant}
                onChange={(e) => setMerchant(e.target.value)}
                data-testid="merchant-filter"
              >
                <option value="all">{t('orders.merchant.all')}</option>
                {merchants.data.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.firstName}
                  </option>
                ))}
              </Input>
            </FormGroup>
          </Col>
        </Row>
      </RangeFilter>

      <div className="d-flex flex-wrap gap-2 mb-3" aria-label={t('orders.merchant.totalsOf')} role="group" data-testid="merchant-totals">
        <Figure label={t('orders.merchant.orders')} testId="merchant-orders-count" busy={totals.loading}>
          {totals.data.orders}
        </Figure>
        <Figure label={t('orders.merchant.goods')} testId="merchant-goods" busy={totals.loading}>
          {totals.data.goods}
        </Figure>
        <Figure label={t('orders.merchant.total')} testId="merchant-total" busy={totals.loading}>
          <Money value={totals.data.soldTotal} />
        </Figure>
      </div>

      {merchants.error && !list.error && (
        <Alert color="danger" role="alert">
          {t('orders.loadError')}
        </Alert>
      )}
      {totals.error && (
        <Alert color="warning" role="alert">
          {t('orders.totalsError')}
        </Alert>
      )}
      <RangeListTable list={list} columns={columns} pageSizes={PAGE_SIZES} defaultPageSize={10} title={title} emptyText={t('orders.merchant.empty')} />
      <OrderDetailDialog order={shown} onClose={() => setShown(null)} />
    </div>
  );
}

function Figure({ label, testId, busy, children }: { label: string; testId: string; busy: boolean; children: React.ReactNode }) {
  return (
    <div className="border rounded px-3 py-2 bg-body flex-fill" style={{ minWidth: '9rem' }}>
      <div className="small text-muted">{label}</div>
      <div className="fs-5 fw-semibold" data-testid={testId} aria-busy={busy}>
        {children}
        {busy && <Spinner size="sm" className="ms-2 text-muted" aria-hidden="true" />}
      </div>
    </div>
  );
}
