import '../texts';
import { useMemo, useState } from 'react';
import { Badge, Col, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { CsvButton, DataTable, Money, PageTitle, type DataTableColumn } from '../../../components';
import { csvFileName } from '../../../lib/csv';
import type { DateRange } from '../../../lib/dates';
import { useSalesReportSales } from '../api/reportQueries';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { DateCell, LoadState, OptionalMoney } from '../../../components/RangeParts';
import { PurchaseTypeTable, SalesSummaryCards, usePurchaseTypeLabel } from '../components/SalesSummaryCards';
import { reportColumnTitles } from '../../../entities/sale/figures';
import { rangeDays } from '../../../lib/reportRange';
import {
  purchaseTypeBreakdown,
  salesCsvColumns,
  salesSummary,
  toSalesReportRow,
  type SalesReportRow,
} from '../domain/salesReport';

/** Page sizes: reports 20/50/100, default 20. */
const PAGE_SIZES = [20, 50, 100] as const;

/**
 * /report/sales-report (Admin, dev): every sale of a date range (default 1 January to today), newest
 * first, with summary cards, a breakdown by purchase type and a CSV download. Refunded sales are
 * listed with a badge and left out of the figures.
 */
export default function SalesReportPage() {
  const { t } = useTranslation();
  const [range, setRange, initial] = useReportRange();
  const [invalid, setInvalid] = useState(false);
  const list = useSalesReportSales(range, !invalid);
  const label = usePurchaseTypeLabel();

  const rows = useMemo(() => list.data.map(toSalesReportRow), [list.data]);
  const summary = useMemo(() => salesSummary(rows), [rows]);
  const breakdown = useMemo(() => purchaseTypeBreakdown(rows), [rows]);

  const search = (next: DateRange) => {
    setInvalid(false);
    const same = next.start.getTime() === range.start.getTime() && next.end.getTime() === range.end.getTime();
    setRange(next);
    if (same) list.reload();
  };

  const titles = reportColumnTitles(t);

  const columns: DataTableColumn<SalesReportRow>[] = [
    { key: 'date', header: titles.date, render: (r) => <DateCell ms={r.createdAt} /> },
    {
      key: 'type',
      header: titles.purchaseType,
      className: 'text-nowrap',
      headerClassName: '',
      render: (r) => label(r.purchaseType),
      searchValue: (r) => label(r.purchaseType),
    },
    {
      key: 'location',
      header: titles.location,
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '7rem' }}>
          {r.locationName}
        </span>
      ),
      searchValue: (r) => r.locationName,
    },
    {
      key: 'product',
      header: titles.product,
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '11rem' }}>
          {r.productName || t('ui.common.noValue')}
          {r.refunded && (
            <Badge color="secondary" pill className="ms-1 fw-normal" data-testid="refunded-badge">
              {t('reports.sales.refunded')}
            </Badge>
          )}
        </span>
      ),
      searchValue: (r) => r.productName,
    },
    { key: 'sku', header: titles.sku, className: 'font-monospace', render: (r) => r.sku, searchValue: (r) => r.sku },
    { key: 'base', header: titles.basePrice, className: 'text-end', render: (r) => <Money value={r.basePrice} /> },
    { key: 'discounted', header: titles.discountedPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.discountedPrice} /> },
    { key: 'noat', header: titles.noatPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.noatPrice} /> },
    {
      key: 'sold',
      header: titles.soldPrice,
      className: 'text-end fw-semibold',
      render: (r) => <Money value={r.soldPrice} className={r.refunded ? 'text-decoration-line-through text-muted' : undefined} />,
    },
    { key: 'customer', header: titles.customer, className: 'text-nowrap', render: (r) => r.customerName, searchValue: (r) => r.customerName },
    { key: 'phone', header: titles.phone, className: 'text-nowrap', render: (r) => r.customerPhone, searchValue: (r) => r.customerPhone },
  ];

  const days = rangeDays(range);
  const title = t('reports.sales.title');
  const showFigures = !list.loading && !list.error && rows.length > 0;

  return (
    <div data-testid="sales-report">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.report'), title]} />
      <ReportRangeFilter
        idPrefix="sales-report"
        initial={initial}
        range={range}
        onSearch={search}
        onInvalid={() => setInvalid(true)}
        actions={
          <CsvButton
            fileName={csvFileName('sales-report', days.from, days.to)}
            columns={salesCsvColumns(titles, label, t('reports.sales.refunded'))}
            rows={rows}
            disabled={invalid || !list.complete}
          />
        }
      />

      {!invalid && (
        <>
          <LoadState loading={list.loading} count={list.data.length} truncated={list.truncated} error={list.error} onRetry={list.reload} />
          {showFigures && (
            <Row className="g-3 mb-3">
              <Col xs={12} lg={6}>
                <SalesSummaryCards summary={summary} />
              </Col>
              <Col xs={12} lg={6}>
                <PurchaseTypeTable rows={breakdown} />
              </Col>
            </Row>
          )}
          <DataTable
            columns={columns}
            rows={rows}
            rowKey="id"
            searchable
            pageSizes={PAGE_SIZES}
            defaultPageSize={20}
            compact
            loading={list.loading && rows.length === 0}
            emptyText={list.error ? t('range.loadError') : t('reports.sales.empty')}
            ariaLabel={t('reports.sales.tableLabel')}
          />
          <p className="small text-muted mt-2 mb-0">
            <i className="bi bi-info-circle me-1" aria-hidden="true" />
            {t('reports.sales.refundedNote')}
          </p>
        </>
      )}
    </div>
  );
}
