import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../components/ActiveBadge';
import { Button } from 'reactstrap';
import { useSessionUser } from '../../../auth/AuthProvider';
import { DataTable, PageTitle, confirmDialog, type DataTableColumn, withAlerts } from '../../../components';
import { useUsersList } from '../api/userQueries';
import { setUserActive, updateUser } from '../api/userWrites';
import { UserFormModal } from '../components/UserFormModal';
import { BridgeAccountsCard } from '../components/BridgeAccountsCard';
import { AccountFieldError } from '../domain/accountFieldError';
import { EMPLOYEE_ADD_OPTIONS, EMPLOYEE_EDIT_OPTIONS, EMPTY_USER_FORM, type UserFormValues } from '../domain/userSchema';
import { EMPLOYEES_SCOPE, EMPLOYEE_GENDERS, EMPLOYEE_ROLES, formValuesOf, fullName, type UserRecord } from '../domain/users';

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRecord } | null;

/** Loaded on first use only: the second Firebase app is needed only when an employee is added. */
const loadEmployeeAccounts = () => import('../api/employeeWrites');


/** /employees (Super Admin, dev): staff profiles; add creates the sign-in account too. */
export default function EmployeesPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const employees = useUsersList(EMPLOYEES_SCOPE);
  const rows = employees.data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const editing = dialog?.kind === 'edit' ? dialog.user : null;
  const initialValues = useMemo(() => (editing ? formValuesOf(editing) : EMPTY_USER_FORM), [editing]);

  const open = (next: Dialog) => {
    setDialogKey((k) => k + 1);
    setDialog(next);
  };

  const save = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>): Promise<boolean> => {
    const saved = await withAlerts(
      async () => {
        if (editing) return updateUser(editing.id, values);
        const { createEmployee } = await loadEmployeeAccounts();
        const result = await createEmployee(values);
        if (!result.ok) throw result.reason === 'failed' ? result.error : new AccountFieldError(result.reason);
      },
      // A duplicate (or refused) email is shown at the field, where it can be corrected.
      { explain: (error) => (error instanceof AccountFieldError ? null : undefined) },
    );
    if (saved.ok) setDialog(null);
    else if (saved.error instanceof AccountFieldError) {
      helpers.setFieldError(saved.error.reason === 'weakPassword' ? 'password' : 'email', `employees.errors.${saved.error.reason}`);
    }
    return saved.ok;
  };

  const setActive = async (user: UserRecord, isActive: boolean) => {
    const confirmed = await confirmDialog(
      isActive
        ? {
            title: t('employees.reactivate.title'),
            text: t('employees.reactivate.text', { name: fullName(user) }),
            confirmText: t('employees.reactivate.confirm'),
            cancelText: t('employees.reactivate.cancel'),
          }
        : {
            title: t('employees.deactivate.title'),
            text: t('employees.deactivate.text', { name: fullName(user) }),
            confirmText: t('employees.deactivate.confirm'),
            cancelText: t('employees.deactivate.cancel'),
            danger: true,
          },
    );
    if (!confirmed) return;
    await withAlerts(() => setUserActive(user.id, isActive));
  };

  const columns: DataTableColumn<UserRecord>[] = [
    { key: 'name', header: t('employees.table.name'), render: (u) => fullName(u), searchValue: (u) => fullName(u) },
    { key: 'email', header: t('employees.table.email'), render: (u) => u.email, searchValue: (u) => u.email },
    { key: 'phone', header: t('employees.table.phone'), render: (u) => u.phone, searchValue: (u) => u.phone },
    {
      key: 'role',
      header: t('employees.table.role'),
      render: (u) => t(`roles.${u.role}`),
      searchValue: (u) => t(`roles.${u.role}`),
    },
    {
      key: 'status',
      header: t('employees.table.status'),
      render: (u) => (
        <ActiveBadge isActive={u.isActive} testId="employee-status" />
      ),
    },
    {
      key: 'actions',
      header: t('employees.table.actions'),
      className: 'text-nowrap text-end',
      render: (u) =>
        u.id === me.id ? (
          <span className="text-muted small">{t('employees.actions.self')}</span>
        ) : (
          <div className="d-inline-flex gap-1">
            <Button size="sm" color="primary" outline onClick={() => open({ kind: 'edit', user: u })} aria-label={t('employees.actions.editOf', { name: fullName(u) })}>
              <i className="bi bi-pencil" aria-hidden="true" /> <span className="d-none d-lg-inline">{t('employees.actions.edit')}</span>
            </Button>
            {u.isActive ? (
              <Button size="sm" color="danger" outline onClick={() => void setActive(u, false)} aria-label={t('employees.actions.deactivateOf', { name: fullName(u) })}>
                <i className="bi bi-person-x" aria-hidden="true" /> <span className="d-none d-lg-inline">{t('employees.actions.deactivate')}</span>
              </Button>
            ) : (
              <Button size="sm" color="success" outline onClick={() => void setActive(u, true)} aria-label={t('employees.actions.reactivateOf', { name: fullName(u) })}>
                <i className="bi bi-person-check" aria-hidden="true" /> <span className="d-none d-lg-inline">{t('employees.actions.reactivate')}</span>
              </Button>
            )}
          </div>
        ),
    },
  ];

  return (
    <div data-testid="employees-page">
      <PageTitle title={t('employees.title')} subtitle={t('employees.subtitle')} />
      <div className="card">
        <div className="card-body">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey="id"
            searchable
            searchPlaceholder={t('employees.table.search')}
            pageSizes={[20, 30, 50]}
            defaultPageSize={20}
            read={employees}
            ariaLabel={t('employees.title')}
            emptyText={t('employees.table.empty')}
            toolbar={
              <Button color="primary" size="sm" onClick={() => open({ kind: 'add' })} data-testid="employees-add">
                <i className="bi bi-plus-lg" aria-hidden="true" /> {t('employees.actions.add')}
              </Button>
            }
          />
        </div>
      </div>
      <BridgeAccountsCard />
      <UserFormModal
        key={dialogKey}
        testId="employee-form"
        isOpen={dialog !== null}
        title={editing ? t('employees.form.editTitle') : t('employees.form.addTitle')}
        options={editing ? EMPLOYEE_EDIT_OPTIONS : EMPLOYEE_ADD_OPTIONS}
        initialValues={initialValues}
        roleChoices={EMPLOYEE_ROLES}
        genders={EMPLOYEE_GENDERS}
        emailReadOnly={editing !== null}
        onCancel={() => setDialog(null)}
        onSubmit={save}
      />
    </div>
  );
}
