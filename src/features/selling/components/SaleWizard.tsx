import '../texts';
import '../../../entities/product/texts';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { refusedWriteText, showSuccess, Wizard, type WizardStep } from '../../../components';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { SaleWizardProps } from '../../../entities/product/saleWizards';
import type { Product } from '../../../entities/product/product';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { usePeople } from '../../../entities/person/queries';
import { type Person } from '../../../entities/person/person';
import { CustomerPicker } from '../../../entities/person/CustomerPicker';
import { useLotteryTypes } from '../api/lotteryTypes';
import { sellProducts, type SaleInput, type SaleKind, type SaleResult } from '../api/sellApi';
import { MAX_SALE_PRODUCTS, offerLottery, orderTotals, SaleInputError, saleProblem } from '../domain/sale';
import { lotteryCode } from '../../../entities/lotteryTicket';
import { BuyerTable } from './BuyerTable';
import { ConfirmStep } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';
import { LotteryStep } from './LotteryStep';
import { NewCustomerForm } from './NewCustomerForm';
import { SaleLinesStep } from './SaleLinesStep';
import { deliveryErrors, EMPTY_DELIVERY, personName, type DeliveryDraft, type DeliveryErrors } from './saleForms';

export interface SaleWizardOfKindProps extends SaleWizardProps {
  kind: SaleKind;
}

/** What one opening of the wizard remembers; closing (or reopening) starts afresh. */
interface Session {
  open: boolean;
  /** The products as they were when the wizard opened: the sale fails if one changed since. */
  products: readonly Product[];
}

/** The lottery ticket of this opening: its code is drawn once, when the lottery step is first reached. */
interface Ticket {
  code: string;
  /** When the offer is judged (ms): the type's period must include it. */
  at: number;
}

const TITLES: Record<SaleKind, string> = {
  store: 'selling.wizard.titles.store',
  delivery: 'selling.wizard.titles.delivery',
  merchant: 'selling.wizard.titles.merchant',
};

/**
 * The three sale wizards (docs/selling.md), one component:
 * - store (4 steps): customer, products (VAT ticks), lottery, confirm;
 * - delivery (4 steps): customer, delivery point and address, products, confirm;
 * - merchant (3 steps): contract merchant, products, confirm.
 * Confirm runs the one sale transaction (sellProducts); a product sold or changed meanwhile keeps the
 * wizard open with a message naming it.
 */
