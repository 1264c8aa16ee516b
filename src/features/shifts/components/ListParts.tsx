import '../texts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Input, Label, Spinner } from 'reactstrap';
import { CsvExportButton, type CsvExportRead } from '../../../components/CsvExportButton';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import { csvFileName, type CsvColumn } from '../../../lib/csv';
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

/** A list's date range: the applied one, whether the last Search found it bad. */
export function usePeriod() {
  const [range, setRange, initial] = useReportRange();
  const [invalid, setInvalid] = useState(false);
  return { range, setRange, initial, invalid, setInvalid };
}

export type Period = ReturnType<typeof usePeriod>;

/**
 * The period filter of the Manager's lists: the choices (`children`), the days, Search, and the CSV of
 * the whole filtered range (`csv`: null while the range is bad).
 */
export function PeriodFilter<Row>({
  idPrefix,
  period,
  csv,
  children,
}: {
  idPrefix: string;
  period: Period;
  csv: { file: string; columns: ReadonlyArray<CsvColumn<Row>>; read: (options: CsvExportRead) => Promise<readonly Row[]>; total: number | null } | null;
  children: ReactNode;
}) {
  const { range } = period;
  return (
    <ReportRangeFilter
      idPrefix={idPrefix}
      initial={period.initial}
      range={range}
      onSearch={(r) => {
        period.setInvalid(false);
        period.setRange(r);
      }}
      onInvalid={() => period.setInvalid(true)}
      actions={
        csv && (
          <CsvExportButton
            fileName={csvFileName(csv.file, range.start.toISOString().slice(0, 10), range.end.toISOString().slice(0, 10))}
            columns={csv.columns}
            read={csv.read}
            total={csv.total}
          />
        )
      }
    >
      {children}
    </ReportRangeFilter>
  );
}

/** One choice of a list's filter (store, seller, courier): "all" first, then the options. */
export function FilterSelect({
  id,
  label,
  all,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Col xs={12} md={3}>
      <Label for={id} className="small mb-1">
        {label}
      </Label>
      <Input id={id} type="select" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Input>
    </Col>
  );
}
