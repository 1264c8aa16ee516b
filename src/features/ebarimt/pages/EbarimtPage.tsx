import '../texts';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Col, Input, InputGroup, Label, ListGroup, ListGroupItem, Row, Spinner } from 'reactstrap';
import { confirmDialog, Money, PageTitle, refusedWriteText, showFailure } from '../../../components';
import { ReportRangeFilter } from '../../../components/ReportRangeFilter';
import { MissingReceipts } from '../../../entities/ebarimt/MissingReceipts';
import { recentReportDays, reportRange } from '../../../lib/reportRange';
import type { DateRange } from '../../../lib/dates';
import { useSessionUser } from '../../../auth/AuthProvider';
import { EBARIMT_STATUSES, type EbarimtReceipt, type EbarimtStatus } from '../../../entities/ebarimt/ebarimt';
import { bridgeMessageOf } from '../domain/bridgeMessage';
import { daemonWarnings, searchKind } from '../domain/daemonState';
import { OPEN_LIMIT, findReceipt, recordFoundReceipt, sendAgain, useBridges, useDayReceipts, useEbarimtPoints, useOpenReceipts } from '../api/ebarimtAdmin';
import { EbarimtSettingsCard } from '../components/EbarimtSettingsCard';
import { FoundReceiptForm } from '../components/FoundReceiptForm';
import { JobMessage } from '../components/JobMessage';
import { LoadFailed } from '../components/LoadFailed';

/** The days the check of VAT sales without a receipt covers when the screen opens. */
const MISSING_CHECK_DAYS = 7;

const STATUS_COLORS: Record<string, string> = { pending: 'secondary', sending: 'info', failed: 'danger', uncertain: 'warning', issued: 'success', none: 'light', returned: 'dark' };

/**
 * /ebarimt (docs/ebarimt.md, "The e-barimt screen"), Admin and Manager: each bridge's daemon (last
 * upload, lottery numbers left, warned before receipts go without lottery numbers), the receipts not
 * issued yet, refused or uncertain with their reason and Send again, a search by DDTD or order, and
 * the settings (EbarimtSettingsCard).
 */
