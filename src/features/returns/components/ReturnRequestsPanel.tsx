import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ListGroup, ListGroupItem } from 'reactstrap';
import { refusedWriteText, showFailure } from '../../../components';
import type { SessionUser } from '../../../auth/sessionUser';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { usePendingReturnRequests } from '../api/returnQueries';
import { decideReturnRequest } from '../api/returnWrites';

/** The sellers' requests waiting for a decision, live (Admin, Manager, dev): approve or refuse. */
export function ReturnRequestsPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { data, error, retry } = usePendingReturnRequests(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const decide = async (id: string, approve: boolean) => {
    setBusy(id);
    setNotice(null);
    try {
      await decideReturnRequest(id, approve, user);
      setNotice(t(approve ? 'returns.requests.approved' : 'returns.requests.refused'));
    } catch (e) {
      console.error('return request decision', e);
      void showFailure(refusedWriteText(e) ?? t('returns.requests.loadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card card-body mb-3" data-testid="return-requests">
      <h2 className="h6 mb-2">{t('returns.requests.title')}</h2>
      {error && (
        <Alert color="warning" className="py-2">
          {t('returns.requests.loadFailed')}{' '}
          <Button size="sm" color="link" onClick={retry}>
            {t('returns.order.retry')}
          </Button>
        </Alert>
      )}
      {notice && (
        <div className="small text-success mb-2" role="status" data-testid="return-request-notice">
          {notice}
        </div>
      )}
      {data.length === 0 ? (
        <div className="small text-body-secondary" data-testid="return-requests-empty">
          {t('returns.requests.empty')}
        </div>
      ) : (
        <ListGroup>
          {data.map((r) => (
            <ListGroupItem key={r.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="return-request">
              <div>
                <div>
                  <strong>{r.contactName || t('returns.order.walkIn')}</strong> · {t('returns.requests.late', { date: formatDateTime(r.soldAtMs) })} ·{' '}
                  {t('returns.requests.lines', { count: r.productIds.length, amount: formatMoney(r.returnedTotal) })}
                </div>
                <div className="small text-body-secondary">
                  {t('returns.order.title', { id: r.orderId })} · {t('returns.requests.by', { name: `${r.createdUser.lastName} ${r.createdUser.firstName}`.trim(), store: r.locationName })} ·{' '}
                  {formatDateTime(r.createdAtMs)}
                </div>
                {r.reason && <div className="small fst-italic">{r.reason}</div>}
              </div>
              <div className="d-flex gap-2">
                <Button color="success" disabled={busy !== null} onClick={() => void decide(r.id, true)} data-testid="return-request-approve">
                  {t('returns.requests.approve')}
                </Button>
                <Button color="danger" outline disabled={busy !== null} onClick={() => void decide(r.id, false)} data-testid="return-request-refuse">
                  {t('returns.requests.refuse')}
                </Button>
              </div>
            </ListGroupItem>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
