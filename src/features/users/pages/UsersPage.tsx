import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useSessionUser } from '../../../auth/AuthProvider';
import { DataTable, PageTitle, confirmDialog, type DataTableColumn, withAlerts } from '../../../components';
import { createCustomer, deleteUser, updateUser, useUsersList } from '../api/usersApi';
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

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRecord } | null;

/** /users: customers (and, for Super Admin, Admin and dev, staff) with add, edit and delete. */
export default function UsersPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const scope = useMemo(() => usersScope(me.role), [me.role]);
  const { data: rows, loading } = useUsersList(scope);
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
    const saved = await withAlerts(async () => {
      if (editing) await updateUser(editing.id, values);
      else await createCustomer(values);
    });
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

  const columns: DataTableColumn<UserRecord>[] = [
    { key: 'name', header: t('users.table.name'), render: (u) => fullName(u), searchValue: (u) => fullName(u) },
    { key: 'phone', header: t('users.table.phone'), render: (u) => u.phone, searchValue: (u) => u.phone },
    { key: 'email', header: t('users.table.email'), render: (u) => u.email, searchValue: (u) => u.email },
    {
      key: 'role',
      header: t('users.table.role'),
      render: (u) => (u.role ? t(`roles.${u.role}`) : ''),
      searchValue: (u) => (u.role ? t(`roles.${u.role}`) : ''),
    },
    { key: 'address', header: t('users.table.address'), render: (u) => u.address, searchValue: (u) => u.address },
    {
      key: 'actions',
      header: t('users.table.actions'),
      className: 'text-nowrap text-end',
      render: (u) =>
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
        ),
    },
  ];

  return (
    <div data-testid="users-page">
      <PageTitle title={t('users.title')} subtitle={t('users.subtitle')} />
      <div className="card">
        <div className="card-body">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey="id"
            searchable
            searchPlaceholder={t('users.table.search')}
            pageSizes={[15, 30, 50]}
            defaultPageSize={15}
            loading={loading}
            ariaLabel={t('users.title')}
            emptyText={t('users.table.empty')}
            toolbar={
              <Button color="primary" size="sm" onClick={() => open({ kind: 'add' })} data-testid="users-add">
                <i className="bi bi-plus-lg" aria-hidden="true" /> {t('users.actions.add')}
              </Button>
            }
          />
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
