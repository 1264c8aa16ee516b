import '../texts';
import { useId } from 'react';
import { Button, FormGroup, FormText, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components';
import { useListItems } from '../../../entities/nameList/nameList';
import type { ListCollection, ListKind } from '../../../entities/nameList/nameList';
import { EMPTY_FILTERS, type ProductFilters } from '../domain/filters';

type ListFilter = 'color' | 'category' | 'brand' | 'size' | 'width' | 'height';

/** The panel's selects, in order, and the name list each offers. */
const LIST_FILTERS: readonly { field: ListFilter; collection: ListCollection; kind: ListKind }[] = [
  { field: 'color', collection: 'colors', kind: 'color' },
  { field: 'category', collection: 'categories', kind: 'text' },
  { field: 'brand', collection: 'brands', kind: 'text' },
  { field: 'size', collection: 'sizes', kind: 'number' },
  { field: 'width', collection: 'shoeWidths', kind: 'number' },
  { field: 'height', collection: 'shoeHeights', kind: 'number' },
];

function ListSelect({
  field,
  collection,
  kind,
  value,
  onChange,
}: {
  field: ListFilter;
  collection: ListCollection;
  kind: ListKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data: items } = useListItems(collection, kind);
  // A value no longer in the list (renamed meanwhile) stays selectable, so the select shows the truth.
  const names = items.map((i) => i.name);
  if (value !== '' && !names.includes(value)) names.unshift(value);
  return (
    <FormGroup className="mb-2">
      <Label for={id} className="small mb-1">
        {t(`products.filters.${field}`)}
      </Label>
      <Input id={id} type="select" bsSize="sm" value={value} onChange={(e) => onChange(e.target.value)} data-testid={`filter-${field}`}>
        <option value="">{t('products.filters.all')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Input>
    </FormGroup>
  );
}

export interface FilterPanelProps {
  value: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

/**
 * The left filter panel (docs/products.md, filters): colour, category, brand, size, width, height from
 * the name lists, min and max price, reset. The text search and the location tabs live elsewhere
 * on the screen but belong to the same ProductFilters; reset clears the text search too and keeps the tab.
 */
export function FilterPanel({ value, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const hintId = useId();
  return (
    <form className="product-filter-panel" aria-label={t('products.filters.title')} onSubmit={(e) => e.preventDefault()} data-testid="filter-panel">
      {LIST_FILTERS.map((f) => (
        <ListSelect
          key={f.field}
          field={f.field}
          collection={f.collection}
          kind={f.kind}
          value={value[f.field]}
          onChange={(next) => onChange({ ...value, [f.field]: next })}
        />
      ))}
      <FormGroup className="mb-2">
        <Label for={minId} className="small mb-1">
          {t('products.filters.minPrice')}
        </Label>
        <MoneyInput
          id={minId}
          bsSize="sm"
          value={value.minPrice || null}
          onChange={(v) => onChange({ ...value, minPrice: v ?? 0 })}
          aria-describedby={hintId}
          data-testid="filter-min-price"
        />
      </FormGroup>
      <FormGroup className="mb-1">
        <Label for={maxId} className="small mb-1">
          {t('products.filters.maxPrice')}
        </Label>
        <MoneyInput
          id={maxId}
          bsSize="sm"
          value={value.maxPrice || null}
          onChange={(v) => onChange({ ...value, maxPrice: v ?? 0 })}
          aria-describedby={hintId}
          data-testid="filter-max-price"
        />
      </FormGroup>
      <FormText id={hintId} className="d-block mb-2">
        {t('products.filters.priceHint')}
      </FormText>
      <Button
        type="button"
        size="sm"
        color="secondary"
        outline
        className="w-100"
        onClick={() => onChange({ ...EMPTY_FILTERS, locationType: value.locationType, locationId: value.locationId })}
        data-testid="filter-reset"
      >
        <i className="bi bi-x-circle me-1" aria-hidden="true" />
        {t('products.filters.reset')}
      </Button>
    </form>
  );
}