export default function EbarimtPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const bridges = useBridges();
  const open = useOpenReceipts();
  // Points by name (their id while the list loads, or for a point not set).
  const points = useEbarimtPoints();
  const pointName = (id: string) => points.data.find((p) => p.id === id)?.name || id;
  const [text, setText] = useState('');
  const [found, setFound] = useState<EbarimtReceipt[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The uncertain receipt whose DDTD found in ebarimt.mn is being typed.
  const [recording, setRecording] = useState<string | null>(null);
  // The period checked for VAT sales without a receipt: the last week by default (the bridge looks a
  // week back for deliveries and large sales), any other on Search.
  const [missingDays] = useState(() => recentReportDays(new Date(), MISSING_CHECK_DAYS));
  const [missingRange, setMissingRange] = useState<DateRange>(() => {
    const r = reportRange(missingDays);
    return r.ok ? r.range : { start: new Date(), end: new Date() };
  });
  // Each Search checks again, the same period too (a receipt may have been issued since).
  const [missingRun, setMissingRun] = useState(0);
  // Today's receipts, of one point and one status when chosen.
  const [dayStart] = useState(() => dayjs().startOf('day').toDate());
  const [dayPoint, setDayPoint] = useState<string | null>(null);
  const [dayStatus, setDayStatus] = useState<EbarimtStatus | null>(null);
  const day = useDayReceipts(dayStart, dayPoint, dayStatus);
  // The clock the warnings are judged by, moved on every half minute (the bridge reports as often).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const kind = searchKind(text);
    setFound(null);
    if (!kind) {
      setSearchError(t('ebarimt.search.invalid'));
      return;
    }
    setSearchError(null);
    try {
      setFound(await findReceipt(kind, text.trim()));
    } catch (error) {
      console.error('e-barimt search', error);
      setSearchError(t('ebarimt.search.failed'));
    }
  };

  const again = async (r: EbarimtReceipt) => {
    if (r.status === 'uncertain') {
      const ok = await confirmDialog({ title: t('ebarimt.again.uncertainTitle'), text: t('ebarimt.again.uncertainText', { id: r.orderId }), confirmText: t('ebarimt.again.button'), cancelText: t('ebarimt.again.cancel') });
      if (!ok) return;
    }
    setBusy(r.id);
    try {
      await sendAgain(r.id, user.id);
    } catch (error) {
      console.error('e-barimt send again', error);
      void showFailure(refusedWriteText(error) ?? t('ebarimt.again.failed'));
    } finally {
      setBusy(null);
    }
  };

  // `act`: with Send again and Record found (the day's list only shows: its open ones are also listed above).
  const row = (r: EbarimtReceipt, act = true) => (
    <ListGroupItem key={r.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="ebarimt-receipt" data-status={r.status}>
      <div className="me-auto">
        <div>
          <Badge color={STATUS_COLORS[r.status] ?? 'secondary'} className="me-2" data-testid="ebarimt-status">
            {t(`ebarimt.status.${r.status}`)}
          </Badge>
          <span className="font-monospace">{r.orderId}</span>
          {(r.kind !== 'sale' || r.returnId) && <span className="small text-muted ms-2">{t(`ebarimt.kind.${r.kind === 'sale' ? 'exchange' : r.kind}`)}</span>}
        </div>
        <div className="small text-body-secondary">
          {t('ebarimt.point', { point: pointName(r.pointId) })} · {t('ebarimt.attempts', { count: r.attempts })}
          {r.buyer.type === 'B2B' && ` · ${r.buyer.customerName}`}
        </div>
        {r.ddtd && (
          <div className="small">
            {t('ebarimt.ddtd')}: <span className="font-monospace" data-testid="ebarimt-ddtd">{r.ddtd}</span> · {r.date}
            {/* A DDTD recorded by hand from ebarimt.mn has no totals of the daemon's. */}
            {r.totalAmount !== null && (
              <>
                {' · '}
                <Money value={r.totalAmount} />
              </>
            )}
          </div>
        )}
        {/* The status's reason, unless the bridge's own message already says what happened and what to do. */}
        {(r.status === 'failed' || r.status === 'uncertain' || (r.status === 'pending' && r.message)) && bridgeMessageOf(r.message).key === null && (
          <div className="small text-danger" data-testid="ebarimt-reason">
            {t(`ebarimt.reason.${r.status}`)}
          </div>
        )}
        {r.message && <JobMessage message={r.message} />}
      </div>
      {act && (r.status === 'failed' || r.status === 'uncertain') && (
        <div className="d-flex flex-wrap gap-2">
          {r.status === 'uncertain' && recording !== r.id && (
            <Button color="secondary" outline onClick={() => setRecording(r.id)} data-testid="ebarimt-record-found">
              <i className="bi bi-pencil-square" aria-hidden="true" /> {t('ebarimt.found.button')}
            </Button>
          )}
          <Button color="primary" outline disabled={busy !== null} onClick={() => void again(r)} data-testid="ebarimt-again">
            {busy === r.id ? <Spinner size="sm" /> : <i className="bi bi-arrow-repeat" aria-hidden="true" />} {t('ebarimt.again.button')}
          </Button>
        </div>
      )}
      {act && r.status === 'uncertain' && recording === r.id && (
        <FoundReceiptForm
          onCancel={() => setRecording(null)}
          onRecord={async (found) => {
            await recordFoundReceipt(r.id, found, user.id);
            setRecording(null);
          }}
        />
      )}
      {r.reconciledBy && (
        <div className="w-100 small text-body-secondary" data-testid="ebarimt-recorded">
          {t('ebarimt.found.recorded')}
        </div>
      )}
    </ListGroupItem>
  );

  return (
    <div data-testid="ebarimt-page">
      <PageTitle title={t('ebarimt.title')} />
      <section className="card card-body mb-3" data-testid="ebarimt-daemons">
        <h2 className="h6">{t('ebarimt.daemon.title')}</h2>
        {bridges.error && <LoadFailed retry={bridges.retry} />}
        {!bridges.loading && bridges.data.length === 0 && <div className="small text-muted">{t('ebarimt.daemon.none')}</div>}
        {bridges.data.map((b) => {
          const warnings = daemonWarnings(b.daemon, now);
          return (
            <div key={b.id} className="mb-2" data-testid="ebarimt-daemon">
              <div className="d-flex flex-wrap gap-3 small">
                <span>
                  {t('ebarimt.daemon.lastSent')}: <strong data-testid="ebarimt-last-sent">{b.daemon.lastSentDate || '—'}</strong>
                </span>
                <span>
                  {t('ebarimt.daemon.lotteries')}: <strong data-testid="ebarimt-lotteries">{b.daemon.leftLotteries.toLocaleString('en-US')}</strong>
                </span>
                <span>{b.daemon.reachable ? t('ebarimt.daemon.reachable') : t('ebarimt.daemon.unreachable')}</span>
              </div>
              {warnings.map((w) => (
                <Alert key={w} color={w === 'uploadLate' || w === 'lotteriesLow' ? 'warning' : 'danger'} className="py-1 px-2 mt-1 mb-0 small" data-testid="ebarimt-warning" data-warning={w}>
                  {t(`ebarimt.warnings.${w}`)}
                </Alert>
              ))}
            </div>
          );
        })}
      </section>

      <section className="card card-body mb-3">
        <h2 className="h6">{t('ebarimt.search.title')}</h2>
        <form onSubmit={(e) => void search(e)} className="mb-2" style={{ maxWidth: '36rem' }}>
          <InputGroup>
            <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={t('ebarimt.search.placeholder')} aria-label={t('ebarimt.search.placeholder')} data-testid="ebarimt-search" maxLength={40} invalid={searchError !== null} />
            <Button type="submit" color="primary" data-testid="ebarimt-search-go">
              <i className="bi bi-search" aria-hidden="true" /> {t('ebarimt.search.go')}
            </Button>
          </InputGroup>
          {searchError && <div className="small text-danger mt-1">{searchError}</div>}
        </form>
        {found && (found.length === 0 ? <div className="small text-muted" data-testid="ebarimt-search-none">{t('ebarimt.search.none')}</div> : <ListGroup data-testid="ebarimt-found">{found.map((r) => row(r))}</ListGroup>)}
      </section>

      <section className="card card-body mb-3" data-testid="ebarimt-open">
        <h2 className="h6">{t('ebarimt.open.title')}</h2>
        {open.error && <LoadFailed retry={open.retry} />}
        {open.loading ? <Spinner size="sm" /> : open.data.length === 0 ? <div className="small text-muted" data-testid="ebarimt-open-none">{t('ebarimt.open.none')}</div> : <ListGroup>{open.data.map((r) => row(r))}</ListGroup>}
        {open.data.length >= OPEN_LIMIT && <div className="small text-muted mt-1">{t('ebarimt.open.limit', { count: OPEN_LIMIT })}</div>}
      </section>

      <section className="card card-body mb-3" data-testid="ebarimt-day">
        <h2 className="h6">{t('ebarimt.day.title')}</h2>
        <Row className="g-2 mb-2">
          <Col xs={12} sm={6} md={4}>
            <Label for="ebarimt-day-point" className="small mb-1">
              {t('ebarimt.day.point')}
            </Label>
            <Input id="ebarimt-day-point" type="select" value={dayPoint ?? ''} onChange={(e) => setDayPoint(e.target.value || null)} data-testid="ebarimt-day-point">
              <option value="">{t('ebarimt.day.allPoints')}</option>
              {points.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name || p.id}
                </option>
              ))}
            </Input>
          </Col>
          <Col xs={12} sm={6} md={4}>
            <Label for="ebarimt-day-status" className="small mb-1">
              {t('ebarimt.day.status')}
            </Label>
            <Input id="ebarimt-day-status" type="select" value={dayStatus ?? ''} onChange={(e) => setDayStatus((e.target.value || null) as EbarimtStatus | null)} data-testid="ebarimt-day-status">
              <option value="">{t('ebarimt.day.allStatuses')}</option>
              {EBARIMT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`ebarimt.status.${s}`)}
                </option>
              ))}
            </Input>
          </Col>
        </Row>
        {day.error && <LoadFailed retry={day.retry} />}
        {day.loading ? (
          <Spinner size="sm" />
        ) : day.data.length === 0 ? (
          <div className="small text-muted" data-testid="ebarimt-day-none">
            {t('ebarimt.day.none')}
          </div>
        ) : (
          <ListGroup data-testid="ebarimt-day-list">{day.data.map((r) => row(r, false))}</ListGroup>
        )}
        {day.hasNext && (
          <div>
            <Button color="link" onClick={day.next} disabled={day.loadingMore} data-testid="ebarimt-day-more">
              {day.loadingMore && <Spinner size="sm" tag="span" className="me-1" />}
              {t('ebarimt.day.more')}
            </Button>
          </div>
        )}
      </section>

      <section className="card card-body mb-3" data-testid="ebarimt-missing">
        <h2 className="h6">{t('ebarimtReceipt.missing.title')}</h2>
        <ReportRangeFilter
          idPrefix="ebarimt-missing"
          initial={missingDays}
          range={missingRange}
          onSearch={(range) => {
            setMissingRange(range);
            setMissingRun((n) => n + 1);
          }}
        />
        {/* The end day's last millisecond included: [start, end + 1 ms). */}
        <MissingReceipts from={missingRange.start} to={new Date(missingRange.end.getTime() + 1)} storeId={null} run={missingRun} />
      </section>

      <EbarimtSettingsCard />
    </div>
  );
}
