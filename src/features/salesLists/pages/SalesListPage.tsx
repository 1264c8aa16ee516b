import '../texts';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Col, FormGroup, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { confirmDialog, DataTable, Money, PageTitle, serverPaging, withAlerts, type DataTableColumn } from '../../../components';
import { CsvExportButton } from '../../../components/CsvExportButton';
import { useSessionUser } from '../../../auth/AuthProvider';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { purchaseTypeLabel } from '../../../entities/order/orderView';
import { useMerchants } from '../../../entities/person/queries';
import { formatDateTime } from '../../../lib/dates';
import { readSalesRows, useSalesPage, useSalesTotals } from '../api/salesListQueries';
import { deleteSale } from '../api/salesListWrites';
import {
  canDeleteSales,
  LOCATION_TYPE_CHOICES,
  NO_FILTER,
  SALES_DEFAULT_PAGE_SIZE,
  SALES_PAGE_SIZES,
  saleCsvColumns,
  salesCsvFileName,
  type LocationTypeChoice,
  type SaleRow,
  type SalesFilter,
  type SalesListKind,
} from '../domain/salesList';
import { SaleDetailDialog, SaleState } from '../components/SaleDetailDialog';

const SECTION: Record<SalesListKind, string> = {
  salesList: 'menu.sections.report',
  merchantSales: 'menu.sections.devSales',
  customerSales: 'menu.sections.devSales',
};

/**
 * /report/sales, /merchant-sales and /customer-sales: the date range (1 January to
 * today by default) with the screen's extra filter, the sales of the range a page at a time (server
 * cursors), totals from aggregation queries, the CSV of the whole range read in pages, details and
 * delete with confirmation.
 */
