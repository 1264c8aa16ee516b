import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Input, Label, Spinner, Table } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { pageSlice, totalPagesFor } from '../lib/pagination';
import { Pagination } from './Pagination';

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  /** Already translated text, or any node. */
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Text the search box matches against (case-insensitive). Columns without it are not searched. */
  searchValue?: (row: Row) => string;
  /** Class of the body cells (and of the header cell unless `headerClassName` is given). */
  className?: string;
  headerClassName?: string;
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  /** A property holding a unique id, or a function returning one. */
  rowKey: keyof Row | ((row: Row) => string | number);
  /** Shows a search box filtering rows client-side by the columns' `searchValue`. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Choices of the page-size select, e.g. [15, 30, 50]. One choice (or none) hides the select. */
  pageSizes?: readonly number[];
  /** Initial page size; added to the choices if missing (e.g. 10/25/50 with a default of 5). */
  defaultPageSize?: number;
  /** Shown in place of rows when there are none (after searching). Defaults to "No data". */
  emptyText?: ReactNode;
  /**
   * The state of the read the rows come from (a QueryState): while `loading` a spinner shows in
   * place of the rows; an `error` shows `errorText` above the table, with Try again when the read
   * has `retry`.
   */
  read?: TableRead;
  /** The load error's text (default "Could not load the data."). */
  errorText?: ReactNode;
  /** Test id of the load error (default "table-load-error"). */
  errorTestId?: string;
  /** Shows a spinner in place of the rows (besides `read.loading`: e.g. a second read the rows need). */
  loading?: boolean;
  /** Extra controls on the right of the search box, e.g. an Add button. */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  ariaLabel?: string;
  className?: string;
  /** Smaller cells (bootstrap `table-sm`). */
  compact?: boolean;
  /**
   * The rows are one page the server read (cursor paging): shown as they are, with previous / next
   * and the page-size select driving the server query instead of slicing `rows`.
   */
  server?: ServerPaging;
  /** Every row at once, without the page-size select, the count or pages (a short list such as a sale's lines). */
  unpaged?: boolean;
}

/** What the table needs of a read's state (QueryState): loading, the error, and how to read again. */
export interface TableRead {
  loading: boolean;
  error: Error | null;
  retry?: () => void;
}

