import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from './ActiveBadge';
import { Button, Form, FormFeedback, FormGroup, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { DataTable, confirmDialog, withAlerts, type DataTableColumn } from '../../../components';
import { useBridgeAccounts } from '../../../entities/ebarimt/ebarimtQueries';
import type { BridgeAccount } from '../../../entities/ebarimt/ebarimt';
import { setUserActive } from '../api/userWrites';
import { AccountFieldError } from '../domain/accountFieldError';
import { EMPTY_BRIDGE_ACCOUNT, bridgeAccountProblems, type BridgeAccountField, type BridgeAccountForm } from '../domain/bridgeAccount';

/** Loaded on first use only: the second Firebase app is needed only when an account is added. */
const loadAccounts = () => import('../api/employeeWrites');

/**
 * /employees, the shop bridges' accounts (docs/ebarimt.md, "Bridges"): each bridge signs in as its
 * own account; a Super Admin (or dev) creates it here and deactivates it when its machine is gone.
 * Which points each serves is set on the e-barimt settings (Admin, Manager).
 */
export function BridgeAccountsCard() {
  const { t } = useTranslation();
  const accounts = useBridgeAccounts();
  const [adding, setAdding] = useState(false);

  const setActive = async (b: BridgeAccount, isActive: boolean) => {
    const key = isActive ? 'reactivate' : 'deactivate';
    const confirmed = await confirmDialog({
      title: t(`employees.bridges.${key}.title`),
      text: t(`employees.bridges.${key}.text`, { name: b.name }),
      confirmText: t(`employees.bridges.${key}.confirm`),
      cancelText: t('employees.bridges.cancel'),
      danger: !isActive,
    });
    if (confirmed) await withAlerts(() => setUserActive(b.id, isActive));
  };

  const columns: DataTableColumn<BridgeAccount>[] = [
    { key: 'name', header: t('employees.bridges.table.name'), render: (b) => b.name },
    { key: 'email', header: t('employees.bridges.table.email'), render: (b) => b.email },
    { key: 'points', header: t('employees.bridges.table.points'), render: (b) => t('employees.bridges.pointCount', { count: b.pointIds.length }) },
    {
      key: 'status',
      header: t('employees.table.status'),
      render: (b) => (
        <ActiveBadge isActive={b.isActive} testId="bridge-status" />
      ),
    },
    {
      key: 'actions',
      header: t('employees.table.actions'),
      className: 'text-nowrap text-end',
      render: (b) =>
        b.isActive ? (
          <Button size="sm" color="danger" outline onClick={() => void setActive(b, false)} aria-label={t('employees.actions.deactivateOf', { name: b.name })} data-testid="bridge-deactivate">
            <i className="bi bi-x-circle" aria-hidden="true" /> {t('employees.actions.deactivate')}
          </Button>
        ) : (
          <Button size="sm" color="success" outline onClick={() => void setActive(b, true)} aria-label={t('employees.actions.reactivateOf', { name: b.name })} data-testid="bridge-reactivate">
            <i className="bi bi-check-circle" aria-hidden="true" /> {t('employees.actions.reactivate')}
          </Button>
        ),
    },
  ];

  return (
    <section className="card mt-3" data-testid="bridge-accounts">
      <div className="card-body">
        <h2 className="h6">{t('employees.bridges.title')}</h2>
        <p className="small text-muted mb-2">{t('employees.bridges.hint')}</p>
        <DataTable
          columns={columns}
          rows={accounts.data}
          rowKey="id"
          read={accounts}
          ariaLabel={t('employees.bridges.title')}
          emptyText={t('employees.bridges.none')}
          toolbar={
            <Button color="primary" size="sm" onClick={() => setAdding(true)} data-testid="bridge-add">
              <i className="bi bi-plus-lg" aria-hidden="true" /> {t('employees.bridges.add')}
            </Button>
          }
        />
      </div>
      {adding && <NewBridgeAccount onClose={() => setAdding(false)} />}
    </section>
  );
}

const FIELDS: { name: BridgeAccountField; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/** The new account's name, email and password; what is typed stays until it is saved or cancelled. */
function NewBridgeAccount({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<BridgeAccountForm>(EMPTY_BRIDGE_ACCOUNT);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // What the sign-up refused, shown at its field (an email in use, a password too weak).
  const [refused, setRefused] = useState<Partial<Record<BridgeAccountField, string>>>({});
  const problems = { ...(tried ? bridgeAccountProblems(form) : {}), ...refused };

  const save = async () => {
    setTried(true);
    if (Object.keys(bridgeAccountProblems(form)).length) return;
    setBusy(true);
    const saved = await withAlerts(
      async () => {
        const { createBridgeAccount } = await loadAccounts();
        const result = await createBridgeAccount(form);
        if (!result.ok) throw result.reason === 'failed' ? result.error : new AccountFieldError(result.reason);
      },
      // A duplicate (or refused) email is shown at the field, where it can be corrected.
      { explain: (error) => (error instanceof AccountFieldError ? null : undefined) },
    );
    setBusy(false);
    if (saved.ok) onClose();
    else if (saved.error instanceof AccountFieldError) {
      const reason = `errors.${saved.error.reason}`;
      setRefused(saved.error.reason === 'weakPassword' ? { password: reason } : { email: reason });
    }
  };

  return (
    <Modal isOpen toggle={busy ? undefined : onClose} data-testid="bridge-form">
      <ModalHeader toggle={busy ? undefined : onClose}>{t('employees.bridges.add')}</ModalHeader>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <ModalBody>
          {FIELDS.map(({ name, type, autoComplete }) => (
            <FormGroup key={name}>
              <Label for={`bridge-${name}`}>{t(`employees.bridges.fields.${name}`)}</Label>
              <Input
                id={`bridge-${name}`}
                type={type}
                autoComplete={autoComplete}
                value={form[name]}
                invalid={problems[name] !== undefined}
                onChange={(e) => {
                  setForm({ ...form, [name]: e.target.value });
                  setRefused({});
                }}
                data-testid={`bridge-${name}`}
              />
              <FormFeedback data-testid={`bridge-${name}-error`}>
                {problems[name] && (problems[name]!.startsWith('errors.') ? t(`employees.${problems[name]}`) : t(`employees.bridges.errors.${problems[name]}`))}
              </FormFeedback>
            </FormGroup>
          ))}
          <p className="small text-muted mb-0">{t('employees.bridges.formHint')}</p>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline disabled={busy} onClick={onClose}>
            {t('employees.bridges.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={busy} data-testid="bridge-save">
            {busy && <Spinner size="sm" />} {t('employees.bridges.save')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
