import './texts';
import { Alert, Button, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from './Money';
import { formatDateTime } from '../lib/dates';
import { ONCE_MAX_ROWS as MAX_RANGE_ROWS } from '../firebase/queries';

/** A date cell: 'YYYY-MM-DD HH:mm:ss'. */
export function DateCell({ ms }: { ms: number }) {
  const { t } = useTranslation();
  return <span className="text-nowrap">{formatDateTime(ms) || t('ui.common.noValue')}</span>;
}

/** An optional price (discounted, NOAT): a dash when empty. */
export function OptionalMoney({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return value === null ? <span className="text-muted">{t('ui.common.noValue')}</span> : <Money value={value} />;
}

export interface LoadStateProps {
  loading: boolean;
  /** Rows read so far (the first pages show while the rest load). */
  count: number;
  truncated: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The range's load error (with a retry), the "more than the cap" warning, and "still loading" under way. */
export function LoadState({ loading, count, truncated, error, onRetry }: LoadStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="danger" className="d-flex flex-wrap align-items-center gap-2 py-2" role="alert" data-testid="report-error">
          <span className="flex-grow-1">{t('range.loadError')}</span>
          <Button size="sm" color="danger" outline onClick={onRetry}>
            {t('range.retry')}
          </Button>
        </Alert>
      )}
      {truncated && (
        <Alert color="warning" className="py-2" role="alert" data-testid="report-truncated">
          {t('range.truncated', { max: MAX_RANGE_ROWS.toLocaleString('en-US') })}
        </Alert>
      )}
      {loading && count > 0 && (
        <div className="small text-muted mb-2 d-flex align-items-center gap-2" role="status" data-testid="report-loading-more">
          <Spinner size="sm" aria-hidden="true" />
          {t('range.loadingMore', { count })}
        </div>
      )}
    </>
  );
}

