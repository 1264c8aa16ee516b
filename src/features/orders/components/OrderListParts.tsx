import '../texts';
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, Money, type DataTableColumn } from '../../../components';
import { LoadMore } from '../../../components/LoadMore';
import { DateField, DateFieldMessage } from '../../../components/DateField';
import type { LiveQueryState } from '../../../firebase/queries';
import type { OrderProduct } from '../../../entities/order/order';
import { completeDay, defaultDayRange, formatDateTime, parseDay, toDateRange, type DateRange, type DayRange } from '../../../lib/dates';
import { paymentParts } from '../../../entities/order/paymentView';
import type { Payments } from '../../../entities/order/payment';

/** The list's date range: the default one at first (current month), then what Search applied. */
export function useDayRange(): [DateRange, (days: DayRange) => void, DayRange] {
  const [initial] = useState(() => defaultDayRange(new Date()));
  const [range, setRange] = useState<DateRange>(() => toDateRange(initial, new Date()));
  return [range, (days) => setRange(toDateRange(days, new Date())), initial];
}

export interface RangeFilterProps {
  idPrefix: string;
  initial: DayRange;
  range: DateRange;
  onSearch: (days: DayRange) => void;
  /** Extra fields (e.g. the merchant filter), placed before the Search button. */
  children?: React.ReactNode;
}

/**
 * Start and end day as YYYY-MM-DD (`DateField`) with a Search button, and the range the list shows.
 * A day that is no day is said under its field and nothing is searched; a reversed range is swapped.
 */
export function RangeFilter({ idPrefix, initial, range, onSearch, children }: RangeFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [noDay, setNoDay] = useState({ from: false, to: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A day typed '2026-1-5' and searched with Enter, before the field completed it when left.
    const days = { from: completeDay(from), to: completeDay(to) };
    setFrom(days.from);
    setTo(days.to);
    const bad = { from: parseDay(days.from) === null, to: parseDay(days.to) === null };
    setNoDay(bad);
    if (bad.from || bad.to) return;
    onSearch(days);
  };
  return (
    <Form onSubmit={submit} className="mb-3" noValidate data-testid="order-range">
      <Row className="g-2 align-items-end">
        <Col xs={6} md={4} lg={3}>
          <DateField id={`${idPrefix}-from`} label={t('orders.range.from')} value={from} onChange={setFrom} problem={noDay.from ? 'day' : null} />
        </Col>
        <Col xs={6} md={4} lg={3}>
          <DateField id={`${idPrefix}-to`} label={t('orders.range.to')} value={to} onChange={setTo} problem={noDay.to ? 'day' : null} />
        </Col>
        <Col xs={12} sm="auto">
          <Button type="submit" color="primary" size="sm" className="w-100" data-testid="range-search">
            <i className="bi bi-search" aria-hidden="true" /> {t('orders.range.search')}
          </Button>
        </Col>
      </Row>
      {noDay.from && <DateFieldMessage fieldId={`${idPrefix}-from`} label={t('orders.range.from')} />}
      {noDay.to && <DateFieldMessage fieldId={`${idPrefix}-to`} label={t('orders.range.to')} />}
      {children}
      <div className="small text-muted mt-1" data-testid="range-shown">
        {t('orders.range.shown', { from: formatDateTime(range.start.getTime()), to: formatDateTime(range.end.getTime()) })}
        <span className="d-none d-md-inline"> · {t('orders.range.hint')}</span>
      </div>
    </Form>
  );
}

export interface RangeListTableProps<Row> {
  list: LiveQueryState<Row>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Accessible name of the table. */
  title: string;
  emptyText: string;
}

/** The three order-list screens' body: a load error, the searchable table, and "load more". */
export function RangeListTable<Row extends { id: string }>({ list, columns, pageSizes, defaultPageSize, title, emptyText }: RangeListTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey="id"
        searchable
        pageSizes={pageSizes}
        defaultPageSize={defaultPageSize}
        read={list}
        errorText={t('orders.loadError')}
        ariaLabel={title}
        emptyText={emptyText}
        compact
      />
      <LoadMore shown={list.hasMore} onClick={list.loadMore} busy={list.loading || list.loadingMore} />
    </>
  );
}

/** How many lines the compact price list shows before "+n more". */
const SHOWN_LINES = 3;

/** Per-product prices of an order, compact: name and sold price per line (VAT marked). */
export function LinePrices({ lines }: { lines: readonly OrderProduct[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <span className="text-muted">{t('ui.common.noValue')}</span>;
  const shown = lines.slice(0, SHOWN_LINES);
  return (
    <ul className="list-unstyled mb-0 small" style={{ minWidth: '12rem' }} data-testid="order-lines">
      {shown.map((line, i) => (
        <li key={`${line.id}-${i}`} className="d-flex justify-content-between gap-2">
          <span className="text-truncate" style={{ maxWidth: '12rem' }} title={line.name}>
            {line.name}
          </span>
          <span className="text-nowrap">
            <Money value={line.price} />
            {line.isNoat && <span className="badge text-bg-light border ms-1">{t('orders.noat')}</span>}
          </span>
        </li>
      ))}
      {lines.length > SHOWN_LINES && <li className="text-muted">{t('orders.moreLines', { count: lines.length - SHOWN_LINES })}</li>}
    </ul>
  );
}

export function DateCell({ ms }: { ms: number }) {
  return ms > 0 ? <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time> : null;
}

/** How the order was paid: one method a line ("Cash 50,000"), or "Not recorded" for older orders. */
export function PaymentsCell({ payments }: { payments: Payments | null | undefined }) {
  const { t } = useTranslation();
  const parts = paymentParts(payments, t);
  if (!parts) {
    return (
      <span className="small text-muted text-nowrap" data-testid="order-payments">
        {t('order.payment.notRecorded')}
      </span>
    );
  }
  return (
    <ul className="list-unstyled mb-0 small text-nowrap" data-testid="order-payments">
      {parts.map((p) => (
        <li key={p.method} data-method={p.method}>
          {p.label} {p.amount}
        </li>
      ))}
    </ul>
  );
}
