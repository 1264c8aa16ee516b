import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, Spinner } from 'reactstrap';
import { formatDateTime } from '../../../lib/dates';
import { sortCounts, type StockCount } from '../domain/stockCount';
import { useStockCountLists } from '../api/stockCountQueries';

/** Counts, open ones first: cards that read on a phone and a tablet alike. */
export function CountList({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const { open, closed } = useStockCountLists(storeId);
  const rows = sortCounts([...open.data, ...closed.data]);
  const loading = open.loading || closed.loading;
  const error = open.error ?? closed.error;
  if (error) return <p className="text-danger">{error.message}</p>;
  return (
    <div data-testid="count-list">
      {loading && rows.length === 0 && <Spinner size="sm" />}
      {!loading && rows.length === 0 && <p className="text-body-secondary">{t('stockCounts.list.empty')}</p>}
      <div className="row g-2">
        {rows.map((c) => (
          <div key={c.id} className="col-12 col-lg-6">
            <CountCard count={c} />
          </div>
        ))}
      </div>
      {closed.hasNext && (
        <Button color="link" onClick={closed.next} disabled={closed.loadingMore}>
          {t('stockCounts.list.showMore')}
        </Button>
      )}
    </div>
  );
}

function CountCard({ count: c }: { count: StockCount }) {
  const { t } = useTranslation();
  const open = c.status === 'open';
  return (
    <div className={`border rounded p-2 h-100 bg-body d-flex gap-2 align-items-center ${open ? 'border-primary' : ''}`} data-testid="count-row" data-status={c.status}>
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex align-items-center gap-2">
          <span className="fw-semibold text-truncate">{c.locationName}</span>
          <Badge color={open ? 'primary' : 'secondary'}>{t(`stockCounts.status.${c.status}`)}</Badge>
        </div>
        <div className="small text-body-secondary">
          {t('stockCounts.detail.startedBy', { name: c.createdUserName, when: formatDateTime(c.createdAtMs) })}
          {!open && c.closedAtMs > 0 && <> · {t('stockCounts.detail.closedBy', { when: formatDateTime(c.closedAtMs) })}</>}
        </div>
        <div className="small d-flex flex-wrap gap-1 mt-1">
          <span className="badge text-bg-success">
            {t('stockCounts.figure.found')} {c.foundCount} / {c.expectedCount}
          </span>
          <span className="badge text-bg-danger">
            {t('stockCounts.figure.missing')} {c.missing.length}
          </span>
          <span className="badge text-bg-warning">
            {t('stockCounts.figure.elsewhere')} {c.elsewhere.length}
          </span>
          <span className="badge text-bg-dark">
            {t('stockCounts.figure.unknown')} {c.unknown.length}
          </span>
        </div>
      </div>
      <Link className={`btn btn-sm ${open ? 'btn-primary' : 'btn-outline-secondary'}`} to={`/stock-counts/${c.id}`} style={{ minHeight: 36 }}>
        {open ? t('stockCounts.list.open') : t('stockCounts.list.view')}
      </Link>
    </div>
  );
}
