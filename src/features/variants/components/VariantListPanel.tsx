import { useMemo, useState } from 'react';
import { Button, Card, CardBody, CardHeader } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, confirmDialog, withAlerts, type DataTableColumn } from '../../../components';
import { addListItem, deleteListItem, updateListItem } from '../api/listItemWrites';
import { useListItems } from '../../../entities/nameList/nameList';
import type { ListFormValues, ListSpec } from '../domain/lists';
import type { ListItem } from '../../../entities/nameList/nameList';
import { InlineAddForm } from './InlineAddForm';
import { ListItemDialog } from './ListItemDialog';

export interface VariantListPanelProps {
  spec: ListSpec;
  /** Variants lists: 5/20/25, default 5. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** 'dialog': an Add button in the header opens the add dialog; 'inline': an add form above the table. */
  addMode?: 'dialog' | 'inline';
  /** Heading level of the panel title. */
  headingLevel?: 'h2' | 'h3';
}

type DialogState = { mode: 'add' } | { mode: 'edit'; item: ListItem } | null;

/**
 * One live name list (colours, brands, categories, sources, sizes, widths, heights, delivery
 * locations): a paged table with edit and delete, and an add dialog or inline add form.
 */
export function VariantListPanel({
  spec,
  pageSizes = [5, 20, 25],
  defaultPageSize = 5,
  addMode = 'dialog',
  headingLevel = 'h2',
}: VariantListPanelProps) {
  const { t } = useTranslation();
  const { data: items, loading, error, retry } = useListItems(spec.collection, spec.kind);
  const [dialog, setDialog] = useState<DialogState>(null);
  const title = t(`${spec.textKey}.title`);
  const Heading = headingLevel;

  const save = async (action: () => Promise<void>): Promise<boolean> => (await withAlerts(action)).ok;

  const columns = useMemo((): DataTableColumn<ListItem>[] => {
    const remove = async (item: ListItem) => {
      const confirmed = await confirmDialog({
        title: t('variants.deleteConfirm.title'),
        text: t('variants.deleteConfirm.text', { name: item.name, list: t(`${spec.textKey}.title`) }),
        confirmText: t('variants.deleteConfirm.yes'),
        cancelText: t('variants.deleteConfirm.cancel'),
        danger: true,
      });
      if (confirmed) await save(() => deleteListItem(spec.collection, item.id));
    };
    return [
      {
        key: 'name',
        header: t(`${spec.textKey}.nameLabel`),
        searchValue: (item) => item.name,
        render: (item) =>
          spec.kind === 'color' ? (
            <span className="d-inline-flex align-items-center gap-2">
              <span
                aria-hidden="true"
                className="d-inline-block rounded-circle border"
                style={{ width: '1.1rem', height: '1.1rem', background: item.colorName ?? 'transparent' }}
              />
              <span>{item.name}</span>
              {item.colorName && <small className="text-muted">{item.colorName}</small>}
            </span>
          ) : item.classificationCode ? (
            <span>
              {item.name} <small className="text-muted" title={t('variants.codeLabel')} data-testid="list-item-code-shown">{item.classificationCode}</small>
            </span>
          ) : (
            item.name
          ),
      },
      {
        key: 'actions',
        header: t('variants.actions'),
        className: 'text-end text-nowrap',
        render: (item) => (
          <>
            <Button
              size="sm"
              color="primary"
              outline
              className="me-1"
              aria-label={t('variants.editItem', { name: item.name })}
              title={t('variants.edit')}
              onClick={() => setDialog({ mode: 'edit', item })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              color="danger"
              outline
              aria-label={t('variants.deleteItem', { name: item.name })}
              title={t('variants.delete')}
              onClick={() => void remove(item)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          </>
        ),
      },
    ];
  }, [spec, t]);

  const onSave = (values: ListFormValues) =>
    save(() =>
      dialog?.mode === 'edit'
        ? updateListItem(spec.collection, spec.kind, dialog.item.id, values)
        : addListItem(spec.collection, spec.kind, values),
    );

  return (
    <Card className="h-100 shadow-sm" data-testid={`list-panel-${spec.collection}`} aria-label={title} role="region">
      <CardHeader className="d-flex align-items-center justify-content-between gap-2 bg-transparent">
        <Heading className="h6 mb-0">{title}</Heading>
        {addMode === 'dialog' && (
          <Button size="sm" color="primary" onClick={() => setDialog({ mode: 'add' })}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('variants.add')}
          </Button>
        )}
      </CardHeader>
      <CardBody>
        {addMode === 'inline' && (
          <div className="mb-3">
            <InlineAddForm spec={spec} items={items} onAdd={(values) => save(() => addListItem(spec.collection, spec.kind, values))} />
          </div>
        )}
        <DataTable
          columns={columns}
          rows={items}
          rowKey="id"
          read={{ loading, error, retry }}
          errorText={t('variants.loadError')}
          pageSizes={pageSizes}
          defaultPageSize={defaultPageSize}
          ariaLabel={title}
          emptyText={t('variants.empty')}
          compact
        />
      </CardBody>
      {dialog && (
        <ListItemDialog
          spec={spec}
          item={dialog.mode === 'edit' ? dialog.item : undefined}
          items={items}
          onSave={onSave}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
