import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedWriteText, Wizard, type WizardStep } from '../../../components';
import { useDraft } from '../../../components/useDraft';
import { CameraScanButton } from '../../../components/scan';
import { changeDue } from '../../../entities/order/payment';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { SaleWizardProps } from '../../../entities/product/saleWizards';
import type { Person } from '../../../entities/person/person';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { usePeople } from '../../../entities/person/queries';
import { ReceiptButton } from '../../../entities/order/receipt';
import { useLotteryTypes } from '../api/lotteryTypeQueries';
import { sellThroughCommand } from '../api/sellCommand';
import type { SaleResult } from '../domain/saleRecords';
import { maxSaleProducts, SaleInputError, type SaleKind } from '../domain/sale';
import { newSaleKey } from '../domain/sellRequest';
import { buyerChosen, confirmBuyer, currentStep, drawTicket, init, reduce, saleFigures, saleSteps, ticketPhoneOk, toSaleInput, type SaleStepId } from '../domain/saleDraft';
import { deliveryErrors } from '../domain/deliveryForm';
import { AddByCodeBox } from './AddByCodeBox';
import { BuyerStep } from './BuyerStep';
import { ConfirmStep } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';
import { LotteryStep, TicketPhoneField } from './LotteryStep';
import { PaymentPanel } from '../../../entities/order/PaymentPanel';
import { SaleDone } from './SaleDone';
import { SaleLinesStep } from './SaleLinesStep';
import { useSaleScan } from './useSaleScan';
import { EbarimtChoice, EMPTY_EBARIMT_CHOICE, ebarimtBuyerOf, type EbarimtChoiceValue } from './EbarimtChoice';
import { EbarimtDone } from '../../../entities/ebarimt/EbarimtDone';
import { useCompanyLookup, useEbarimtSettings } from '../../../entities/ebarimt/ebarimtQueries';
import { needsEbarimt } from '../../../entities/ebarimt/ebarimt';
import { ShiftRequiredNotice } from '../../../entities/shift/ShiftRequiredNotice';
import { mustOpenShift } from '../../../entities/shift/shift';
import { useCashDrawer } from '../../../entities/shift/useCashDrawer';