export interface ServerPaging {
  /** 1-based. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

/** The `server` prop of a table fed by a cursor-paged list (usePagedQuery in 'pages' mode). */
export function serverPaging(
  list: { page: number; hasPrevious: boolean; hasNext: boolean; previous: () => void; next: () => void },
  pageSize: number,
  onPageSize: (size: number) => void,
): ServerPaging {
  return { page: list.page, hasPrevious: list.hasPrevious, hasNext: list.hasNext, onPrevious: list.previous, onNext: list.next, pageSize, onPageSize };
}

function keyOf<Row>(row: Row, rowKey: DataTableProps<Row>['rowKey']): string | number {
  if (typeof rowKey === 'function') return rowKey(row);
  const value: unknown = row[rowKey];
  return typeof value === 'number' ? value : String(value);
}

/**
 * A bootstrap table with client-side search, page-size select, "showing x–y of n" and pagination.
 * The table sits in a `.table-responsive` wrapper, so on a phone it scrolls sideways. Given the
 * read its rows come from (`read`), it shows the loading and the load error (with Try again) itself.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  searchable = false,
  searchPlaceholder,
  pageSizes = [10, 25, 50],
  defaultPageSize,
  emptyText,
  read,
  errorText,
  errorTestId = 'table-load-error',
  loading: loadingProp = false,
  toolbar,
  ariaLabel,
  className,
  compact = false,
  server,
  unpaged = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const sizes = useMemo(() => {
    const all = new Set(pageSizes);
    if (defaultPageSize !== undefined) all.add(defaultPageSize);
    return [...all].filter((n) => n > 0).sort((a, b) => a - b);
  }, [pageSizes, defaultPageSize]);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize ?? sizes[0] ?? 10);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const loading = loadingProp || (read?.loading ?? false);
  const error = read?.error ?? null;

  const filtered = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    if (!searchable || needle === '') return rows;
    const searchers = columns.flatMap((c) => (c.searchValue ? [c.searchValue] : []));
    return rows.filter((row) => searchers.some((value) => value(row).toLocaleLowerCase().includes(needle)));
  }, [rows, columns, query, searchable]);

  const totalPages = totalPagesFor(filtered.length, pageSize);
  // Rows may shrink under us (a delete, a live update): never show a page past the end.
  const currentPage = Math.min(page, totalPages);
  const { from, to } = pageSlice(currentPage, pageSize, filtered.length);
  const visible = server || unpaged ? filtered : filtered.slice(from, to);

  const searchId = `${id}-search`;
  const sizeId = `${id}-size`;
  const showTopBar = searchable || toolbar !== undefined;

  return (
    <div className={className}>
      {error && (
        <div className="alert alert-danger py-2 d-flex flex-wrap align-items-center gap-2" role="alert" data-testid={errorTestId}>
          <span>{errorText ?? t('ui.table.loadError')}</span>
          {read?.retry && (
            <Button size="sm" color="danger" outline className="ms-auto" onClick={read.retry} data-testid="table-retry">
              {t('ui.table.retry')}
            </Button>
          )}
        </div>
      )}

      {showTopBar && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          {searchable && (
            <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '24rem' }}>
              <Label for={searchId} className="visually-hidden">
                {t('ui.table.search')}
              </Label>
              <Input
                id={searchId}
                type="search"
                bsSize="sm"
                value={query}
                placeholder={searchPlaceholder ?? t('ui.table.searchPlaceholder')}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setPage(1);
                }}
              />
            </div>
          )}
          {toolbar !== undefined && <div className="ms-auto d-flex flex-wrap gap-2">{toolbar}</div>}
        </div>
      )}

      <div className="table-responsive">
        <Table hover striped size={compact ? 'sm' : undefined} className="align-middle mb-2" aria-label={ariaLabel} aria-busy={loading}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.headerClassName ?? c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={Math.max(columns.length, 1)} className="text-center py-4">
                  <div role="status" className="d-inline-flex align-items-center gap-2">
                    <Spinner size="sm" aria-hidden="true" />
                    <span>{t('ui.table.loading')}</span>
                  </div>
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                {/* After a load error there is nothing to call empty: the error above says what happened. */}
                <td colSpan={Math.max(columns.length, 1)} className="text-center text-muted py-4">
                  {error ? null : (emptyText ?? t('ui.table.empty'))}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={keyOf(row, rowKey)}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.className}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>

      {!unpaged && (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div className="d-flex align-items-center gap-2 small text-muted">
            {sizes.length > 1 && (
              <>
                <Label for={sizeId} className="mb-0 text-nowrap">
                  {t('ui.table.pageSize')}
                </Label>
                <Input
                  id={sizeId}
                  type="select"
                  bsSize="sm"
                  style={{ width: 'auto' }}
                  value={server ? server.pageSize : pageSize}
                  onChange={(e) => {
                    if (server) server.onPageSize(Number(e.target.value));
                    setPageSize(Number(e.target.value));
                    setPage(1);
                  }}
                >
                  {sizes.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Input>
              </>
            )}
            {!loading && !server && (
              <span className="text-nowrap" aria-live="polite">
                {filtered.length === 0
                  ? t('ui.table.showingNone')
                  : t('ui.table.showing', { from: from + 1, to, total: filtered.length })}
              </span>
            )}
          </div>
          {!loading && !server && <Pagination current={currentPage} totalPages={totalPages} onChange={setPage} />}
          {server && (server.hasPrevious || server.hasNext) && (
            <nav className="d-flex align-items-center gap-2" aria-label={t('ui.pagination.label')}>
              <Button size="sm" color="secondary" outline disabled={!server.hasPrevious} onClick={server.onPrevious} data-testid="page-previous" aria-label={t('ui.pagination.previous')}>
                <i className="bi bi-chevron-left" aria-hidden="true" />
              </Button>
              <span className="small text-muted text-nowrap" aria-current="page" data-testid="page-number">
                {t('ui.pagination.page', { page: server.page })}
              </span>
              <Button size="sm" color="secondary" outline disabled={!server.hasNext} onClick={server.onNext} data-testid="page-next" aria-label={t('ui.pagination.next')}>
                <i className="bi bi-chevron-right" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

export default DataTable;
