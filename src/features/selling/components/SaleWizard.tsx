import '../texts';
import '../../../entities/product/texts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, FormFeedback, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { refusedWriteText, Wizard, type WizardStep } from '../../../components';
import { changeDue } from '../../../entities/order/payment';
import { findProductsBySku } from '../../../entities/product/skuLookup';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { SaleWizardProps } from '../../../entities/product/saleWizards';
import type { Product } from '../../../entities/product/product';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { usePeople } from '../../../entities/person/queries';
import { type Person } from '../../../entities/person/person';
import { CustomerPicker } from '../../../entities/person/CustomerPicker';
import { isMongolianPhone } from '../../../entities/person/personFields';
import { useLotteryTypes } from '../api/lotteryTypes';
import { sellProducts, type SaleInput, type SaleKind, type SaleResult } from '../api/sellApi';
import { MAX_SALE_PRODUCTS, offerLottery, orderTotals, SaleInputError, saleProblem } from '../domain/sale';
import { addVerdict, saleLookupRestriction } from '../domain/addByCode';
import { draftPayment, followTotal, paymentDraft, paymentProblem, type PaymentDraft } from '../../../entities/order/paymentDraft';
import { AddByCodeBox, type CodeMessage } from './AddByCodeBox';
import { PaymentPanel } from './PaymentPanel';
import { SaleDone } from './SaleDone';
import { CameraScanButton, playScanSound, useBarcodeScanner } from '../../../components/scan';
import { ReceiptButton } from '../../../entities/order/receipt';
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
  /**
   * The products as they were when the wizard opened, or when a scan added them: the sale fails if
   * one changed since.
   */
  products: readonly Product[];
}

/** What the wizard shows once the sale is made, until the seller moves on. */
interface Done {
  orderId: string;
  total: number;
  change: number;
  lotteryCode: string | null;
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
  // When the buyer was chosen (ms): the lottery offer is judged at it until the code is drawn.
  const [judgedAt, setJudgedAt] = useState<number | null>(null);
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
  // A walk-in customer (store sales): no record; a phone only for a lottery ticket.
  const [walkIn, setWalkIn] = useState(false);
  const walkInRef = useRef(false);
  const [ticketPhone, setTicketPhone] = useState('');
  const [ticketPhoneShown, setTicketPhoneShown] = useState(false);
  const [payDraft, setPayDraft] = useState<PaymentDraft | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [codeMessage, setCodeMessage] = useState<CodeMessage | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // The step shown (index into the steps below), for the scanner.
  const [stepIndex, setStepIndex] = useState(0);

