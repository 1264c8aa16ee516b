import { useMemo, useState } from 'react';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, PageTitle, confirmDialog, withAlerts, type DataTableColumn } from '../../../components';
import { useBranches, useSellers } from '../api/branchQueries';
import { deleteBranch, saveBranch } from '../api/branchWrites';
import { sellerName, sellersOf, type Branch, type BranchFormValues, type BranchKind } from '../domain/branch';
import { BranchFormModal } from '../components/BranchFormModal';

/** Page sizes of the branch tables: 5/10/25/50, default 5. */
const PAGE_SIZES = [5, 10, 25, 50] as const;

type Editing = { mode: 'add' } | { mode: 'edit'; branch: Branch } | null;

/** /warehouse and /store: a live table of the branches with add, edit and delete; stores also manage their sellers. */
export default function BranchesPage({ kind }: { kind: BranchKind }) {
  const { t } = useTranslation();
  const isStores = kind === 'stores';
  const branches = useBranches(kind);
  const sellers = useSellers(isStores);
  const [editing, setEditing] = useState<Editing>(null);
  // A new key per opening gives the modal a fresh form.
  const [formKey, setFormKey] = useState(0);

  const storeNames = useMemo(() => new Map(branches.data.map((b) => [b.id, b.name])), [branches.data]);
  const takenNames = useMemo(
    () => branches.data.filter((b) => editing?.mode !== 'edit' || b.id !== editing.branch.id).map((b) => b.name),
    [branches.data, editing],
  );

  const open = (next: Editing) => {
    setFormKey((k) => k + 1);
    setEditing(next);
  };

  // withAlerts shows success or failure; on failure the form stays open.
  const submit = async (values: BranchFormValues): Promise<boolean> => {
    const existing = editing?.mode === 'edit' ? editing.branch : undefined;
    const saved = await withAlerts(
      () =>
        saveBranch({
          kind,
          existing,
          name: values.name,
          address: values.address,
          phone: values.phone,
          picture: values.pictures[0] ?? null,
          sellerIds: isStores ? values.sellerIds : undefined,
          sellers: isStores ? sellers.data : undefined,
        }),
      { success: t(existing ? 'branches.saved' : 'branches.added') },
    );
    return saved.ok;
  };

  const remove = async (branch: Branch) => {
    const yes = await confirmDialog({
      title: t('branches.deleteTitle'),
      text: t(`branches.${kind}.deleteText`, { name: branch.name }),
      confirmText: t('branches.delete'),
      cancelText: t('branches.cancel'),
      danger: true,
    });
    if (!yes) return;
    await withAlerts(() => deleteBranch(kind, branch, sellers.data), { success: t('branches.deleted') });
  };

  const columns: DataTableColumn<Branch>[] = [
    {
      key: 'picture',
      header: t('branches.fields.picture'),
      className: 'text-nowrap',
      render: (b) =>
        b.picUrl ? (
          <img
            src={b.picUrl}
            alt={t('branches.pictureOf', { name: b.name })}
            width={56}
            height={56}
            className="rounded border"
            style={{ objectFit: 'cover' }}
            data-testid="branch-picture"
          />
        ) : (
          <span className="text-muted">{t('ui.common.noValue')}</span>
        ),
    },
    { key: 'name', header: t('branches.fields.name'), render: (b) => <span className="fw-semibold">{b.name}</span>, searchValue: (b) => b.name },
    {
      key: 'address',
      header: t('branches.fields.address'),
      // A minimum width keeps a long address readable when the table scrolls sideways on a phone.
      render: (b) => <div style={{ minWidth: '14rem' }}>{b.address}</div>,
      searchValue: (b) => b.address,
    },
    { key: 'phone', header: t('branches.fields.phone'), render: (b) => b.phone, searchValue: (b) => b.phone, className: 'text-nowrap' },
  ];
  if (isStores) {
    columns.push({
      key: 'sellers',
      header: t('branches.fields.sellers'),
      className: 'text-nowrap',
      render: (b) => {
        const list = sellersOf(b.id, sellers.data);
        return list.length === 0 ? (
          <span className="text-muted">{t('ui.common.noValue')}</span>
        ) : (
          <ul className="list-unstyled mb-0" data-testid="store-sellers">
            {list.map((s) => (
              <li key={s.id}>{sellerName(s)}</li>
            ))}
          </ul>
        );
      },
      searchValue: (b) => sellersOf(b.id, sellers.data).map(sellerName).join(' '),
    });
  }
  columns.push({
    key: 'actions',
    // A visible header: a visually-hidden (absolutely positioned) one would stick out of the
    // table's scroll box and make the whole page scroll sideways on a phone.
    header: t('branches.actions'),
    className: 'text-end text-nowrap',
    render: (b) => (
      <div className="d-inline-flex gap-1">
        <Button size="sm" color="primary" outline onClick={() => open({ mode: 'edit', branch: b })} aria-label={t('branches.editNamed', { name: b.name })}>
          <i className="bi bi-pencil" aria-hidden="true" /> <span className="d-none d-md-inline">{t('branches.edit')}</span>
        </Button>
        <Button size="sm" color="danger" outline onClick={() => void remove(b)} aria-label={t('branches.deleteNamed', { name: b.name })}>
          <i className="bi bi-trash" aria-hidden="true" /> <span className="d-none d-md-inline">{t('branches.delete')}</span>
        </Button>
      </div>
    ),
  });

  const title = t(isStores ? 'menu.stores' : 'menu.warehouses');
  const error = branches.error ?? sellers.error;

  return (
    <div data-testid={`branches-${kind}`}>
      <PageTitle title={title} breadcrumbs={[t('menu.sections.branch'), title]} />
      <DataTable
        columns={columns}
        rows={branches.data}
        rowKey="id"
        searchable
        pageSizes={PAGE_SIZES}
        defaultPageSize={5}
        read={{ loading: branches.loading, error, retry: branches.error ? branches.retry : sellers.retry }}
        errorText={t('branches.loadError')}
        ariaLabel={title}
        emptyText={t(`branches.${kind}.empty`)}
        toolbar={
          <Button color="primary" size="sm" onClick={() => open({ mode: 'add' })}>
            <i className="bi bi-plus-lg" aria-hidden="true" /> {t(`branches.${kind}.add`)}
          </Button>
        }
      />
      {editing && (
        <BranchFormModal
          key={formKey}
          kind={kind}
          isOpen
          branch={editing.mode === 'edit' ? editing.branch : undefined}
          takenNames={takenNames}
          sellers={isStores ? sellers.data : undefined}
          storeNames={storeNames}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
