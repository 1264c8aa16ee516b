import '../texts';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../firebase/queries';
import type { Person } from '../../../entities/person/person';
import { CustomerPicker } from '../../../entities/person/CustomerPicker';
import type { SaleDraft } from '../domain/saleDraft';
import { BuyerTable } from './BuyerTable';
import { NewCustomerForm } from './NewCustomerForm';
import { personName } from './saleForms';

export interface BuyerStepProps {
  draft: Pick<SaleDraft, 'kind' | 'buyer' | 'walkIn' | 'buyerMissing' | 'registering' | 'typed'>;
  /** How many products are being sold. */
  count: number;
  /** Why the selection cannot be sold at all (already translated), or null. */
  problemText: string | null;
  /** The contract merchants (merchant sales). */
  merchants: QueryState<Person[]>;
  /** Chooses the buyer; `andNext`: and goes on at once (a row's choose button, a registration). */
  onChoose: (person: Person, andNext: boolean) => void;
  /** A walk-in customer, and on (store sales). */
  onWalkIn: () => void;
  /** Opens the new-customer form, starting from `typed`. */
  onRegister: (typed: string) => void;
  onCancelRegister: () => void;
}

/**
 * The first step of every sale: the customer (searched on the server, registered here, or a walk-in
 * customer at a store's counter) or the contract merchant.
 */
export function BuyerStep({ draft, count, problemText, merchants, onChoose, onWalkIn, onRegister, onCancelRegister }: BuyerStepProps) {
  const { t } = useTranslation();
  const { kind, buyer, walkIn } = draft;
  const blocked = problemText !== null;
  return (
    <div data-testid="sale-step-buyer">
      {problemText && (
        <Alert color="warning" role="alert" data-testid="sale-problem">
          {problemText}
        </Alert>
      )}
      {draft.buyerMissing && !buyer && !walkIn && (
        <Alert color="warning" role="alert" data-testid="sale-buyer-missing">
          {t(kind === 'merchant' ? 'selling.wizard.chooseMerchant' : 'selling.wizard.chooseCustomer')}
        </Alert>
      )}
      <p className="small text-muted mb-2">
        {t('selling.wizard.selected', { count })}
        {(buyer || walkIn) && (
          <>
            {' · '}
            <span className="text-body">
              {t('selling.wizard.chosen')}: <strong data-testid="sale-chosen-buyer">{buyer ? personName(buyer) : t('selling.walkIn.chosen')}</strong>
            </span>
          </>
        )}
      </p>
      {kind === 'merchant' ? (
        <BuyerTable
          people={merchants}
          chosenId={buyer?.id ?? null}
          withPhone={false}
          ariaLabel={t('selling.wizard.steps.merchant')}
          emptyText={t('selling.wizard.noMerchants')}
          onChoose={(person) => {
            if (!blocked) onChoose(person, true);
          }}
        />
      ) : draft.registering ? (
        <NewCustomerForm typed={draft.typed} onCancel={onCancelRegister} onRegistered={(person) => onChoose(person, true)} />
      ) : (
        <>
          <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
            {kind === 'store' && (
              <Button
                type="button"
                size="sm"
                color="primary"
                outline={!walkIn}
                title={t('selling.walkIn.hint')}
                onClick={() => {
                  if (!blocked) onWalkIn();
                }}
                disabled={blocked}
                data-testid="sale-walk-in"
              >
                <i className="bi bi-person-walking me-1" aria-hidden="true" />
                {t('selling.walkIn.button')}
              </Button>
            )}
            <Button type="button" size="sm" color="success" outline onClick={() => onRegister('')} data-testid="sale-new-customer">
              <i className="bi bi-person-plus me-1" aria-hidden="true" />
              {t('selling.wizard.customer.new')}
            </Button>
          </div>
          <CustomerPicker selected={buyer} onSelect={(person) => onChoose(person, false)} onRegister={onRegister} disabled={blocked} autoFocus />
        </>
      )}
    </div>
  );
}
