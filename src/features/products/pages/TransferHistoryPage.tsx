import '../../../entities/product/texts';
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, FormGroup, Input, Label, Row, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, PageTitle, type DataTableColumn } from '../../../components';
import { useTransferHistory } from '../api/transferLogQueries';
import { defaultRange, formatDateTime, parseDateRange, toInputValue, type DateRange, type TransferLog } from '../domain/transferHistory';

/** Transfer history: 10 rows per page by default. */
const PAGE_SIZES = [10, 25, 50] as const;

/** /transferred-history: where products were moved from and to, in a date range (docs/products.md). */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const [initial] = useState(() => {
    const range = defaultRange(new Date());
    return { range, startText: toInputValue(range.start), endText: toInputValue(range.end) };
  });
  const [startText, setStartText] = useState(initial.startText);
  const [endText, setEndText] = useState(initial.endText);
  const [range, setRange] = useState<DateRange>(initial.range);
  const history = useTransferHistory(range);

  const search = (e: FormEvent) => {
    e.preventDefault();
    // An untouched end field means "now" (the field only shows the minute the page opened).
    const next = parseDateRange(startText, endText === initial.endText ? '' : endText, new Date());
    setRange(next);
  };

  const columns: DataTableColumn<TransferLog>[] = [
    {
      key: 'picture',
      header: t('stock.history.columns.picture'),
      render: (log) =>
        log.picUrl ? (
          <img
            src={log.picUrl}
            alt={t('stock.history.pictureOf', { name: log.productName })}
            width={48}
            height={48}
            loading="lazy"
            className="rounded border"
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <span className="text-muted">{t('ui.common.noValue')}</span>
        ),
    },
    {
      key: 'name',
      header: t('stock.history.columns.name'),
      render: (log) => <div style={{ minWidth: '9rem' }} className="fw-semibold">{log.productName}</div>,
      searchValue: (log) => log.productName,
    },
    { key: 'barcode', header: t('stock.history.columns.barcode'), className: 'text-nowrap', render: (log) => log.sku, searchValue: (log) => log.sku },
    {
      key: 'previous',
      header: t('stock.history.columns.previous'),
      render: (log) => <div style={{ minWidth: '8rem' }} data-testid="history-previous">{log.prevLocationName}</div>,
      searchValue: (log) => log.prevLocationName,
    },
    {
      key: 'current',
      header: t('stock.history.columns.current'),
      render: (log) => <div style={{ minWidth: '8rem' }} data-testid="history-current">{log.currentLocationName}</div>,
      searchValue: (log) => log.currentLocationName,
    },
    {
      key: 'date',
      header: t('stock.history.columns.date'),
      className: 'text-nowrap',
      render: (log) => <time dateTime={new Date(log.updatedAtMs).toISOString()}>{formatDateTime(log.updatedAtMs)}</time>,
    },
  ];

  const title = t('stock.history.title');
  return (
    <div data-testid="transfer-history">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.product'), title]} />
      <Form onSubmit={search} className="mb-3" aria-label={title}>
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={6} lg={4} xl={3}>
            <FormGroup className="mb-0">
              <Label for="history-start" className="small mb-1">
                {t('stock.history.start')}
              </Label>
              <Input id="history-start" type="datetime-local" bsSize="sm" value={startText} onChange={(e) => setStartText(e.target.value)} />
            </FormGroup>
          </Col>
          <Col xs={12} sm={6} lg={4} xl={3}>
            <FormGroup className="mb-0">
              <Label for="history-end" className="small mb-1">
                {t('stock.history.end')}
              </Label>
              <Input id="history-end" type="datetime-local" bsSize="sm" value={endText} onChange={(e) => setEndText(e.target.value)} />
            </FormGroup>
          </Col>
          <Col xs={12} sm="auto">
            <Button type="submit" color="primary" size="sm" className="w-100" data-testid="history-search">
              <i className="bi bi-search" aria-hidden="true" /> {t('stock.history.search')}
            </Button>
          </Col>
        </Row>
        <div className="small text-muted mt-1" data-testid="history-range">
          {t('stock.history.shownRange', { start: formatDateTime(range.start.getTime()), end: formatDateTime(range.end.getTime()) })}
          <span className="d-none d-md-inline"> · {t('stock.history.rangeHint')}</span>
        </div>
      </Form>
      <DataTable
        columns={columns}
        rows={history.data}
        rowKey="id"
        searchable
        pageSizes={PAGE_SIZES}
        defaultPageSize={10}
        read={history}
        errorText={t('stock.history.loadError')}
        ariaLabel={title}
        emptyText={t('stock.history.empty')}
        compact
      />
      {history.hasNext && (
        <div className="text-center mt-2">
          <Button color="secondary" outline size="sm" onClick={history.next} disabled={history.loadingMore} data-testid="history-more">
            {history.loadingMore && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('stock.history.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