  if (session.open !== isOpen) {
    setSession({ open: isOpen, products: isOpen ? products : [] });
    setJudgedAt(null);
    setWalkIn(false);
    setTicketPhone('');
    setTicketPhoneShown(false);
    setPayDraft(null);
    setPayError(null);
    setCodeMessage(null);
    setDone(null);
    setStepIndex(0);
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
  // Judged when the code is drawn (leaving the products step); until then as of choosing the buyer.
  const offerAt = ticket?.at ?? judgedAt;
  const offer = kind === 'store' && offerAt !== null ? offerLottery(lotteryTypes.data, totals.soldTotalPrice, offerAt) : null;
  // A walk-in customer gets a ticket only with a phone to know it by.
  const ticketPhoneValid = isMongolianPhone(ticketPhone.trim());
  const ticketGiven = offer !== null && ticket !== null && (!walkIn || ticketPhoneValid);
  // The payment follows the total while one method pays it all.
  const payment = followTotal(payDraft ?? paymentDraft(totals.soldTotalPrice), totals.soldTotalPrice);

  // A selection that cannot be sold at all (too many, several stores, not this seller's store ...):
  // said on step 1, before anyone fills in a form. The buyer and delivery point come later.
  const problem = saleProblem(kind, selection, user, 'buyer', 'point');
  const problemText = problem ? t(`selling.core.errors.${problem}`, { max: MAX_SALE_PRODUCTS }) : null;

  const choose = (person: Person) => {
    buyerRef.current = person;
    walkInRef.current = false;
    setWalkIn(false);
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

  const chooseWalkIn = () => {
    buyerRef.current = null;
    walkInRef.current = true;
    setWalkIn(true);
    setBuyer(null);
    setRegistering(false);
    setBuyerMissing(false);
    setError(null);
  };

  // The products step: a scanned or typed code adds its product (within what the role may read).
  const addByCode = useCallback(
    async (code: string): Promise<boolean> => {
      let found: Product[];
      try {
        found = await findProductsBySku(code, saleLookupRestriction(user.role, user.locationId));
      } catch (e) {
        console.error('sale scan', e);
        setCodeMessage({ tone: 'danger', text: t('products.scan.failed', { code }) });
        return false;
      }
      const items = session.products;
      const verdict = addVerdict(found, kind, items, user.locationId);
      if (verdict.kind === 'add') {
        const p = verdict.product;
        setSession((s) => (s.products.some((x) => x.id === p.id) ? s : { ...s, products: [...s.products, p] }));
        setCodeMessage({ tone: 'success', text: t('selling.addCode.added', { name: p.name, sku: p.sku }) });
        return true;
      }
      if (verdict.kind === 'already') {
        setCodeMessage({ tone: 'info', text: t('selling.addCode.already', { name: verdict.product.name, sku: verdict.product.sku }) });
        return true;
      }
      if (verdict.kind === 'full') setCodeMessage({ tone: 'danger', text: t('selling.addCode.full', { max: MAX_SALE_PRODUCTS }) });
      else if (verdict.kind === 'unknown') setCodeMessage({ tone: 'danger', text: t('products.scan.unknown', { code }) });
      else {
        const p = verdict.product;
        setCodeMessage({
          tone: 'danger',
          text:
            verdict.refusal === 'elsewhere'
              ? t('selling.addCode.otherStore', { name: p.name, sku: p.sku, location: p.locationName })
              : t(`products.scan.refusal.${verdict.refusal}`, { name: p.name, sku: p.sku }),
        });
      }
      return false;
    },
    [kind, session.products, t, user.locationId, user.role],
  );

  const addAndBeep = useCallback(
    async (code: string) => {
      const added = await addByCode(code);
      playScanSound(added ? 'ok' : 'error');
      return added;
    },
    [addByCode],
  );

  const removeItem = (productId: string) => {
    setSession((s) => ({ ...s, products: s.products.filter((p) => p.id !== productId) }));
    setCodeMessage(null);
  };

  const close = () => {
    buyerRef.current = null;
    walkInRef.current = false;
    onClose();
  };

  const finish = async () => {
    if (done) {
      close();
      return;
    }
    const chosen = buyer ?? buyerRef.current;
    const isWalkIn = kind === 'store' && walkInRef.current;
    if (!chosen && !isWalkIn) throw new Error('no buyer');
    setError(null);
    setPayError(null);
    const paid = kind === 'delivery' ? undefined : draftPayment(payment);
    if (paid) {
      const unpaid = paymentProblem(totals.soldTotalPrice, paid);
      if (unpaid) {
        setPayError(t(`selling.core.errors.${unpaid}`));
        throw new SaleInputError(unpaid);
      }
    }
    const input: SaleInput = {
      kind,
      products: selection,
      lines,
      buyer:
        isWalkIn || !chosen
          ? { id: null, firstName: '', lastName: '', phone: ticketGiven ? ticketPhone.trim() : '' }
          : { id: chosen.id, firstName: chosen.firstName, lastName: chosen.lastName, phone: chosen.phone },
      ...(kind === 'delivery'
        ? { delivery: { duureg: delivery.duureg, address: delivery.address.trim(), addressDescription: delivery.addressDescription.trim() } }
        : {}),
      lottery: offer && ticket && ticketGiven ? { lotteryTypeId: offer.id, code: ticket.code } : null,
      ...(paid ? { payment: paid } : {}),
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
    // The wizard stays open on what was sold until the seller moves on (receipt, change, ticket).
    setDone({
      orderId: result.orderId,
      total: totals.soldTotalPrice,
      change: paid ? changeDue(paid.payments, paid.cashReceived) : 0,
      lotteryCode: result.lotteryCode,
    });
    onDone?.();
  };

  const buyerStep: WizardStep = {
    id: 'buyer',
    label: t(kind === 'merchant' ? 'selling.wizard.steps.merchant' : 'selling.wizard.steps.customer'),
    // Not tied to `buyer`: a row's choose button picks and continues from the same (older) render.
    canContinue: problem === null,
    validate: () => {
      const ok = buyerRef.current !== null || walkInRef.current;
      setBuyerMissing(!ok);
      if (ok) setJudgedAt(Date.now());
      return ok;
    },
    content: ({ next }) => (
      <div data-testid="sale-step-buyer">
        {problemText && (
          <Alert color="warning" role="alert" data-testid="sale-problem">
            {problemText}
          </Alert>
        )}
        {buyerMissing && !buyer && !walkIn && (
          <Alert color="warning" role="alert" data-testid="sale-buyer-missing">
            {t(kind === 'merchant' ? 'selling.wizard.chooseMerchant' : 'selling.wizard.chooseCustomer')}
          </Alert>
        )}
        <p className="small text-muted mb-2">
          {t('selling.wizard.selected', { count: selection.length })}
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
            <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
              {kind === 'store' && (
                <Button
                  type="button"
                  size="sm"
                  color="primary"
                  outline={!walkIn}
                  title={t('selling.walkIn.hint')}
                  onClick={() => {
                    if (problem) return;
                    chooseWalkIn();
                    void next();
                  }}
                  disabled={problem !== null}
                  data-testid="sale-walk-in"
                >
                  <i className="bi bi-person-walking me-1" aria-hidden="true" />
                  {t('selling.walkIn.button')}
                </Button>
              )}
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
          setDeliveryShown((shown) => {
            const now = deliveryErrors(next);
            const kept: DeliveryErrors = {};
            for (const key of ['duureg', 'address', 'addressDescription'] as const) if (shown[key] && now[key]) kept[key] = now[key];
            return kept;
          });
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
    content: (
      <SaleLinesStep
        totals={totals}
        withVat={kind !== 'merchant'}
        onToggleVat={toggleVat}
        onRemove={removeItem}
        before={
          <AddByCodeBox
            onCode={addAndBeep}
            message={codeMessage}
            extra={<CameraScanButton onScan={(code) => void addAndBeep(code)} size="sm" />}
          />
        }
      />
    ),
  };

  const lotteryStep: WizardStep = {
    id: 'lottery',
    label: t('selling.wizard.steps.lottery'),
    validate: () => {
      // A walk-in customer's phone: empty (no ticket) or a whole number.
      const ok = !walkIn || !offer || ticketPhone.trim() === '' || ticketPhoneValid;
      setTicketPhoneShown(!ok);
      return ok;
    },
    content: (
      <LotteryStep
        offer={offer}
        // Only a ticket the sale will store has a code to show: a walk-in customer's needs the phone.
        code={ticket && ticketGiven ? ticket.code : null}
        loading={lotteryTypes.loading || ticket === null}
        phone={
          walkIn && offer ? (
            <div className="mx-auto text-start my-2" style={{ maxWidth: '20rem' }}>
              <Label for="sale-ticket-phone" className="small mb-1">
                {t('selling.ticketPhone.label')}
              </Label>
              <Input
                id="sale-ticket-phone"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                value={ticketPhone}
                invalid={ticketPhoneShown}
                onChange={(e) => {
                  setTicketPhone(e.target.value);
                  setTicketPhoneShown(false);
                }}
                data-testid="sale-ticket-phone"
              />
              <FormFeedback>{t('selling.ticketPhone.invalid')}</FormFeedback>
              <div className="form-text" data-testid="sale-ticket-phone-hint">
                {ticketPhone.trim() === '' ? t('selling.ticketPhone.skipped') : t('selling.ticketPhone.hint')}
              </div>
            </div>
          ) : undefined
        }
      />
    ),
  };

  const confirmStep: WizardStep = {
    id: 'confirm',
    label: t('selling.wizard.steps.confirm'),
    content: (
      <ConfirmStep
        kind={kind}
        buyer={buyer}
        walkIn={walkIn ? { phone: ticketGiven ? ticketPhone.trim() : '' } : null}
        delivery={kind === 'delivery' ? delivery : null}
        totals={totals}
        lottery={offer && ticket && ticketGiven ? { name: offer.name, code: ticket.code } : null}
        error={error}
      >
        {kind !== 'delivery' && (
          <PaymentPanel
            total={totals.soldTotalPrice}
            draft={payment}
            onChange={(next) => {
              setPayDraft(next);
              setPayError(null);
            }}
            error={payError}
          />
        )}
      </ConfirmStep>
    ),
  };

  const doneStep: WizardStep = {
    id: 'done',
    label: t('selling.done.title'),
    hideBack: true,
    content: done ? (
      <SaleDone
        orderId={done.orderId}
        total={done.total}
        change={done.change}
        lotteryCode={done.lotteryCode}
        actions={<ReceiptButton order={done.orderId} withLabel size="lg" />}
      />
    ) : null,
  };

  // The lottery step only when a ticket may be offered (or the lottery types are still loading).
  const withLottery = kind === 'store' && (lotteryTypes.loading || (offerAt === null ? lotteryTypes.data.length > 0 : offer !== null));
  const steps: WizardStep[] = done
    ? [doneStep]
    : kind === 'store'
      ? [buyerStep, productsStep, ...(withLottery ? [lotteryStep] : []), confirmStep]
      : kind === 'delivery'
        ? [buyerStep, deliveryStep, productsStep, confirmStep]
        : [buyerStep, productsStep, confirmStep];

  // A USB scanner's code adds a product while the products step is shown.
  const currentStepId = steps[Math.min(stepIndex, steps.length - 1)]?.id;
  useBarcodeScanner((code) => void addAndBeep(code), { enabled: isOpen && currentStepId === 'products' });

  return (
    <Wizard
      isOpen={isOpen}
      onStepChange={setStepIndex}
      onClose={close}
      title={t(TITLES[kind])}
      steps={steps}
      onFinish={finish}
      finishLabel={done ? t('selling.done.newSale') : t('selling.wizard.sell')}
      closeOnFinish={false}
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
