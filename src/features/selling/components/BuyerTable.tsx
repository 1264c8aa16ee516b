import '../texts';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components';
import type { Person } from '../../../entities/person/person';
import type { QueryState } from '../../../firebase/queries';
import { personName } from './saleForms';

/** The wizards' tables page by 5, 10 or 20 rows, 5 by default. */
export const WIZARD_PAGE_SIZES = [5, 10, 20] as const;

export interface BuyerTableProps {
  people: QueryState<Person[]>;
  chosenId: string | null;
  /** Customers show their phone too; the merchant table has last and first name. */
  withPhone: boolean;
  onChoose: (person: Person) => void;
  ariaLabel: string;
  emptyText: string;
}

/** A searchable table of customers or contract merchants with a choose button per row. */
export function BuyerTable({ people, chosenId, withPhone, onChoose, ariaLabel, emptyText }: BuyerTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Person>[] = [
    {
      key: 'lastName',
      header: t('selling.wizard.columns.lastName'),
      searchValue: (p) => p.lastName,
      render: (p) => p.lastName,
    },
    {
      key: 'firstName',
      header: t('selling.wizard.columns.firstName'),
      searchValue: (p) => p.firstName,
      render: (p) => p.firstName,
    },
    ...(withPhone
      ? [
          {
            key: 'phone',
            header: t('selling.wizard.columns.phone'),
            searchValue: (p: Person) => p.phone,
            className: 'text-nowrap',
            render: (p: Person) => p.phone,
          },
        ]
      : []),
    {
      key: 'choose',
      header: <span className="visually-hidden">{t('selling.wizard.choose')}</span>,
      className: 'text-end text-nowrap',
      render: (p) => {
        const chosen = p.id === chosenId;
        return (
          <Button
            type="button"
            size="sm"
            color="primary"
            outline={!chosen}
            aria-pressed={chosen}
            aria-label={t('selling.wizard.chooseNamed', { name: personName(p) })}
            data-testid="sale-choose-buyer"
            onClick={() => onChoose(p)}
          >
            <i className={`bi ${chosen ? 'bi-check2-circle' : 'bi-check2'}`} aria-hidden="true" />
            {/* On a phone the icon alone, so the names and the phone keep their room. */}
            <span className="d-none d-sm-inline ms-1">{t('selling.wizard.choose')}</span>
          </Button>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={people.data}
        rowKey="id"
        searchable
        searchPlaceholder={t(withPhone ? 'selling.wizard.searchPeople' : 'selling.wizard.searchNames')}
        pageSizes={WIZARD_PAGE_SIZES}
        defaultPageSize={5}
        read={people}
        errorText={t('selling.wizard.loadError')}
        ariaLabel={ariaLabel}
        emptyText={emptyText}
        compact
      />
    </>
  );
}
