import { Badge } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { AuditEntry } from '../../../entities/audit/audit';
import { formatDateTime } from '../../../lib/dates';
import { KIND_ICONS, figureItems, kindColor } from '../domain/auditList';

/** When: the day over the time. */
export function AtCell({ entry }: { entry: AuditEntry }) {
  if (entry.atMs <= 0) return null;
  const [day, time] = formatDateTime(entry.atMs).split(' ');
  return (
    <time dateTime={new Date(entry.atMs).toISOString()}>
      {day} <br />
      <span className="text-muted">{time}</span>
    </time>
  );
}

/** What: the kind (and its variant), what it concerns, where, and the order. */
export function EventCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <div className="audit-event">
      <div className="d-flex flex-wrap align-items-center gap-1">
        <Badge color={kindColor(entry.kind)} className="text-wrap" data-testid="audit-kind-badge">
          <i className={`bi ${KIND_ICONS[entry.kind]} me-1`} aria-hidden="true" />
          {t(`audit.kinds.${entry.kind}`)}
        </Badge>
        {entry.detail && <span className="small text-muted">{t(`audit.details.${entry.detail}`)}</span>}
      </div>
      {entry.summary && <div className="small text-break">{entry.summary}</div>}
      <div className="small text-muted">
        {entry.place && (
          <span className="me-2">
            <i className="bi bi-shop me-1" aria-hidden="true" />
            {entry.place.name || entry.place.id}
          </span>
        )}
        {entry.orderId && <span className="text-break">{t('audit.order', { id: entry.orderId })}</span>}
      </div>
    </div>
  );
}

/** Who: the name and role, or that the document records nobody. */
export function ActorCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.actor) {
    return (
      <span className="small text-muted fst-italic" title={t('audit.notRecordedHint')} data-testid="audit-actor-none">
        {t('audit.notRecorded')}
      </span>
    );
  }
  return (
    <div data-testid="audit-actor">
      <div>{entry.actor.name || entry.actor.id}</div>
      {entry.actor.role && <div className="small text-muted">{t(`roles.${entry.actor.role}`, { defaultValue: entry.actor.role })}</div>}
    </div>
  );
}

/** The figures: the money moved, the products, a price before and after, the rest named. */
export function FiguresCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const items = figureItems(entry);
  return (
    <div className="small position-relative">
      {entry.amount !== null && (
        <div className={`fs-6 fw-semibold ${entry.amount < 0 ? 'text-danger' : ''}`} data-testid="audit-amount">
          <Money value={entry.amount} />
        </div>
      )}
      {entry.quantity !== null && <div className="text-muted">{t('audit.quantity', { count: entry.quantity })}</div>}
      {entry.oldPrice !== null && (
        <div className="text-nowrap" data-testid="audit-price">
          {t('audit.price')}: <Money value={entry.oldPrice} />
          {entry.newPrice !== null && (
            <>
              {' → '}
              <Money value={entry.newPrice} className="fw-semibold" />
            </>
          )}
        </div>
      )}
      {items.length > 0 && (
        <dl className="audit-figures mb-0">
          {items.map((f) => (
            <div key={f.key} className="d-flex gap-1">
              <dt className="fw-normal text-muted">{t(`audit.figures.${f.key}`)}:</dt>
              <dd className="mb-0 text-nowrap">{f.money ? <Money value={f.value} /> : f.value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
