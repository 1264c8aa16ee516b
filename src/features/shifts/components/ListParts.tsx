import '../texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { formatMoney } from '../../../lib/money';

/** A read that failed: what happened and Try again (the screen keeps what it has). */
export function LoadFailed({ onRetry, text, className = '' }: { onRetry?: () => void; text?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="danger" className={`d-flex align-items-center gap-2 py-2 ${className}`}>
      {text ?? t('shifts.loadFailed')}
      {onRetry && (
        <Button size="sm" color="danger" outline onClick={onRetry}>
          {t('shifts.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** A list's state: failed (with retry), loading, empty (its text), or its rows. */
export function ListState({
  state,
  empty,
  children,
}: {
  state: { data: readonly unknown[] | null; loading: boolean; error: unknown; retry?: () => void };
  empty: string;
  children: ReactNode;
}) {
  if (state.error) return <LoadFailed onRetry={state.retry} />;
  if (state.loading && !state.data) return <Spinner size="sm" />;
  if ((state.data ?? []).length === 0) return <p className="text-body-secondary">{empty}</p>;
  return <>{children}</>;
}

/** The totals of a period's closed shifts or hand-overs: how many, expected, counted, difference. */
export function PeriodTotals({ text, totals, testId }: { text: string; totals: { n: number; expected: number | null; counted: number | null; difference: number | null } | null; testId: string }) {
  const { t } = useTranslation();
  if (!totals) return null;
  return (
    <p className="small fw-semibold" data-testid={testId}>
      {t(text, {
        n: totals.n,
        expected: formatMoney(totals.expected ?? 0),
        counted: formatMoney(totals.counted ?? 0),
        difference: formatMoney(totals.difference ?? 0),
      })}
    </p>
  );
}
