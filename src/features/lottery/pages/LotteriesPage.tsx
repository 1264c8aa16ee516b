import '../../../entities/order/texts';
import '../texts';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Col, Form, Input, InputGroup, Label, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, PageTitle, confirmDialog, refusedWriteText, showFailure, showSuccess, withAlerts, type DataTableColumn } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import { personName, type Person } from '../../../entities/person/person';
import { useCustomerName } from '../../../entities/person/queries';
import { LoadMore } from '../../../components/LoadMore';
import { useLotteryTypeOptions, useTicketByCode, useTicketList } from '../api/ticketQueries';
import { createTicket, deleteTicket, updateTicket } from '../api/ticketWrites';
import { LotteryTicketDialog, type TicketSaveOutcome } from '../components/LotteryTicketDialog';
import {
  ALL_TYPES,
  TICKET_DEFAULT_PAGE_SIZE,
  TICKET_PAGE_SIZES,
  TicketWriteError,
  isNoChange,
  searchableCode,
  ticketChange,
  toTicketRow,
  type LotteryTicket,
  type LotteryTicketRow,
  type TicketFormValues,
} from '../domain/lotteryTicket';

/** The full name the ticket's snapshot carries; null for an older ticket without a last name. */
function snapshotName(row: LotteryTicketRow): string | null {
  return row.lastName !== null ? personName({ firstName: row.firstName, lastName: row.lastName }) : null;
}

/**
 * The customer's full name from the ticket's snapshot; an older ticket's snapshot has no last name,
 * so its customer is read (once per customer, rows on screen only), its first name shown meanwhile.
 */
function CustomerCell({ row }: { row: LotteryTicketRow }) {
  const { t } = useTranslation();
  const snapshot = snapshotName(row);
  const lookedUp = useCustomerName(snapshot === null ? row.userId || null : null);
  // A walk-in customer's ticket (a sale without a customer record) is known by its phone only.
  return <span data-testid="lottery-user">{snapshot || lookedUp || row.firstName || (row.userId ? t('ui.common.noValue') : t('order.walkIn'))}</span>;
}

type DialogState = { mode: 'create' } | { mode: 'edit'; ticket: LotteryTicket } | null;

/**
 * /lottery (Manager, Admin, dev): lottery tickets, newest first, live; a lottery-type filter, "load
 * more", and a search by exact code. Create, edit (see domain/lotteryTicket.ts for what may change)
 * and delete with confirmation.
 */
