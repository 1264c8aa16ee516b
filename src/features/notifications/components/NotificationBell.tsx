import '../texts';
import './notifications.css';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownMenu, DropdownToggle } from 'reactstrap';
import { formatMoney } from '../../../lib/money';
import type { StaffRole } from '../../../auth/roles';
import { useNotifications } from '../api/notificationQueries';
import { ago, isUnread, type NotificationEntry } from '../domain/notifications';

/**
 * The current time for the "time ago" texts: taken when the list opens (`restart`), then each minute
 * while it stays open.
 */
function useNow(active: boolean): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return [now, () => setNow(Date.now())];
}

function titleKey(entry: NotificationEntry): string {
  if (entry.kind === 'discountAnswered') return entry.answer === 'confirmed' ? 'notifications.kinds.discountConfirmed' : 'notifications.kinds.discountCancelled';
  if (entry.kind === 'returnAnswered') return entry.answer === 'approved' ? 'notifications.kinds.returnApproved' : 'notifications.kinds.returnRefused';
  return `notifications.kinds.${entry.kind}`;
}

const ICONS: Record<NotificationEntry['kind'], string> = {
  discountPending: 'bi-percent',
  discountAnswered: 'bi-tag',
  returnPending: 'bi-arrow-left-right',
  returnAnswered: 'bi-arrow-left-right',
  courierAssigned: 'bi-truck',
  awaitingCourier: 'bi-box-seam',
};

function Entry({ entry, unread, now, onOpen }: { entry: NotificationEntry; unread: boolean; now: number; onOpen: (e: NotificationEntry) => void }) {
  const { t } = useTranslation();
  const when = entry.atMs > 0 ? ago(entry.atMs, now) : null;
  const icon = entry.answer === 'cancelled' || entry.answer === 'refused' ? 'bi-x-circle' : ICONS[entry.kind];
  return (
    <button
      type="button"
      className={`notification-item${unread ? ' notification-unread' : ''}`}
      onClick={() => onOpen(entry)}
      data-testid="notification-item"
      data-kind={entry.kind}
      data-unread={unread ? 'true' : 'false'}
    >
      <span className={`notification-icon notification-icon-${entry.kind}${entry.answer ? `-${entry.answer}` : ''}`} aria-hidden="true">
        <i className={`bi ${icon}`} />
      </span>
      <span className="notification-body">
        <span className="notification-title">
          {t(titleKey(entry))}
          {unread && <span className="visually-hidden"> ({t('notifications.unread')})</span>}
        </span>
        {entry.subject ? (
          <span className="notification-subject">{entry.subject}</span>
        ) : (
          entry.walkIn && <span className="notification-subject">{t('notifications.walkIn')}</span>
        )}
        {entry.by && entry.answer && <span className="notification-detail">{t(`notifications.by.${entry.answer}`, { name: entry.by })}</span>}
        {entry.detail && <span className="notification-detail">{entry.detail}</span>}
        <span className="notification-meta">
          <span className="notification-amount">{t(`notifications.amount.${entry.amountKind}`, { amount: formatMoney(entry.amount) })}</span>
          {entry.quantity !== undefined && entry.quantity > 0 && <span> · {t('notifications.products', { count: entry.quantity })}</span>}
        </span>
        {when && <span className="notification-time">{when.unit === 'now' ? t('notifications.ago.now') : t(`notifications.ago.${when.unit}`, { count: when.count })}</span>}
      </span>
      {unread && <span className="notification-dot" aria-hidden="true" />}
    </button>
  );
}

/**
 * The top bar's bell (docs/notifications.md): the unread count on the bell, the newest entries of
 * every kind the signed-in role gets, live; opening an entry marks it read and goes to its screen.
 * src/app passes it to the shell (the layout never imports features).
 */
export default function NotificationBell({ user }: { user: { id: string; role: StaffRole } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const viewer = useMemo(() => ({ id: user.id, role: user.role }), [user.id, user.role]);
  const { entries, read, unread, loading, error, canMark, markAllRead, markRead } = useNotifications(viewer);
  const [now, restartNow] = useNow(open);

  const onOpen = (entry: NotificationEntry) => {
    markRead(entry);
    setOpen(false);
    void navigate(entry.path);
  };

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  let body;
  if (error && entries.length === 0) body = <p className="notification-note text-danger">{t('notifications.failed')}</p>;
  else if (loading && entries.length === 0)
    body = (
      <div className="notification-note" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t('notifications.loading')}</span>
      </div>
    );
  else if (entries.length === 0) body = <p className="notification-note text-muted">{t('notifications.empty')}</p>;
  else
    body = (
      <ul className="list-unstyled m-0">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Entry entry={entry} unread={isUnread(entry, read)} now={now} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );

  return (
    <Dropdown
      isOpen={open}
      toggle={() => {
        if (!open) restartNow();
        setOpen(!open);
      }}
      className="d-inline-block position-relative"
      inNavbar
    >
      <DropdownToggle tag="button" className="btn topbar-button position-relative" aria-label={label} title={label} data-testid="notifications">
        <i className="bi bi-bell" aria-hidden="true" />
        {unread > 0 && (
          <span className="badge rounded-pill bg-danger topbar-badge" data-testid="notifications-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </DropdownToggle>
      <DropdownMenu end className="notification-menu p-0" data-testid="notifications-menu" data-loading={loading ? 'true' : 'false'}>
        <div className="notification-header">
          <strong>{t('notifications.title')}</strong>
          <button type="button" className="btn btn-link btn-sm notification-mark-all" disabled={unread === 0 || !canMark} onClick={markAllRead} data-testid="notifications-mark-all">
            {t('notifications.markAllRead')}
          </button>
        </div>
        <div className="notification-list">{body}</div>
      </DropdownMenu>
    </Dropdown>
  );
}
