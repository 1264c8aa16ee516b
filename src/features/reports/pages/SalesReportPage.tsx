import '../texts';
import { useMemo, useState } from 'react';
import { Alert, Badge, Col, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, Money, PageTitle, serverPaging, type DataTableColumn } from '../../../components';
import { CsvExportButton } from '../../../components/CsvExportButton';
import { csvFileName } from '../../../lib/csv';
import type { DateRange } from '../../../lib/dates';
import { readSalesReportRows, usePaymentTotals, useSalesReportPage, useSalesTotals } from '../api/reportQueries';
import { PaymentTotalsCard } from '../components/PaymentTotalsTable';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { DateCell, OptionalMoney } from '../../../components/RangeParts';
import { PurchaseTypeTable, SalesSummaryCards, usePurchaseTypeLabel } from '../components/SalesSummaryCards';
import { reportColumnTitles } from '../../../entities/sale/figures';
import { rangeDays } from '../../../lib/reportRange';
import { salesCsvColumns, toSalesReportRow, type SalesReportRow } from '../domain/salesReport';

/** Page sizes: reports 20/50/100, default 20. */
const PAGE_SIZES = [20, 50, 100] as const;

/**
 * /report/sales-report (Admin, dev): every sale of a date range (default 1 January to today), newest
 * first, with summary cards, a breakdown by purchase type and a CSV download. Refunded sales (and
 * those returned at the counter) are listed with a badge and left out of the figures; a counter
 * exchange's sales are marked and counted as sold. The table reads a page at a time, the figures are
 * aggregation queries and the CSV reads the range in pages.
 */
export default function SalesReportPage() {
  const { t } = useTranslation();
  const [range, setRange, initial] = useReportRange();
  const [invalid, setInvalid] = useState(false);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // Searching the same range again reads the figures anew (the page is live).
  const [searches, setSearches] = useState(0);
  const list = useSalesReportPage(range, pageSize, !invalid);
  const totals = useSalesTotals(range, !invalid, searches);
  // Read when asked for (PaymentTotalsCard), then again at each Search.
  const [showPayments, setShowPayments] = useState(false);
  const payments = usePaymentTotals(range, !invalid && showPayments, searches);
  const label = usePurchaseTypeLabel();

  const rows = useMemo(() => list.data.map(toSalesReportRow), [list.data]);

  const search = (next: DateRange) => {
    setInvalid(false);
    setRange(next);
    setSearches((n) => n + 1);
  };

  const titles = reportColumnTitles(t);

  const columns: DataTableColumn<SalesReportRow>[] = [
    { key: 'date', header: titles.date, render: (r) => <DateCell ms={r.createdAt} /> },
    {
      key: 'type',
      header: titles.purchaseType,
      // "гэрээт борлуулагч" wraps: on one line it widened the table past a 1400 px screen.
      render: (r) => label(r.purchaseType),
    },
    {
      key: 'location',
      header: titles.location,
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '7rem' }}>
          {r.locationName}
        </span>
      ),
    },
    {
      key: 'product',
      header: titles.product,
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '9rem' }}>
          {r.productName || t('ui.common.noValue')}
          {r.refunded && (
            <Badge color="secondary" pill className="ms-1 fw-normal" data-testid="refunded-badge" data-state={r.state}>
              {t(r.state === 'returned' ? 'reports.sales.returned' : 'reports.sales.refunded')}
            </Badge>
          )}
          {/* Sold in a counter exchange: counted as sold (unless taken back since). */}
          {r.exchange && (
            <Badge color="info" pill className="ms-1 fw-normal text-dark" data-testid="exchange-badge">
              {t('reports.sales.exchange')}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'sku', header: titles.sku, className: 'font-monospace', render: (r) => r.sku },
    { key: 'base', header: titles.basePrice, className: 'text-end', render: (r) => <Money value={r.basePrice} /> },
    { key: 'discounted', header: titles.discountedPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.discountedPrice} /> },
    { key: 'noat', header: titles.noatPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.noatPrice} /> },
    {
      key: 'sold',
      header: titles.soldPrice,
      className: 'text-end fw-semibold',
      render: (r) => <Money value={r.soldPrice} className={r.refunded ? 'text-decoration-line-through text-muted' : undefined} />,
    },
    // The whole name wraps between its words rather than push Phone off a 1400 px screen.
    { key: 'customer', header: titles.customer, render: (r) => r.customerName || <span className="text-muted">{t('ui.common.noValue')}</span> },
    { key: 'phone', header: titles.phone, className: 'text-nowrap', render: (r) => r.customerPhone },
  ];

  const days = rangeDays(range);
  const title = t('reports.sales.title');
  const figures = totals.data;
  const sales = figures ? figures.summary.goods + figures.summary.refunded : null;

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
          <CsvExportButton
            fileName={csvFileName('sales-report', days.from, days.to)}
            columns={salesCsvColumns(titles, label, {
              refunded: t('reports.sales.refunded'),
              returned: t('reports.sales.returned'),
              exchange: t('reports.sales.exchange'),
            })}
            read={(options) => readSalesReportRows(range, { ...options, expected: sales })}
            total={sales}
            disabled={invalid}
          />
        }
      />

      {!invalid && (
        <>
          {/* The list's own error is the table's; this one is the figures'. */}
          {!list.error && (totals.error || payments.error) && (
            <Alert color="danger" className="py-2" role="alert" data-testid="report-error">
              {t('range.loadError')}
            </Alert>
          )}
          {/* Busy while the figures are read (the bench waits for the default range's before it searches). */}
          <div aria-busy={totals.loading} data-testid="report-figures">
            {figures && sales !== null && sales > 0 && (
              <Row className="g-3 mb-3">
                <Col xs={12} lg={6}>
                  <SalesSummaryCards summary={figures.summary} />
                </Col>
                <Col xs={12} lg={6}>
                  <PurchaseTypeTable rows={figures.breakdown} />
                </Col>
              </Row>
            )}
          </div>
          <Row className="g-3 mb-3">
            <Col xs={12} lg={6}>
              <PaymentTotalsCard shown={showPayments} onShow={() => setShowPayments(true)} totals={payments.data} loading={payments.loading} />
            </Col>
          </Row>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey="id"
            pageSizes={PAGE_SIZES}
            defaultPageSize={PAGE_SIZES[0]}
            compact
            read={list}
            errorText={t('range.loadError')}
            errorTestId="report-error"
            emptyText={t('reports.sales.empty')}
            ariaLabel={t('reports.sales.tableLabel')}
            server={serverPaging(list, pageSize, setPageSize)}
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