export interface SaleWizardOfKindProps extends SaleWizardProps {
  kind: SaleKind;
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
 * What one opening remembers is a pure draft (domain/saleDraft.ts: init, reduce, saleFigures,
 * toSaleInput); this component reads, sends actions and shows the steps. Confirm asks the sell
 * command (one transaction on the server); a product sold or changed meanwhile keeps the wizard open
 * with a message naming it.
 */
export function SaleWizard({ kind, products, isOpen, onClose, onDone }: SaleWizardOfKindProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  // A step's check may run in the handler that chose (a row's choose button picks and goes on): it reads latest().
  const [draft, send, latest] = useDraft(reduce, { kind, open: isOpen, products }, init);
  // The e-barimt of the sale (docs/ebarimt.md): to a person or a company, chosen on the confirm step.
  const [ebarimtChoice, setEbarimtChoice] = useState<EbarimtChoiceValue>(EMPTY_EBARIMT_CHOICE);
  const [ebarimtProblem, setEbarimtProblem] = useState<'consumerNo' | 'regNo' | 'company' | null>(null);
  const [soldWithEbarimt, setSoldWithEbarimt] = useState(false);
  // The sale's idempotency key: every try of this opening's sale sends it, so a Sell tapped again
  // after a lost answer gets the sale that was made, never a second one.
  const [saleKey, setSaleKey] = useState(newSaleKey);
  // Opening or closing starts afresh; opening takes a snapshot of the selection.
  if (draft.open !== isOpen) {
    send({ type: 'reset', open: isOpen, products });
    setSaleKey(newSaleKey());
    setEbarimtChoice(EMPTY_EBARIMT_CHOICE);
    setEbarimtProblem(null);
    setSoldWithEbarimt(false);
  }
  const ebarimtSettings = useEbarimtSettings();
  // A store whose sales need an open cash shift (docs/shifts.md): the confirm step says so and the
  // sale waits (the sale's rules refuse it too).
  const drawer = useCashDrawer(isOpen && kind === 'store' ? (draft.products[0]?.locationId ?? null) : null);
  const shiftMissing = mustOpenShift(drawer.data);
  const companyLookup = useCompanyLookup(isOpen && ebarimtChoice.type === 'B2B' ? ebarimtChoice.asked : null);

  // The merchant step lists the few contract merchants; customers are searched on the server (CustomerPicker).
  const merchants = usePeople(isOpen && kind === 'merchant' ? 'Merchant' : null);
  const lotteryTypes = useLotteryTypes(isOpen && kind === 'store');
  // The totals, the offer and the checks, derived once per render.
  const figures = saleFigures(draft, user, lotteryTypes);
  const stepIds = saleSteps(draft, figures);
  const { totals, offer, ticketGiven, problem } = figures;
  const problemText = problem ? t(`selling.core.errors.${problem}`, { max: maxSaleProducts(kind) }) : null;
  // A store or merchant sale of any size gets its e-barimt with the sale (the sell command writes the
  // job); a delivery's at its confirmation (docs/ebarimt.md).
  const wantsEbarimt = kind !== 'delivery' && needsEbarimt(ebarimtSettings.data, figures.lines);

  const finish = async () => {
    if (draft.done) {
      onClose();
      return;
    }
    const input = toSaleInput(draft, figures);
    send({ type: 'selling' });
    if (shiftMissing) {
      send({ type: 'failed', message: t('shift.required.notice') });
      throw new Error('no open shift');
    }
    if (figures.unpaid) {
      send({ type: 'paymentRefused', problem: figures.unpaid });
      throw new SaleInputError(figures.unpaid);
    }
    if (wantsEbarimt) {
      const buyer = ebarimtBuyerOf(ebarimtChoice, companyLookup.data);
      if (typeof buyer === 'string') {
        setEbarimtProblem(buyer);
        send({ type: 'failed', message: t(`selling.ebarimt.errors.${buyer}`) });
        throw new Error(`e-barimt: ${buyer}`);
      }
      setEbarimtProblem(null);
      input.ebarimt = buyer;
    }
    let result: SaleResult;
    try {
      result = await sellThroughCommand(input, user, saleKey);
    } catch (e) {
      console.error('sale', e);
      const conflict = asStockConflict(e);
      const message = conflict
        ? conflictMessage(conflict, t)
        : e instanceof SaleInputError
          ? t(`selling.core.errors.${e.problem}`, { max: maxSaleProducts(kind) })
          : (refusedWriteText(e) ?? t('selling.wizard.failed'));
      send({ type: 'failed', message });
      // Rejecting keeps the wizard open on the confirm step with the message.
      throw e;
    }
    // The ticket's code is the one shown, unless someone took it meanwhile (then a fresh one was drawn).
    // The wizard stays open on what was sold until the seller moves on (receipt, change, ticket).
    const paid = figures.paid;
    setSoldWithEbarimt(Boolean(input.ebarimt));
    send({
      type: 'sold',
      done: {
        orderId: result.orderId,
        total: totals.soldTotalPrice,
        change: paid ? changeDue(paid.payments, paid.cashReceived) : 0,
        lotteryCode: result.lotteryCode,
      },
    });
    onDone?.();
  };

  const buyerStep: WizardStep = {
    id: 'buyer',
    label: t(kind === 'merchant' ? 'selling.wizard.steps.merchant' : 'selling.wizard.steps.customer'),
    // Not tied to the rendered buyer: a row's choose button picks and continues from the same render.
    canContinue: problem === null,
    validate: () => {
      const ok = buyerChosen(latest());
      send(confirmBuyer());
      return ok;
    },
    content: ({ next }) => (
      <BuyerStep
        draft={draft}
        count={draft.products.length}
        problemText={problemText}
        merchants={merchants}
        onChoose={(person: Person, andNext) => {
          send({ type: 'chooseBuyer', person });
          if (andNext) void next();
        }}
        onWalkIn={() => {
          send({ type: 'chooseWalkIn' });
          void next();
        }}
        onRegister={(typed) => send({ type: 'register', typed })}
        onCancelRegister={() => send({ type: 'cancelRegister' })}
      />
    ),
  };

  const deliveryStep: WizardStep = {
    id: 'delivery',
    label: t('selling.wizard.steps.delivery'),
    validate: () => {
      send({ type: 'confirmDelivery' });
      return Object.keys(deliveryErrors(latest().delivery)).length === 0;
    },
    content: <DeliveryStep value={draft.delivery} errors={draft.deliveryShown} onChange={(delivery) => send({ type: 'editDelivery', delivery })} />,
  };

  // A USB scanner's code adds a product while the products step is shown.
  const addAndBeep = useSaleScan(kind, draft.products, user, send, isOpen && currentStep(draft, stepIds) === 'products');

  const productsStep: WizardStep = {
    id: 'products',
    label: t('selling.wizard.steps.products'),
    canContinue: problem === null,
    validate: () => {
      // The ticket code is drawn once per opening, when the lottery step is first reached.
      if (kind === 'store' && draft.ticket === null) send(drawTicket());
      return true;
    },
    content: (
      <SaleLinesStep
        totals={totals}
        withVat={kind !== 'merchant'}
        onToggleVat={(productId, on) => send({ type: 'toggleVat', productId, on })}
        onRemove={(productId) => send({ type: 'removeProduct', productId })}
        before={
          <AddByCodeBox
            onCode={addAndBeep}
            message={draft.codeMessage}
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
      send({ type: 'confirmTicketPhone', offered: offer !== null });
      return ticketPhoneOk(latest(), offer !== null);
    },
    content: (
      <LotteryStep
        offer={offer}
        // Only a ticket the sale will store has a code to show: a walk-in customer's needs the phone.
        code={draft.ticket && ticketGiven ? draft.ticket.code : null}
        loading={lotteryTypes.loading || draft.ticket === null}
        phone={
          draft.walkIn && offer ? (
            <TicketPhoneField value={draft.ticketPhone} invalid={draft.ticketPhoneShown} onChange={(phone) => send({ type: 'editTicketPhone', phone })} />
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
        buyer={draft.buyer}
        walkIn={draft.walkIn ? { phone: ticketGiven ? draft.ticketPhone.trim() : '' } : null}
        delivery={kind === 'delivery' ? draft.delivery : null}
        totals={totals}
        lottery={offer && draft.ticket && ticketGiven ? { name: offer.name, code: draft.ticket.code } : null}
        error={draft.failure}
        // A delivery is paid at the door: nothing beside its summary.
        payment={
          kind !== 'delivery' && (
            <>
              <ShiftRequiredNotice drawer={drawer.data} />
              {wantsEbarimt && (
                <EbarimtChoice
                  value={ebarimtChoice}
                  onChange={(value) => {
                    setEbarimtChoice(value);
                    setEbarimtProblem(null);
                  }}
                  lookup={companyLookup.data}
                  problem={ebarimtProblem}
                />
              )}
              <PaymentPanel
                total={totals.soldTotalPrice}
                draft={figures.payment}
                onChange={(payment) => send({ type: 'editPayment', payment })}
                error={draft.paymentRefused ? t(`selling.core.errors.${draft.paymentRefused}`) : null}
              />
            </>
          )
        }
      />
    ),
  };

  const { done } = draft;
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
        ebarimt={soldWithEbarimt ? <EbarimtDone jobId={done.orderId} /> : null}
        actions={<ReceiptButton order={done.orderId} withLabel size="lg" />}
      />
    ) : null,
  };

  const views: Record<SaleStepId, WizardStep> = {
    buyer: buyerStep,
    delivery: deliveryStep,
    products: productsStep,
    lottery: lotteryStep,
    confirm: confirmStep,
    done: doneStep,
  };

  return (
    <Wizard
      isOpen={isOpen}
      onStepChange={(index) => send({ type: 'step', index })}
      onClose={onClose}
      title={t(TITLES[kind])}
      steps={stepIds.map((id) => views[id])}
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