export default function SalesListPage({ kind }: { kind: SalesListKind }) {
  const { t } = useTranslation();
  const session = useSessionUser();
  const [range, setRange, initial] = useReportRange();
  // The extra filter applies at once (like the range, it changes the query).
  const [filter, setFilter] = useState<SalesFilter>(NO_FILTER);
  const [shown, setShown] = useState<SaleRow | null>(null);
  // A bad range (e.g. end before start) shows its message instead of the last range's rows.
  const [invalid, setInvalid] = useState(false);
  const [pageSize, setPageSize] = useState<number>(SALES_DEFAULT_PAGE_SIZE);
  // Bumped by a search and a delete: the totals are read again (the page itself is live).
  const [changes, setChanges] = useState(0);
  const list = useSalesPage(kind, range, filter, pageSize, !invalid);
  const totalsState = useSalesTotals(kind, range, filter, !invalid, changes);
  const totals = totalsState.data ?? { goods: 0, sold: 0, refunded: 0 };
  const mayDelete = canDeleteSales(session.role);
  const csvColumns = useMemo(
    () =>
      saleCsvColumns(t, {
        purchaseType: (type) => purchaseTypeLabel(type, t),
        state: (state) => t(`salesLists.state.${state}`),
      }),
    [t],
  );

  const remove = useCallback(async (sale: SaleRow) => {
    const yes = await confirmDialog({
      title: t('salesLists.confirmTitle'),
      text: t('salesLists.confirmText'),
      confirmText: t('salesLists.delete'),
      cancelText: t('salesLists.cancel'),
      danger: true,
    });
    if (!yes) return;
    const done = await withAlerts(() => deleteSale(sale.id), { success: t('salesLists.deleted') });
    if (done.ok) setChanges((n) => n + 1);
  }, [t]);

  const columns = useMemo<DataTableColumn<SaleRow>[]>(() => {
    const cols: DataTableColumn<SaleRow>[] = [
      {
        key: 'date',
        header: t('salesLists.columns.date'),
        className: 'text-nowrap small',
        headerClassName: 'text-nowrap',
        // Day over time: YYYY-MM-DD HH:mm:ss in two short lines (the space keeps the text whole).
        render: (r) => {
          if (r.createdAt <= 0) return null;
          const [day, time] = formatDateTime(r.createdAt).split(' ');
          return (
            <time dateTime={new Date(r.createdAt).toISOString()}>
              {day} <br />
              <span className="text-muted">{time}</span>
            </time>
          );
        },
      },
      {
        key: 'product',
        header: t('salesLists.columns.product'),
        render: (r) => (
          <div className="d-flex align-items-center gap-2" style={{ minWidth: '11rem' }}>
            {r.picUrl ? (
              <img src={r.picUrl} alt="" width={40} height={40} loading="lazy" className="rounded border flex-shrink-0" style={{ objectFit: 'cover' }} />
            ) : (
              <span className="rounded border bg-light d-inline-flex align-items-center justify-content-center flex-shrink-0 text-muted" style={{ width: 40, height: 40 }} title={t('salesLists.noPicture')}>
                <i className="bi bi-image" aria-hidden="true" />
              </span>
            )}
            <div style={{ minWidth: 0 }}>
              <div className="fw-semibold small">{r.name || t('ui.common.noValue')}</div>
              <div className="small text-muted">{r.sku}</div>
            </div>
          </div>
        ),
      },
      {
        key: 'price',
        header: t('salesLists.columns.price'),
        className: 'text-end text-nowrap',
        // position-relative: Money's visually hidden labels are absolutely positioned; without a
        // positioned box inside the scrolling table they widen the page on a phone.
        render: (r) => (
          <span className="position-relative d-inline-block">
            <Money value={r.figures.soldPrice} original={r.figures.discountedPrice !== null ? r.figures.basePrice : null} />
            {r.figures.noatPrice !== null && (
              <Badge color="light" className="text-dark border ms-1" data-testid="sale-noat">
                {t('salesLists.noat')}
              </Badge>
            )}
          </span>
        ),
      },
      {
        key: 'customer',
        header: t('salesLists.columns.customer'),
        render: (r) => (
          <div style={{ minWidth: '7rem' }}>
            <div>{r.customerName || t('ui.common.noValue')}</div>
            <div className="small text-muted text-nowrap">{r.customerPhone}</div>
          </div>
        ),
      },
      { key: 'purchaseType', header: t('salesLists.columns.purchaseType'), className: 'small', headerClassName: '', render: (r) => purchaseTypeLabel(r.purchaseType, t) },
      { key: 'location', header: t('salesLists.columns.location'), className: 'small', headerClassName: '', render: (r) => r.locationName || t('ui.common.noValue') },
      { key: 'state', header: t('salesLists.columns.state'), className: 'text-nowrap', render: (r) => <SaleState sale={r} /> },
      {
        key: 'actions',
        header: t('salesLists.columns.actions'),
        className: 'text-end text-nowrap',
        render: (r) => (
          <div className="d-inline-flex gap-1">
            <Button size="sm" color="info" outline onClick={() => setShown(r)} aria-label={t('salesLists.detailsOf', { name: r.name })} data-testid="sale-details">
              <i className="bi bi-list-ul" aria-hidden="true" />
            </Button>
            {mayDelete && (
              <Button size="sm" color="danger" outline onClick={() => void remove(r)} aria-label={t('salesLists.deleteOf', { name: r.name })} data-testid="sale-delete">
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            )}
          </div>
        ),
      },
    ];
    return cols;
  }, [t, mayDelete, remove]);

  const title = t(`salesLists.titles.${kind}`);
  const csv = (
    <CsvExportButton
      fileName={salesCsvFileName(kind, range)}
      columns={csvColumns}
      read={(options) => readSalesRows(kind, range, filter, options)}
      total={totalsState.data ? totalsState.data.goods + totalsState.data.refunded : null}
      disabled={invalid}
    />
  );

  return (
    <div data-testid={`sales-list-${kind}`}>
      <PageTitle title={title} breadcrumbs={[t(SECTION[kind]), title]} subtitle={<span className="small text-muted">{t(`salesLists.hints.${kind}`)}</span>} />
      <ReportRangeFilter
        idPrefix={kind}
        initial={initial}
        range={range}
        onSearch={(next) => {
          setInvalid(false);
          setRange(next);
          setChanges((n) => n + 1);
        }}
        onInvalid={() => setInvalid(true)}
        actions={csv}
      >
        {kind === 'merchantSales' && <MerchantFilter value={filter.merchant} onChange={(merchant) => setFilter((f) => ({ ...f, merchant }))} />}
        {kind === 'customerSales' && (
          <LocationTypeFilter value={filter.locationType} onChange={(locationType) => setFilter((f) => ({ ...f, locationType }))} />
        )}
      </ReportRangeFilter>

      {!invalid && (
        <>
          {/* The list's own error is the table's; this one is the totals'. */}
          {!list.error && totalsState.error && (
            <Alert color="danger" className="py-2" role="alert" data-testid="report-error">
              {t('range.loadError')}
            </Alert>
          )}

          <div className="d-flex flex-wrap align-items-center gap-3 mb-2 small" role="group" aria-label={t('salesLists.totals.label')} data-testid="sales-totals">
            <span className="text-muted">{t('salesLists.totals.label')}:</span>
            <span>
              {t('salesLists.totals.goods')}: <strong data-testid="sales-goods">{totals.goods.toLocaleString('en-US')}</strong>
            </span>
            <span>
              {t('salesLists.totals.sold')}: <strong data-testid="sales-sold"><Money value={totals.sold} /></strong>
            </span>
            {totals.refunded > 0 && (
              <span>
                {t('salesLists.totals.refunded')}: <strong data-testid="sales-refunded">{totals.refunded}</strong>
              </span>
            )}
          </div>

          <DataTable
            columns={columns}
            rows={list.data}
            rowKey="id"
            pageSizes={SALES_PAGE_SIZES}
            defaultPageSize={SALES_DEFAULT_PAGE_SIZE}
            read={list}
            errorText={t('range.loadError')}
            errorTestId="report-error"
            ariaLabel={title}
            emptyText={t('salesLists.empty')}
            compact
            server={serverPaging(list, pageSize, setPageSize)}
          />
        </>
      )}
      <SaleDetailDialog sale={shown} onClose={() => setShown(null)} />
    </div>
  );
}

function MerchantFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const { data: merchants, error } = useMerchants();
  return (
    <Col xs={12} md={3} lg={2}>
      <FormGroup noMargin>
        <Label for="merchant-sales-filter" className="small mb-1">
          {t('salesLists.filters.merchant')}
        </Label>
        <Input id="merchant-sales-filter" type="select" bsSize="sm" value={value} onChange={(e) => onChange(e.target.value)} invalid={error !== null} data-testid="merchant-filter">
          <option value="all">{t('salesLists.filters.all')}</option>
          {merchants.map((m) => (
            <option key={m.id} value={m.id}>
              {m.firstName || m.id}
            </option>
          ))}
        </Input>
      </FormGroup>
    </Col>
  );
}

function LocationTypeFilter({ value, onChange }: { value: LocationTypeChoice; onChange: (v: LocationTypeChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} md={3} lg={2}>
      <FormGroup noMargin>
        <Label for="customer-sales-type" className="small mb-1">
          {t('salesLists.filters.locationType')}
        </Label>
        <Input
          id="customer-sales-type"
          type="select"
          bsSize="sm"
          value={value}
          onChange={(e) => onChange(e.target.value as LocationTypeChoice)}
          data-testid="location-type-filter"
        >
          {LOCATION_TYPE_CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(`salesLists.filters.${c}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
    </Col>
  );
}