export default function LotteriesPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const [typeFilter, setTypeFilter] = useState<string>(ALL_TYPES);
  const [codeInput, setCodeInput] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [searchedCode, setSearchedCode] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  // Every time a dialog opens it starts fresh (a new key remounts the form).
  const [dialogKey, setDialogKey] = useState(0);

  const list = useTicketList(typeFilter);
  const found = useTicketByCode(searchedCode);
  const typeOptions = useLotteryTypeOptions();

  const typeNames = useMemo(() => new Map(typeOptions.data.map((ty) => [ty.id, ty.name || ty.id])), [typeOptions.data]);
  const searching = searchedCode !== null;
  const rows = useMemo(() => {
    const source: LotteryTicket[] = searching ? (found.data ? [found.data] : []) : list.data;
    return source.map((ticket) => toTicketRow(ticket, typeNames));
  }, [searching, found.data, list.data, typeNames]);

  const openDialog = (next: DialogState) => {
    setDialogKey((k) => k + 1);
    setDialog(next);
  };

  const search = (e: FormEvent) => {
    e.preventDefault();
    const code = searchableCode(codeInput);
    setCodeError(code === null && codeInput.trim() !== '');
    setSearchedCode(code);
  };
  const clearSearch = () => {
    setCodeInput('');
    setCodeError(false);
    setSearchedCode(null);
  };

  // The customer picked in the dialog (found on the server), null when the ticket keeps its own.
  const customerOf = (userId: string, picked: Person | null) =>
    picked && picked.id === userId ? { id: picked.id, firstName: picked.firstName, lastName: picked.lastName, phone: picked.phone } : null;

  const save = async (values: TicketFormValues, picked: Person | null): Promise<TicketSaveOutcome> => {
    try {
      if (dialog?.mode === 'edit') {
        const change = ticketChange(dialog.ticket, values, customerOf(values.userId, picked));
        if (isNoChange(change)) {
          void showSuccess(t('lottery.unchanged'));
          return 'saved';
        }
        await updateTicket(dialog.ticket, change, me.id);
        // A moved ticket: a search for the old code follows it to the new one.
        if (change.newCode !== null && searchedCode === dialog.ticket.id) {
          setSearchedCode(change.newCode);
          setCodeInput(change.newCode);
        }
      } else {
        const customer = customerOf(values.userId, picked);
        if (!customer) return 'failed';
        await createTicket(values.code, customer, values.lotteryTypeId, me.id);
      }
      void showSuccess(t('lottery.saved'));
      return 'saved';
    } catch (error) {
      if (error instanceof TicketWriteError && error.problem === 'codeTaken') return 'codeTaken';
      console.error('lottery ticket save', error);
      void showFailure(error instanceof TicketWriteError ? t('lottery.errors.gone') : (refusedWriteText(error) ?? t('lottery.errors.saveFailed')));
      return 'failed';
    }
  };

  const remove = async (row: LotteryTicketRow) => {
    const yes = await confirmDialog({
      title: t('lottery.confirmDelete.title', { code: row.code }),
      text: t('lottery.confirmDelete.text'),
      confirmText: t('lottery.confirmDelete.confirm'),
      cancelText: t('lottery.confirmDelete.cancel'),
      danger: true,
    });
    if (!yes) return;
    await withAlerts(() => deleteTicket(row.id), { success: t('lottery.deleted') });
  };

  const columns: DataTableColumn<LotteryTicketRow>[] = [
    {
      key: 'code',
      header: t('lottery.columns.code'),
      className: 'text-nowrap',
      render: (row) => (
        <>
          <span className="font-monospace" data-testid="lottery-code-cell">
            {row.code}
          </span>
          {row.orderId && (
            <Badge color="light" className="text-dark border ms-1" title={t('lottery.fromSaleTitle')}>
              {t('lottery.fromSale')}
            </Badge>
          )}
        </>
      ),
      searchValue: (row) => row.code,
    },
    { key: 'user', header: t('lottery.columns.user'), render: (row) => <CustomerCell row={row} />, searchValue: (row) => snapshotName(row) ?? row.firstName },
    {
      key: 'phone',
      header: t('lottery.columns.phone'),
      className: 'text-nowrap',
      render: (row) => <span data-testid="lottery-phone">{row.phone || t('ui.common.noValue')}</span>,
      searchValue: (row) => row.phone,
    },
    {
      key: 'type',
      header: t('lottery.columns.type'),
      render: (row) => <span data-testid="ticket-type-name">{row.typeName || t('ui.common.noValue')}</span>,
      searchValue: (row) => row.typeName,
    },
    {
      key: 'created',
      header: t('lottery.columns.created'),
      className: 'text-nowrap',
      render: (row) => (row.createdAtMs > 0 ? <time dateTime={new Date(row.createdAtMs).toISOString()}>{row.created}</time> : t('ui.common.noValue')),
    },
    {
      key: 'actions',
      header: t('lottery.columns.actions'),
      className: 'text-end text-nowrap',
      render: (row) => (
        <>
          <Button
            size="sm"
            color="primary"
            outline
            className="me-1"
            onClick={() => openDialog({ mode: 'edit', ticket: row })}
            aria-label={t('lottery.editNamed', { code: row.code })}
            title={t('lottery.edit')}
            data-testid="lottery-edit"
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => void remove(row)}
            aria-label={t('lottery.deleteNamed', { code: row.code })}
            title={t('lottery.delete')}
            data-testid="lottery-delete"
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </>
      ),
    },
  ];

  const title = t('lottery.title');
  return (
    <div data-testid="lotteries">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.lottery'), title]} />
      <Row className="g-2 align-items-end mb-2">
        <Col xs={12} sm={6} lg={3}>
          <Label for="lottery-filter-type" className="small mb-1">
            {t('lottery.filter.type')}
          </Label>
          <Input
            id="lottery-filter-type"
            type="select"
            bsSize="sm"
            value={typeFilter}
            onChange={(e) => setTypeFilter(e.target.value)}
            disabled={searching}
            data-testid="lottery-filter-type"
          >
            <option value={ALL_TYPES}>{t('lottery.filter.allTypes')}</option>
            {typeOptions.data.map((ty) => (
              <option key={ty.id} value={ty.id}>
                {ty.name || ty.id}
              </option>
            ))}
          </Input>
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Form onSubmit={search} role="search" aria-label={t('lottery.search.label')}>
            <Label for="lottery-search-code" className="small mb-1">
              {t('lottery.search.label')}
            </Label>
            <InputGroup size="sm">
              <Input
                id="lottery-search-code"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('lottery.search.placeholder')}
                value={codeInput}
                onChange={(e) => setCodeInput(e.target.value)}
                invalid={codeError}
                data-testid="lottery-search-code"
              />
              <Button type="submit" color="primary" data-testid="lottery-search">
                <i className="bi bi-search" aria-hidden="true" /> {t('lottery.search.button')}
              </Button>
              {searching && (
                <Button
                  type="button"
                  color="secondary"
                  outline
                  onClick={clearSearch}
                  aria-label={t('lottery.search.clear')}
                  title={t('lottery.search.clear')}
                  data-testid="lottery-search-clear"
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              )}
            </InputGroup>
          </Form>
        </Col>
        <Col xs={12} lg className="text-lg-end">
          <Button color="primary" onClick={() => openDialog({ mode: 'create' })} data-testid="lottery-add">
            <i className="bi bi-plus-lg" aria-hidden="true" /> {t('lottery.add')}
          </Button>
        </Col>
      </Row>
      {codeError && (
        <div className="small text-danger mb-2" role="alert" data-testid="lottery-search-invalid">
          {t('lottery.search.invalid')}
        </div>
      )}
      {searching ? (
        <div className="small mb-2" data-testid="lottery-search-result">
          {!found.loading && found.data === null && !found.error ? (
            <Alert color="warning" className="py-2 mb-0" data-testid="lottery-search-none">
              {t('lottery.search.notFound', { code: searchedCode })}
            </Alert>
          ) : (
            <span className="text-muted">{t('lottery.search.result', { code: searchedCode })}</span>
          )}
        </div>
      ) : (
        <div className="small text-muted mb-2">{t('lottery.filter.hint')}</div>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey="id"
        searchable
        pageSizes={TICKET_PAGE_SIZES}
        defaultPageSize={TICKET_DEFAULT_PAGE_SIZE}
        read={searching ? found : list}
        errorText={t('lottery.loadError')}
        ariaLabel={title}
        emptyText={t('lottery.empty')}
        compact
      />
      {!searching && <LoadMore shown={list.hasMore} onClick={list.loadMore} busy={list.loading || list.loadingMore} />}
      {dialog && (
        <LotteryTicketDialog
          key={dialogKey}
          isOpen
          ticket={dialog.mode === 'edit' ? dialog.ticket : null}
          types={typeOptions.data}
          onSubmit={save}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
