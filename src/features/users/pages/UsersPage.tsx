import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, Spinner, Table } from 'reactstrap';
import { useSessionUser } from '../../../auth/AuthProvider';
import { PageTitle, confirmDialog, withAlerts } from '../../../components';
import { duplicatePhoneText } from '../../../entities/person/CustomerPicker';
import { customerSearchPlan, SEARCH_DEBOUNCE_MS } from '../../../entities/person/customerSearch';
import { isDuplicatePhone } from '../../../entities/person/customerWrites';
import { useUsersPage, useUsersSearch } from '../api/userQueries';
import { createCustomer, deleteUser, updateUser } from '../api/userWrites';
import { UserFormModal } from '../components/UserFormModal';
import {
  CUSTOMER_ADD_OPTIONS,
  EMPTY_USER_FORM,
  USER_EDIT_OPTIONS,
  type UserFormValues,
} from '../domain/userSchema';
import {
  USER_GENDERS,
  canManageRow,
  formValuesOf,
  fullName,
  userRoleChoices,
  usersScope,
  type UserRecord,
} from '../domain/users';

/** Page sizes of /users (the spec): 15, 30 or 50 rows. */
export const USERS_PAGE_SIZES = [15, 30, 50] as const;

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRecord } | null;

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /users: customers (and, for Super Admin, Admin and dev, staff) with add, edit and delete. Pages
 * on the server (15, 30 or 50 users by first name, previous / next); the search box searches on
 * the server (phone prefix, or name prefix on last and first name), live, with "show more".
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const scope = useMemo(() => usersScope(me.role), [me.role]);
  const [pageSize, setPageSize] = useState<number>(USERS_PAGE_SIZES[0]);
  const [text, setText] = useState('');
  const searched = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const plan = useMemo(() => customerSearchPlan(searched), [searched]);
  const searching = plan.kind !== 'none';
  const paged = useUsersPage(scope, pageSize, !searching);
  const found = useUsersSearch(scope, plan, pageSize);
  const rows = searching ? found.data : paged.data;
  const loading = searching ? found.loading : paged.loading;
  const [dialog, setDialog] = useState<Dialog>(null);
  const editing = dialog?.kind === 'edit' ? dialog.user : null;
  // A row's current role stays selectable (e.g. a dev user seen by Super Admin).
  const roleChoices = useMemo(() => {
    const choices: readonly string[] = userRoleChoices(me.role);
    return editing && editing.role && !choices.includes(editing.role) ? [editing.role, ...choices] : choices;
  }, [me.role, editing]);
  const initialValues = useMemo(() => (editing ? formValuesOf(editing) : EMPTY_USER_FORM), [editing]);
  const [dialogKey, setDialogKey] = useState(0);
  const open = (next: Dialog) => {
    setDialogKey((k) => k + 1);
    setDialog(next);
  };

  const save = async (values: UserFormValues): Promise<boolean> => {
    const editing = dialog?.kind === 'edit' ? dialog.user : null;
    const saved = await withAlerts(
      async () => {
        if (editing) await updateUser(editing.id, values);
        else await createCustomer(values);
      },
      {
        // One customer per phone: name the customer who has it, and show them in the list.
        explain: (error) => {
          if (!isDuplicatePhone(error)) return undefined;
          setText(error.phone);
          return { icon: 'warning', title: t('person.duplicate.title'), text: duplicatePhoneText(error, t) };
        },
      },
    );
    if (saved.ok) setDialog(null);
    return saved.ok;
  };

  const remove = async (user: UserRecord) => {
    const confirmed = await confirmDialog({
      title: t('users.delete.title'),
      text: t('users.delete.text', { name: fullName(user) }),
      confirmText: t('users.delete.confirm'),
      cancelText: t('users.delete.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await withAlerts(() => deleteUser(user.id));
  };

  const actions = (u: UserRecord) =>
    canManageRow(me.role, u, me.id) ? (
      <div className="d-inline-flex gap-1">
        <Button size="sm" color="primary" outline onClick={() => open({ kind: 'edit', user: u })} aria-label={t('users.actions.editOf', { name: fullName(u) })}>
          <i className="bi bi-pencil" aria-hidden="true" /> <span className="d-none d-lg-inline">{t('users.actions.edit')}</span>
        </Button>
        <Button size="sm" color="danger" outline onClick={() => void remove(u)} aria-label={t('users.actions.deleteOf', { name: fullName(u) })}>
          <i className="bi bi-trash" aria-hidden="true" /> <span className="d-none d-lg-inline">{t('users.actions.delete')}</span>
        </Button>
      </div>
    ) : (
      <span className="text-muted small">{t('users.actions.readOnly')}</span>
    );

  return (
    <div data-testid="users-page">
      <PageTitle title={t('users.title')} subtitle={t('users.subtitle')} />
      <div className="card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '24rem' }}>
              <Label for="users-search" className="visually-hidden">
                {t('users.table.search')}
              </Label>
              <Input
                id="users-search"
                type="search"
                bsSize="sm"
                value={text}
                placeholder={t('users.table.search')}
                onChange={(e) => setText(e.target.value)}
                data-testid="users-search"
              />
            </div>
            <div className="d-flex align-items-center gap-2 small text-muted">
              <Label for="users-page-size" className="mb-0 text-nowrap">
                {t('ui.table.pageSize')}
              </Label>
              <Input id="users-page-size" type="select" bsSize="sm" style={{ width: 'auto' }} value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))} data-testid="users-page-size">
                {USERS_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Input>
            </div>
            <div className="ms-auto">
              <Button color="primary" size="sm" onClick={() => open({ kind: 'add' })} data-testid="users-add">
                <i className="bi bi-plus-lg" aria-hidden="true" /> {t('users.actions.add')}
              </Button>
            </div>
          </div>
          <div className="table-responsive">
            <Table hover striped className="align-middle mb-2" aria-label={t('users.title')} aria-busy={loading}>
              <thead>
                <tr>
                  <th scope="col">{t('users.table.name')}</th>
                  <th scope="col">{t('users.table.phone')}</th>
                  <th scope="col">{t('users.table.email')}</th>
                  <th scope="col">{t('users.table.role')}</th>
                  <th scope="col">{t('users.table.address')}</th>
                  <th scope="col" className="text-nowrap text-end">
                    {t('users.table.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loading ? (
                  <tr>
                    <td colSpan={6} className="text-center py-4">
                      <div role="status" className="d-inline-flex align-items-center gap-2">
                        <Spinner size="sm" aria-hidden="true" />
                        <span>{t('ui.table.loading')}</span>
                      </div>
                    </td>
                  </tr>
                ) : rows.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="text-center text-muted py-4">
                      {t('users.table.empty')}
                    </td>
                  </tr>
                ) : (
                  rows.map((u) => (
                    <tr key={u.id} data-testid="users-row">
                      <td>{fullName(u)}</td>
                      <td className="text-nowrap">{u.phone}</td>
                      <td>{u.email}</td>
                      <td>{u.role ? t(`roles.${u.role}`) : ''}</td>
                      <td>{u.address}</td>
                      <td className="text-nowrap text-end">{actions(u)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </div>
          {searching ? (
            found.hasMore && (
              <div className="text-center">
                <Button size="sm" color="primary" outline onClick={found.loadMore} disabled={found.loadingMore} data-testid="users-more">
                  {found.loadingMore && <Spinner size="sm" className="me-1" aria-hidden="true" />}
                  {t('users.pager.more')}
                </Button>
              </div>
            )
          ) : (
            (paged.hasPrevious || paged.hasNext) && (
              <nav className="d-flex align-items-center justify-content-center gap-2" aria-label={t('users.pager.label')}>
                <Button size="sm" color="secondary" outline disabled={!paged.hasPrevious} onClick={paged.previous} data-testid="users-previous">
                  <i className="bi bi-chevron-left me-1" aria-hidden="true" />
                  {t('users.pager.previous')}
                </Button>
                <span className="small text-muted" aria-current="page" data-testid="users-page-number">
                  {t('users.pager.page', { page: paged.page })}
                </span>
                <Button size="sm" color="secondary" outline disabled={!paged.hasNext} onClick={paged.next} data-testid="users-next">
                  {t('users.pager.next')}
                  <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
                </Button>
              </nav>
            )
          )}
        </div>
      </div>
      <UserFormModal
        key={dialogKey}
        isOpen={dialog !== null}
        title={dialog?.kind === 'edit' ? t('users.form.editTitle') : t('users.form.addTitle')}
        options={dialog?.kind === 'edit' ? USER_EDIT_OPTIONS : CUSTOMER_ADD_OPTIONS}
        initialValues={initialValues}
        roleChoices={roleChoices}
        genders={USER_GENDERS}
        onCancel={() => setDialog(null)}
        onSubmit={save}
      />
    </div>
  );
}
