import '../texts';
import '../components/audit.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, PageTitle, serverPaging, type DataTableColumn } from '../../../components';
import { ReportRangeFilter, useReportRange } from '../../../components/ReportRangeFilter';
import type { AuditEntry } from '../../../entities/audit/audit';
import { useAuditActors, useAuditPage } from '../api/auditQueries';
import { ActorCell, AtCell, EventCell, FiguresCell } from '../components/AuditCells';
import { KindFilter, PersonFilter } from '../components/AuditFilters';
import { AUDIT_DEFAULT_PAGE_SIZE, AUDIT_PAGE_SIZES, NO_AUDIT_FILTER, type AuditFilter } from '../domain/auditList';

/**
 * /audit (Admin, Manager, dev; docs/audit.md): the audit trail of a date range (1 January to today
 * by default), newest first, a page at a time from the server, filtered by person and kind (applied
 * at once, like the range's Search). Entries are written by the audit triggers only; nothing here writes.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const [range, setRange, initial] = useReportRange();
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  // A bad range (an end before the start) shows its message instead of the last range's entries.
  const [invalid, setInvalid] = useState(false);
  const [pageSize, setPageSize] = useState<number>(AUDIT_DEFAULT_PAGE_SIZE);
  const list = useAuditPage(range, filter, pageSize, !invalid);
  const people = useAuditActors();

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      { key: 'at', header: t('audit.columns.at'), className: 'text-nowrap small', render: (e) => <AtCell entry={e} /> },
      { key: 'event', header: t('audit.columns.event'), render: (e) => <EventCell entry={e} /> },
      { key: 'actor', header: t('audit.columns.actor'), render: (e) => <ActorCell entry={e} /> },
      { key: 'figures', header: t('audit.columns.figures'), render: (e) => <FiguresCell entry={e} /> },
    ],
    [t],
  );

  const title = t('audit.title');
  return (
    <div data-testid="audit-page">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.report'), title]} subtitle={<span className="small text-muted">{t('audit.hint')}</span>} />
      <ReportRangeFilter
        idPrefix="audit"
        initial={initial}
        range={range}
        onSearch={(next) => {
          setInvalid(false);
          setRange(next);
        }}
        onInvalid={() => setInvalid(true)}
      >
        <PersonFilter value={filter.actorId} people={people.data} failed={people.error !== null} onChange={(actorId) => setFilter((f) => ({ ...f, actorId }))} />
        <KindFilter value={filter.kind} onChange={(kind) => setFilter((f) => ({ ...f, kind }))} />
      </ReportRangeFilter>

      {!invalid && (
        <DataTable
          className="audit-table"
          columns={columns}
          rows={list.data}
          rowKey="id"
          pageSizes={AUDIT_PAGE_SIZES}
          defaultPageSize={AUDIT_DEFAULT_PAGE_SIZE}
          read={list}
          errorText={t('audit.loadError')}
          errorTestId="audit-error"
          ariaLabel={title}
          emptyText={t('audit.empty')}
          compact
          server={serverPaging(list, pageSize, setPageSize)}
        />
      )}
    </div>
  );
}
