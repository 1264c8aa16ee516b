import '../texts';
import { useMemo, useState } from 'react';
import { Col, FormGroup, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { DataTable, Money, PageTitle, serverPaging, type DataTableColumn } from '../../../components';
import { CsvExportButton } from '../../../components/CsvExportButton';
import { csvFileName } from '../../../lib/csv';
import { courierName } from '../../../entities/order/orderView';
import type { DateRange } from '../../../lib/dates';
import { readDeliveryReportRows, useDeliveryReportPage, useDeliveryTotals, useReportCouriers } from '../api/reportQueries';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { TotalsLine } from '../components/ReportParts';
import { DateCell, OptionalMoney } from '../../../components/RangeParts';
import { deliveryCsvColumns, deliveryReportRows, type CourierFilter, type DeliveryReportRow } from '../domain/deliveryReport';
import { reportColumnTitles } from '../../../entities/sale/figures';
import { rangeDays } from '../../../lib/reportRange';

/** Page sizes: reports 20/50/100, default 20. */
const PAGE_SIZES = [20, 50, 100] as const;

/**
 * /report/delivery-reports (Admin, dev): the done delivery orders of a date range (default 1 January
 * to today), of every courier or one, one row per sold product line, with totals and a CSV download.
 * The table reads a page of orders at a time (newest first), the totals are one aggregation query and
 * the CSV reads the whole range in pages: nothing here reads the range at once.
 */
export default function DeliveryReportPage() {
  const { t } = useTranslation();
  const [range, setRange, initial] = useReportRange();
  const [courier, setCourier] = useState<CourierFilter>('all');
  const [applied, setApplied] = useState<CourierFilter>('all');
  const [invalid, setInvalid] = useState(false);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // Searching again the same filters reads the totals anew (the page is live).
  const [searches, setSearches] = useState(0);
  const couriers = useReportCouriers();
  const list = useDeliveryReportPage(range, applied, pageSize, !invalid);
  const totals = useDeliveryTotals(range, applied, !invalid, searches);

  const rows = useMemo(() => deliveryReportRows(list.data, couriers.data), [list.data, couriers.data]);

  const search = (next: DateRange) => {
    setInvalid(false);
    setApplied(courier);
    setRange(next);
    setSearches((n) => n + 1);
  };

  const titles = reportColumnTitles(t);

  const columns: DataTableColumn<DeliveryReportRow>[] = [
    { key: 'date', header: titles.date, render: (r) => <DateCell ms={r.createdAt} /> },
    {
      key: 'courier',
      header: titles.courier,
      className: 'text-nowrap',
      render: (r) => r.courierName || t('ui.common.noValue'),
    },
    {
      key: 'product',
      header: titles.product,
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '11rem' }}>
          {r.productName || t('ui.common.noValue')}
        </span>
      ),
    },
    { key: 'sku', header: titles.sku, className: 'font-monospace', render: (r) => r.sku },
    { key: 'base', header: titles.basePrice, className: 'text-end', render: (r) => <Money value={r.basePrice} /> },
    { key: 'discounted', header: titles.discountedPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.discountedPrice} /> },
    { key: 'noat', header: titles.noatPrice, className: 'text-end', render: (r) => <OptionalMoney value={r.noatPrice} /> },
    { key: 'sold', header: titles.soldPrice, className: 'text-end fw-semibold', render: (r) => <Money value={r.soldPrice} /> },
    { key: 'phone', header: titles.phone, className: 'text-nowrap', render: (r) => r.phone },
    {
      key: 'address',
      header: titles.address,
      className: 'small',
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '14rem' }}>
          {r.address}
        </span>
      ),
    },
    {
      key: 'addressDescription',
      header: titles.addressDescription,
      className: 'small text-muted',
      render: (r) => (
        <span className="d-inline-block" style={{ minWidth: '8rem' }}>
          {r.addressDescription}
        </span>
      ),
    },
  ];

  const days = rangeDays(range);
  const csvColumns = deliveryCsvColumns(titles);
  const title = t('reports.delivery.title');

  return (
    <div data-testid="delivery-report">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.report'), title]} />
      <ReportRangeFilter
        idPrefix="delivery-report"
        initial={initial}
        range={range}
        onSearch={search}
        onInvalid={() => setInvalid(true)}
        actions={
          <CsvExportButton
            fileName={csvFileName('delivery-report', days.from, days.to)}
            columns={csvColumns}
            read={(options) => readDeliveryReportRows(range, applied, couriers.data, { ...options, expected: totals.data?.orders })}
            total={totals.data?.orders ?? null}
            disabled={invalid || couriers.loading}
          />
        }
      >
        <Col xs={12} md={3} lg={2}>
          <FormGroup noMargin>
            <Label for="delivery-report-courier" className="small mb-1">
              {t('reports.delivery.courier')}
            </Label>
            <Input
              id="delivery-report-courier"
              type="select"
              bsSize="sm"
              value={courier}
              disabled={couriers.loading}
              invalid={couriers.error !== null}
              onChange={(e) => setCourier(e.target.value)}
            >
              <option value="all">{t('reports.delivery.allCouriers')}</option>
              {couriers.data.map((c) => {
                const name = courierName(c) || c.phone || c.id;
                return (
                  <option key={c.id} value={c.id}>
                    {c.isActive ? name : t('reports.delivery.inactive', { name })}
                  </option>
                );
              })}
            </Input>
            {couriers.error && <div className="invalid-feedback d-block">{t('reports.delivery.couriersError')}</div>}
          </FormGroup>
        </Col>
      </ReportRangeFilter>

      {!invalid && (
        <>
          {/* The list's own error is the table's; this one is the totals'. */}
          {!list.error && totals.error && (
            <Alert color="danger" className="py-2" role="alert" data-testid="report-error">
              {t('range.loadError')}
            </Alert>
          )}
          {/* Busy while the totals are read (the bench waits for the default range's before it searches). */}
          <div aria-busy={totals.loading} data-testid="report-figures">
            {totals.data && totals.data.orders > 0 && <TotalsLine totals={totals.data} />}
          </div>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey="key"
            pageSizes={PAGE_SIZES}
            defaultPageSize={PAGE_SIZES[0]}
            compact
            read={list}
            errorText={t('range.loadError')}
            errorTestId="report-error"
            emptyText={t('reports.delivery.empty')}
            ariaLabel={t('reports.delivery.tableLabel')}
            server={serverPaging(list, pageSize, setPageSize)}
          />
          <p className="small text-muted mt-2 mb-0" data-testid="refunded-note">
            <i className="bi bi-info-circle me-1" aria-hidden="true" />
            {t('reports.delivery.refundedNote')}
          </p>
        </>
      )}
    </div>
  );
}
