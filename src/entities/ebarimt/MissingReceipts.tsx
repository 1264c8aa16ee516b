import './texts';
import '../order/texts';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { Money } from '../../components/Money';
import { formatDateTime } from '../../lib/dates';
import { useEbarimtSwitch } from './ebarimtQueries';
import { useMissingReceipts, type MissingReceiptScope } from './missingReceiptQueries';

/** The most rows shown; the count says how many more. */
export const MISSING_SHOWN = 100;

export interface MissingReceiptsProps {
  /** The period asked for; the check starts no earlier than the e-barimt was switched on. */
  from: Date;
  to: Date;
  /** One store's counter sales (a shift's Z report), or null: every sale (/ebarimt). */
  storeId: string | null;
  /** A new value checks again (Search pressed on the same period). */
  run?: number;
}

/**
 * VAT sales of a period without an issued e-barimt (docs/ebarimt.md, "VAT sales without a receipt"):
 * each with its order, where and when, its VAT lines' total and why (no job written, or the job's
 * status). Nothing while the e-barimt is off or the period ends before it was switched on.
 */
export function MissingReceipts({ from, to, storeId, run = 0 }: MissingReceiptsProps) {
  const { t } = useTranslation();
  const setting = useEbarimtSwitch();
  const on = setting.data?.enabled === true;
  const start = new Date(Math.max(from.getTime(), setting.data?.enabledAt ?? 0));
  const scope: MissingReceiptScope | null = on && setting.data && start < to ? { from: start, to, treatment: setting.data.treatment, storeId } : null;
  const check = useMissingReceipts(scope, run);

  if (setting.error || check.error) {
    return (
      <Alert color="warning" className="py-2" data-testid="missing-ebarimt-failed">
        {t('ebarimtReceipt.missing.loadFailed')}{' '}
        <Button size="sm" color="link" onClick={setting.error ? setting.retry : check.retry}>
          {t('ebarimtReceipt.missing.retry')}
        </Button>
      </Alert>
    );
  }
  if (setting.loading) return null;
  if (!scope) return null;
  if (check.loading || !check.data) {
    return (
      <div className="small text-body-secondary" data-testid="missing-ebarimt-checking">
        <Spinner size="sm" tag="span" className="me-1" />
        {t('ebarimtReceipt.missing.checking')}
      </div>
    );
  }
  const { checked, missing } = check.data;
  // `to` is exclusive: its last millisecond shown.
  const period = t('ebarimtReceipt.missing.period', { from: formatDateTime(scope.from.getTime()), to: formatDateTime(scope.to.getTime() - 1) });
  if (missing.length === 0) {
    return (
      <div className="small text-body-secondary mb-2" data-testid="missing-ebarimt-none" data-checked={checked}>
        <i className="bi bi-check-circle text-success me-1" aria-hidden="true" />
        {checked === 0 ? t('ebarimtReceipt.missing.noSales') : t('ebarimtReceipt.missing.allIssued', { count: checked })} {period}
      </div>
    );
  }
  return (
    <Alert color="warning" className="py-2" data-testid="missing-ebarimt" data-count={missing.length}>
      <div className="fw-semibold">{t('ebarimtReceipt.missing.found', { count: missing.length })}</div>
      <div className="small mb-2">
        {storeId ? t('ebarimtReceipt.missing.hintStore') : t('ebarimtReceipt.missing.hintOffice')} {period}
      </div>
      <ul className="list-unstyled small mb-0">
        {missing.slice(0, MISSING_SHOWN).map((m) => (
          <li key={m.jobId} className="d-flex flex-wrap gap-2 py-1 border-top border-warning-subtle" data-testid="missing-ebarimt-sale" data-order-id={m.orderId} data-reason={m.reason}>
            <span className="text-nowrap">{formatDateTime(m.createdAt)}</span>
            <span className="font-monospace">{m.orderId}</span>
            <span>
              {t(`order.purchaseType.${m.purchaseType}`, { defaultValue: m.purchaseType })}
              {m.locationName && ` · ${m.locationName}`}
              {m.jobId !== m.orderId && ` · ${t('ebarimtReceipt.missing.exchange')}`}
            </span>
            <span className="text-nowrap">
              {t('ebarimtReceipt.missing.lines', { count: m.productIds.length })} · <Money value={m.total} />
            </span>
            <strong className="ms-auto" data-testid="missing-ebarimt-reason">
              {t(`ebarimtReceipt.missing.reason.${m.reason}`)}
            </strong>
          </li>
        ))}
      </ul>
      {missing.length > MISSING_SHOWN && <div className="small mt-1">{t('ebarimtReceipt.missing.more', { count: missing.length - MISSING_SHOWN })}</div>}
    </Alert>
  );
}
