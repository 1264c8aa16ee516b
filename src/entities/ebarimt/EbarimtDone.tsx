import './texts';
import { Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components';
import { useEbarimtPrint, useEbarimtReceipt, useQrSvg } from './ebarimtQueries';

/**
 * A receipt job's e-barimt on a done screen, live: being issued, issued (its DDTD, lottery number and
 * QR code), returned, or not yet (the sale or return stands; its receipt is printed again once
 * issued). Nothing while the job does not exist (yet: the bridge adds a return's jobs) or changes
 * nothing. The sale's done screen shows its job (the order's id); the counter return's done screen its
 * correction and, for an exchange, the new products' own receipt (bridge/returns.mjs).
 */
export function EbarimtDone({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const job = useEbarimtReceipt(jobId);
  const issued = job.data?.status === 'issued';
  const copy = useEbarimtPrint(issued ? jobId : null);
  const qrSvg = useQrSvg(copy.data?.qrData);
  const k = (key: string, o?: Record<string, unknown>) => t(`ebarimtReceipt.${key}`, o);
  if (job.loading || !job.data || job.data.status === 'none') return null;
  const r = job.data;
  const kind = r.kind === 'sale' ? (r.returnId ? 'exchange' : null) : r.kind;
  return (
    <div className="border rounded p-2 mx-auto mb-3 text-start" style={{ maxWidth: '28rem' }} data-testid="done-ebarimt" data-state={r.status} data-job={r.id}>
      <div className="fw-semibold mb-1">
        <i className="bi bi-receipt-cutoff" aria-hidden="true" /> {kind ? k(`kind.${kind}`) : k('title')}
      </div>
      {r.status === 'returned' ? (
        <p className="small mb-0" data-testid="done-ebarimt-returned">
          {k('returned', { ddtd: r.ddtd })}
        </p>
      ) : issued ? (
        <>
        <div className="d-flex gap-3 align-items-start">
          <dl className="mb-0 small flex-grow-1">
            <dt className="fw-normal text-muted">{k('ddtd')}</dt>
            <dd className="font-monospace text-break mb-1" data-testid="done-ddtd">{r.ddtd}</dd>
            <dt className="fw-normal text-muted">{k('vat')}</dt>
            <dd className="mb-1"><Money value={r.totalVAT ?? 0} /></dd>
            {r.buyer.type === 'B2B' && (
              <>
                <dt className="fw-normal text-muted">{k('B2B')}</dt>
                <dd className="mb-1" data-testid="done-company">{r.buyer.customerName}</dd>
              </>
            )}
            {copy.data && (
              <>
                <dt className="fw-normal text-muted">{k('lottery')}</dt>
                <dd className="font-monospace fw-bold mb-0" data-testid="done-ebarimt-lottery">{copy.data.lottery || k('noLottery')}</dd>
              </>
            )}
          </dl>
          {qrSvg && <div style={{ width: '7.5rem' }} data-testid="done-qr" aria-label={k('qr')} role="img" dangerouslySetInnerHTML={{ __html: qrSvg }} />}
        </div>
        {r.kind === 'correction' && <p className="small text-muted mt-1 mb-0">{k('correctsNote')}</p>}
        </>
      ) : r.status === 'failed' || r.status === 'uncertain' ? (
        <p className="small text-danger mb-0" data-testid="done-ebarimt-problem">{k(`state.${r.status}`)}</p>
      ) : (
        <p className="small text-muted mb-0" data-testid="done-ebarimt-pending">
          <Spinner size="sm" tag="span" /> {k(r.attempts > 1 ? 'state.waiting' : 'state.pending')}
        </p>
      )}
    </div>
  );
}