export function SaleWizard({ kind, products, isOpen, onClose, onDone }: SaleWizardOfKindProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [session, setSession] = useState<Session>({ open: isOpen, products });
  const [buyer, setBuyer] = useState<Person | null>(null);
  const [registering, setRegistering] = useState(false);
  // What was typed in the picker when "register?" was pressed: the form starts from it.
  const [typed, setTyped] = useState('');
  const [vat, setVat] = useState<ReadonlySet<string>>(() => new Set());
  const [delivery, setDelivery] = useState<DeliveryDraft>(EMPTY_DELIVERY);
  const [deliveryShown, setDeliveryShown] = useState<DeliveryErrors>({});
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buyerMissing, setBuyerMissing] = useState(false);
  // A row's choose button picks and goes on in one handler: the step check reads the choice here.
  const buyerRef = useRef<Person | null>(null);

  if (session.open !== isOpen) {
    setSession({ open: isOpen, products: isOpen ? products : [] });
    setBuyer(null);
    setRegistering(false);
    setTyped('');
    setVat(new Set());
    setDelivery(EMPTY_DELIVERY);
    setDeliveryShown({});
    setTicket(null);
    setError(null);
    setBuyerMissing(false);
  }
  const selection = session.open ? session.products : products;

  // The merchant step lists the few contract merchants; customers are searched on the server (CustomerPicker).
  const merchants = usePeople(isOpen && kind === 'merchant' ? 'Merchant' : null);
  const lotteryTypes = useLotteryTypes(isOpen && kind === 'store');

  const lines = useMemo(() => selection.map((p) => ({ productId: p.id, isNoat: kind !== 'merchant' && vat.has(p.id) })), [selection, vat, kind]);
  const totals = useMemo(() => orderTotals(selection, lines), [selection, lines]);
  const offer = kind === 'store' && ticket ? offerLottery(lotteryTypes.data, totals.soldTotalPrice, ticket.at) : null;

  // A selection that cannot be sold at all (too many, several stores, not this seller's store ...):
  // said on step 1, before anyone fills in a form. The buyer and delivery point come later.
  const problem = saleProblem(kind, selection, user, 'buyer', 'point');
  const problemText = problem ? t(`selling.core.errors.${problem}`, { max: MAX_SALE_PRODUCTS }) : null;

  const choose = (person: Person) => {
    buyerRef.current = person;
    setBuyer(person);
    setRegistering(false);
    setBuyerMissing(false);
    setError(null);
    // Delivery: the address starts as the customer's own (it can be changed on the next step).
    if (kind === 'delivery') setDelivery((d) => ({ ...d, address: person.address }));
  };

  const toggleVat = (productId: string, on: boolean) => {
    setVat((prev) => {
      const next = new Set(prev);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });
  };

  const close = () => {
    buyerRef.current = null;
    onClose();
  };

  const finish = async () => {
    const chosen = buyer ?? buyerRef.current;
    if (!chosen) throw new Error('no buyer');
    setError(null);
    const input: SaleInput = {
      kind,
      products: selection,
      lines,
      buyer: { id: chosen.id, firstName: chosen.firstName, lastName: chosen.lastName, phone: chosen.phone },
      ...(kind === 'delivery'
        ? { delivery: { duureg: delivery.duureg, address: delivery.address.trim(), addressDescription: delivery.addressDescription.trim() } }
        : {}),
      lottery: offer && ticket ? { lotteryTypeId: offer.id, code: ticket.code } : null,
    };
    let result: SaleResult;
    try {
      result = await sellProducts(input, user);
    } catch (e) {
      console.error('sale', e);
      const conflict = asStockConflict(e);
      setError(
        conflict
          ? conflictMessage(conflict, t)
          : e instanceof SaleInputError
            ? t(`selling.core.errors.${e.problem}`, { max: MAX_SALE_PRODUCTS })
            : (refusedWriteText(e) ?? t('selling.wizard.failed')),
      );
      // Rejecting keeps the wizard open on the confirm step with the message.
      throw e;
    }
    // The ticket's code is the one shown, unless someone took it meanwhile (then a fresh one was drawn).
    void showSuccess(result.lotteryCode ? t('selling.wizard.soldWithTicket', { code: result.lotteryCode }) : t('selling.wizard.sold'));
    onDone?.();
  };

  const buyerStep: WizardStep = {
    id: 'buyer',
    label: t(kind === 'merchant' ? 'selling.wizard.steps.merchant' : 'selling.wizard.steps.customer'),
    // Not tied to `buyer`: a row's choose button picks and continues from the same (older) render.
    canContinue: problem === null,
    validate: () => {
      const ok = buyerRef.current !== null;
      setBuyerMissing(!ok);
      return ok;
    },
    content: ({ next }) => (
      <div data-testid="sale-step-buyer">
        {problemText && (
          <Alert color="warning" role="alert" data-testid="sale-problem">
            {problemText}
          </Alert>
        )}
        {buyerMissing && !buyer && (
          <Alert color="warning" role="alert" data-testid="sale-buyer-missing">
            {t(kind === 'merchant' ? 'selling.wizard.chooseMerchant' : 'selling.wizard.chooseCustomer')}
          </Alert>
        )}
        <p className="small text-muted mb-2">
          {t('selling.wizard.selected', { count: selection.length })}
          {buyer && (
            <>
              {' · '}
              <span className="text-body">
                {t('selling.wizard.chosen')}: <strong data-testid="sale-chosen-buyer">{personName(buyer)}</strong>
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
              if (problem) return;
              choose(person);
              void next();
            }}
          />
        ) : registering ? (
          <NewCustomerForm
            typed={typed}
            onCancel={() => setRegistering(false)}
            onRegistered={(person) => {
              choose(person);
              void next();
            }}
          />
        ) : (
          <>
            <div className="d-flex justify-content-end mb-2">
              <Button
                type="button"
                size="sm"
                color="success"
                outline
                onClick={() => {
                  setTyped('');
                  setRegistering(true);
                }}
                data-testid="sale-new-customer"
              >
                <i className="bi bi-person-plus me-1" aria-hidden="true" />
                {t('selling.wizard.customer.new')}
              </Button>
            </div>
            <CustomerPicker
              selected={buyer}
              onSelect={choose}
              onRegister={(text) => {
                setTyped(text);
                setRegistering(true);
              }}
              disabled={problem !== null}
              autoFocus
            />
          </>
        )}
      </div>
    ),
  };

  const deliveryStep: WizardStep = {
    id: 'delivery',
    label: t('selling.wizard.steps.delivery'),
    validate: () => {
      const errors = deliveryErrors(delivery);
      setDeliveryShown(errors);
      return Object.keys(errors).length === 0;
    },
    content: (
      <DeliveryStep
        value={delivery}
        errors={deliveryShown}
        onChange={(next) => {
          setDelivery(next);
          // A corrected field loses its message at once; the others wait for Continue.
          setDeliveryShown((shown) => ({
            ...(shown.duureg && next.duureg === '' ? { duureg: shown.duureg } : {}),
            ...(shown.address && next.address.trim() === '' ? { address: shown.address } : {}),
          }));
        }}
      />
    ),
  };

  const productsStep: WizardStep = {
    id: 'products',
    label: t('selling.wizard.steps.products'),
    canContinue: problem === null,
    validate: () => {
      // The ticket code is drawn once per opening, when the lottery step is first reached.
      if (kind === 'store' && ticket === null) setTicket({ code: lotteryCode(), at: Date.now() });
      return true;
    },
    content: <SaleLinesStep totals={totals} withVat={kind !== 'merchant'} onToggleVat={toggleVat} />,
  };

  const lotteryStep: WizardStep = {
    id: 'lottery',
    label: t('selling.wizard.steps.lottery'),
    content: <LotteryStep offer={offer} code={ticket?.code ?? ''} loading={lotteryTypes.loading || ticket === null} />,
  };

  const confirmStep: WizardStep = {
    id: 'confirm',
    label: t('selling.wizard.steps.confirm'),
    content: (
      <ConfirmStep
        kind={kind}
        buyer={buyer}
        delivery={kind === 'delivery' ? delivery : null}
        totals={totals}
        lottery={offer && ticket ? { name: offer.name, code: ticket.code } : null}
        error={error}
      />
    ),
  };

  const steps: WizardStep[] =
    kind === 'store'
      ? [buyerStep, productsStep, lotteryStep, confirmStep]
      : kind === 'delivery'
        ? [buyerStep, deliveryStep, productsStep, confirmStep]
        : [buyerStep, productsStep, confirmStep];

  return (
    <Wizard
      isOpen={isOpen}
      onClose={close}
      title={t(TITLES[kind])}
      steps={steps}
      onFinish={finish}
      finishLabel={t('selling.wizard.sell')}
      size="xl"
    />
  );
}

export function SellStoreWizard(props: SaleWizardProps) {
  return <SaleWizard kind="store" {...props} />;
}

export function SellDeliveryWizard(props: SaleWizardProps) {
  return <SaleWizard kind="delivery" {...props} />;
}

export function SellMerchantWizard(props: SaleWizardProps) {
  return <SaleWizard kind="merchant" {...props} />;
}
