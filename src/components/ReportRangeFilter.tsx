import './texts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Col, Form, FormGroup, Input, Label, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { DateRange, DayRange } from '../lib/dates';
import { formatDateTime } from '../lib/dates';
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
 * Start and end day (00:00:00 and 23:59:59), Search, the applied range, and the message of a bad
 * range (an end before the start is said, not shown as an empty table).
 */
export function ReportRangeFilter({ idPrefix, initial, range, onSearch, onInvalid, children, actions }: ReportRangeFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<ReportRangeError | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = reportRange({ from, to });
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
          <FormGroup noMargin>
            <Label for={`${idPrefix}-from`} className="small mb-1">
              {t('range.from')}
            </Label>
            <Input
              id={`${idPrefix}-from`}
              type="date"
              bsSize="sm"
              value={from}
              invalid={error === 'invalidStart' || error === 'endBeforeStart'}
              onChange={(e) => setFrom(e.target.value)}
            />
          </FormGroup>
        </Col>
        <Col xs={6} md={3} lg={2}>
          <FormGroup noMargin>
            <Label for={`${idPrefix}-to`} className="small mb-1">
              {t('range.to')}
            </Label>
            <Input
              id={`${idPrefix}-to`}
              type="date"
              bsSize="sm"
              value={to}
              invalid={error === 'invalidEnd' || error === 'endBeforeStart'}
              onChange={(e) => setTo(e.target.value)}
            />
          </FormGroup>
        </Col>
        <Col xs="auto">
          <Button type="submit" color="primary" size="sm" data-testid="range-search">
            <i className="bi bi-search" aria-hidden="true" /> {t('range.search')}
          </Button>
        </Col>
        {actions && <Col xs="auto">{actions}</Col>}
      </Row>
      {error && (
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
