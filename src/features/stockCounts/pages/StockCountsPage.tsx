import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Badge, Spinner } from 'reactstrap';
import { PageTitle } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { SessionUser } from '../../../auth/sessionUser';
import { formatDateTime } from '../../../lib/dates';
import { useStockCount } from '../api/stockCountQueries';
import { counterOf } from '../api/stockCountWrites';
import type { StockCount } from '../domain/stockCount';
import { ClosedCount } from '../components/ClosedCount';
import { CountList } from '../components/CountList';
import { NewCount } from '../components/NewCount';
import { OpenCount } from '../components/OpenCount';
import '../texts';

/** /stock-counts (the list and "new count") and /stock-counts/:id (one count). docs/stock-counts.md */
export default function StockCountsPage() {
  const { id } = useParams();
  const user = useSessionUser();
  return id ? <CountScreen key={id} id={id} user={user} /> : <CountsScreen user={user} />;
}

function CountsScreen({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('stockCounts.title')} />
      <NewCount user={user} by={counterOf(user)} />
      <CountList storeId={user.isSeller ? user.locationId : null} />
    </>
  );
}

function CountScreen({ id, user }: { id: string; user: SessionUser }) {
  const { t } = useTranslation();
  const { data: count, loading, error } = useStockCount(id);
  const back = (
    <Link to="/stock-counts" className="btn btn-outline-secondary btn-sm">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {t('stockCounts.detail.back')}
    </Link>
  );
  if (loading) return <Spinner size="sm" />;
  if (error || !count) {
    return (
      <>
        <PageTitle title={t('stockCounts.title')} actions={back} />
        <Alert color="warning">{t('stockCounts.detail.notFound')}</Alert>
      </>
    );
  }
  const open = count.status === 'open';
  return (
    <>
      <PageTitle
        title={count.locationName}
        breadcrumbs={[t('stockCounts.title'), count.locationName]}
        subtitle={
          <span className="small text-body-secondary">
            <Badge color={open ? 'primary' : 'secondary'} className="me-2" data-testid="count-status">
              {t(`stockCounts.status.${count.status}`)}
            </Badge>
            {t('stockCounts.detail.startedBy', { name: count.createdUserName, when: formatDateTime(count.createdAtMs) })}
            {!open && count.closedAtMs > 0 && <> · {t('stockCounts.detail.closedBy', { when: formatDateTime(count.closedAtMs) })}</>}
          </span>
        }
        actions={back}
      />
      {open ? <OpenSession count={count} user={user} /> : <ClosedCount count={count} />}
    </>
  );
}

function OpenSession({ count, user }: { count: StockCount; user: SessionUser }) {
  return (
    <OpenCount
      count={count}
      by={counterOf(user)}
      restrict={user.isSeller && user.locationId ? { locationId: user.locationId } : {}}
      canMove={user.isManager || user.isDeveloper}
      isSeller={user.isSeller}
    />
  );
}
