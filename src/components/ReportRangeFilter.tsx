import './texts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Col, Form, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { DateRange, DayRange } from '../lib/dates';
import { completeDay, formatDateTime, parseDay } from '../lib/dates';
import { DateField, DateFieldMessage } from './DateField';
import { defaultReportDays, reportRange, type ReportRangeError } from '../lib/reportRange';

/** The applied range of a report: the default one (start of year to today) until Search applies another. */
export function useReportRange(): [DateRange, (range: DateRange) => void, DayRange] {
  const [initial] = useState(() => defaultReportDays(new Date()));
  const [range, setRange] = useState<DateRange>(() => {
    const result = reportRange(initial);
    // The default days are always valid.
    return result.ok ? result.range : { start: new Date(0), end: new Date() };
  });
  return [range, setRange, initial];
}

export interface ReportRangeFilterProps {
  idPrefix: string;
  initial: DayRange;
  range: DateRange;
  /** Called with a valid range only; a bad one shows its message instead. */
  onSearch: (range: DateRange) => void;
  /** Called instead of onSearch when Search finds the range bad (the page then hides its table). */
  onInvalid?: (error: ReportRangeError) => void;
  /** Extra filters (e.g. the courier), placed before the dates. */
  children?: ReactNode;
  /** Controls on the right of the Search button (e.g. the CSV download). */
  actions?: ReactNode;
}

/**
 * Start and end day (00:00:00 and 23:59:59) as YYYY-MM-DD (`DateField`), Search, the applied range,
 * and the message of a bad range: a day that is no day is said under its field (how to write one),
 * an end before the start under the filter; neither is searched or shown as an empty table.
 */
export function ReportRangeFilter({ idPrefix, initial, range, onSearch, onInvalid, children, actions }: ReportRangeFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<ReportRangeError | null>(null);
  // Which fields hold no day (both may, though the range's error names the first).
  const [noDay, setNoDay] = useState({ from: false, to: false });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A day typed '2026-1-5' and searched with Enter, before the field completed it when left.
    const days = { from: completeDay(from), to: completeDay(to) };
    setFrom(days.from);
    setTo(days.to);
    const result = reportRange(days);
    setNoDay({ from: parseDay(days.from) === null, to: parseDay(days.to) === null });
    if (!result.ok) {
      setError(result.error);
      onInvalid?.(result.error);
      return;
    }
    setError(null);
    onSearch(result.range);
  };

  return (
    <Form onSubmit={submit} className="mb-3" noValidate data-testid="report-range">
      <Row className="g-2 align-items-end">
        {children}
        <Col xs={6} md={3} lg={2}>
          <DateField
            id={`${idPrefix}-from`}
            label={t('range.from')}
            value={from}
            onChange={setFrom}
            problem={noDay.from ? 'day' : error === 'endBeforeStart' ? 'range' : null}
          />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <DateField
            id={`${idPrefix}-to`}
            label={t('range.to')}
            value={to}
            onChange={setTo}
            problem={noDay.to ? 'day' : error === 'endBeforeStart' ? 'range' : null}
          />
        </Col>
        <Col xs="auto">
          <Button type="submit" color="primary" size="sm" data-testid="range-search">
            <i className="bi bi-search" aria-hidden="true" /> {t('range.search')}
          </Button>
        </Col>
        {actions && <Col xs="auto">{actions}</Col>}
      </Row>
      {noDay.from && <DateFieldMessage fieldId={`${idPrefix}-from`} label={t('range.from')} />}
      {noDay.to && <DateFieldMessage fieldId={`${idPrefix}-to`} label={t('range.to')} />}
      {error === 'endBeforeStart' && (
        <Alert color="danger" className="mt-2 mb-0 py-2" role="alert" data-testid="range-error">
          {t(`range.${error}`)}
        </Alert>
      )}
      {!error && (
        <div className="small text-muted mt-1" data-testid="range-shown">
          {t('range.shown', { from: formatDateTime(range.start.getTime()), to: formatDateTime(range.end.getTime()) })}
        </div>
      )}
    </Form>
  );
}
