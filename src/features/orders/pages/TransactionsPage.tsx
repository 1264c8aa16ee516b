import '../../../entities/order/texts';
import '../texts';
import { Badge, Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money, PageTitle, type DataTableColumn } from '../../../components';
import { formatMoney } from '../../../lib/money';
import { useTransactionList } from '../api/orderListQueries';
import { deleteTransaction } from '../api/orderListWrites';
import { useCustomerName } from '../../../entities/person/queries';
import { DateCell, RangeFilter, RangeListTable, useDayRange } from '../components/OrderListParts';
import { useDeleteAction } from '../components/useDeleteAction';
import { transactionCustomer } from '../domain/orderLists';
import type { Transaction } from '../../../entities/transaction/transaction';

/** Page sizes: transactions 10/25/50, default 10. */
const PAGE_SIZES = [10, 25, 50] as const;

/** The name written with the transaction; older documents without one look the customer up (rows on screen only). */
function CustomerCell({ tx }: { tx: Transaction }) {
  const { t } = useTranslation();
  const lookedUp = useCustomerName(tx.customerName ? null : tx.customerId);
  if (lookedUp === undefined) return <Spinner size="sm" className="text-muted" aria-label={t('ui.table.loading')} />;
  const name = transactionCustomer(tx, lookedUp);
  // A walk-in sale has no customer (docs/selling.md: walk-in customers).
  return <span data-testid="transaction-customer">{name ?? (tx.customerId === null ? t('order.walkIn') : t('ui.common.noValue'))}</span>;
}

/** A sale, a refund (a counter return's too) or a counter exchange (its amount the difference: any sign, 0 when even). */
function KindBadge({ kind }: { kind: Transaction['kind'] }) {
  const { t } = useTranslation();
  if (kind === 'refund') {
    return (
      <Badge color="danger" pill data-testid="transaction-type">
        <i className="bi bi-arrow-counterclockwise" aria-hidden="true" /> {t('orders.transactions.refund')}
      </Badge>
    );
  }
  if (kind === 'exchange') {
    return (
      <Badge color="info" pill className="text-dark" data-testid="transaction-type">
        <i className="bi bi-arrow-left-right" aria-hidden="true" /> {t('orders.transactions.exchange')}
      </Badge>
    );
  }
  return (
    <Badge color="success" pill data-testid="transaction-type">
      {t('orders.transactions.sale')}
    </Badge>
  );
}

/**
 * /transactions (Manager, dev): money movements in a date range (default: this month), newest first,
 * live. Refunds are negative and marked, a counter exchange marked apart; delete with confirmation.
 */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const [range, search, initial] = useDayRange();
  const list = useTransactionList(range);
  const confirmDelete = useDeleteAction();

  const remove = (tx: Transaction) =>
    void confirmDelete(t('orders.confirmTransactionTitle'), () => deleteTransaction(tx.id), t('orders.transactionDeleted'));

  const columns: DataTableColumn<Transaction>[] = [
    { key: 'customer', header: t('orders.columns.customer'), render: (tx) => <CustomerCell tx={tx} />, searchValue: (tx) => tx.customerName ?? tx.snapshotName },
    {
      key: 'amount',
      header: t('orders.columns.amount'),
      className: 'text-end',
      render: (tx) => (
        <span data-testid="transaction-amount" className={tx.amount < 0 ? 'text-danger fw-semibold' : undefined}>
          <Money value={tx.amount} />
        </span>
      ),
      searchValue: (tx) => String(tx.amount),
    },
    {
      key: 'type',
      header: t('orders.columns.type'),
      render: (tx) => <KindBadge kind={tx.kind} />,
      searchValue: (tx) => t(`orders.transactions.${tx.kind}`),
    },
    { key: 'date', header: t('orders.columns.date'), className: 'text-nowrap', render: (tx) => <DateCell ms={tx.createdAtMs} /> },
    {
      key: 'actions',
      header: t('orders.columns.actions'),
      className: 'text-end text-nowrap',
      render: (tx) => (
        <Button
          size="sm"
          color="danger"
          outline
          onClick={() => remove(tx)}
          aria-label={t('orders.deleteTransactionNamed', { amount: formatMoney(tx.amount) })}
          data-testid="transaction-delete"
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      ),
    },
  ];

  const title = t('orders.transactions.title');
  return (
    <div data-testid="transactions">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.transaction'), title]} />
      <RangeFilter idPrefix="transactions" initial={initial} range={range} onSearch={search} />
      <RangeListTable list={list} columns={columns} pageSizes={PAGE_SIZES} defaultPageSize={10} title={title} emptyText={t('orders.transactions.empty')} />
    </div>
  );
}
