import { useReducer } from 'react';
import { Alert, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import './deliveries.css';
import { Money, Wizard, type WizardStep } from '../../../components';
import type { Product } from '../../../entities/product/product';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { useOrderLottery, useOrderProducts } from '../api/deliveryQueries';
import { canRefundLine, uniqueLines, type DoorSummary } from '../domain/deliveries';
import { doorFigures, initDoor, reduceDoor } from '../domain/doorDraft';
import { contactName } from '../../../entities/order/orderView';
import type { Payments } from '../../../entities/order/payment';
import { paymentsText } from '../../../entities/order/paymentView';
import { DoorPayment } from './DoorPayment';
import { EbarimtDone } from '../../../entities/ebarimt/EbarimtDone';

export interface DeliveryConfirmWizardProps {
  /** The delivering order to confirm; null keeps the wizard closed. */
  order: Order | null;
  onClose: () => void;
  /**
   * Saves the delivery with the ticked products refunded and how the rest was paid; a rejection
   * keeps the wizard on its summary. A text it resolves with is shown on the done step (what is
   * left to do, e.g. a large order's return to stock cut off after it was confirmed).
   */
  onConfirm: (order: Order, refundIds: ReadonlySet<string>, payments: Payments) => Promise<string | void>;
  /** What a failed confirmation says (already translated). */
  describeError: (error: unknown) => string;
}

/** Confirm the delivery of an order on the way: goods (refunds at the door), lottery, summary, done. */
export function DeliveryConfirmWizard(props: DeliveryConfirmWizardProps) {
  const { order } = props;
  const ids = order ? [...new Set(order.products.map((p) => p.id))] : null;
  const products = useOrderProducts(ids);
  const lottery = useOrderLottery(order?.id ?? null, order?.lotteryId);
  return (
    <DeliveryConfirmWizardView
      {...props}
      products={products.data}
      productsLoading={products.loading}
      lotteryCode={lottery.data}
      lotteryLoading={lottery.loading}
    />
  );
}

export interface RefundRowProps {
  line: OrderProduct;
  /** The product's current picture (else the order's snapshot). */
  picture: string | null;
  /** Ticked: refunded at the door instead of sold. */
  refunded: boolean;
  /** False: shown, kept as sold, cannot be ticked. */
  refundable: boolean;
  /** The product has no document any more (a snapshot-only line). */
  missing: boolean;
  onToggle: () => void;
}

/**
 * One product of the order as a whole-row switch for a thumb: tapping anywhere on it ticks or
 * clears its refund (a checkbox to assistive technology, with Space to toggle).
 */
export function RefundRow({ line, picture, refunded, refundable, missing, onToggle }: RefundRowProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={refunded}
      aria-label={t('deliveries.wizard.refundOf', { name: line.name })}
      disabled={!refundable}
      className="dlv-refund-row"
      onClick={onToggle}
      data-testid="refund-row"
      data-product-id={line.id}
    >
      <i className={`bi ${refunded ? 'bi-check-square-fill' : 'bi-square'} dlv-refund-box`} aria-hidden="true" />
      {picture ? (
        <img src={picture} alt="" width={48} height={48} className="dlv-pic rounded border" />
      ) : (
        <span className="dlv-pic dlv-pic-none rounded border" aria-hidden="true">
          <i className="bi bi-image" />
        </span>
      )}
      <span className="d-block flex-grow-1" style={{ minWidth: 0 }}>
        <span className="d-block">{line.name}</span>
        <span className="d-block small text-muted">
          {t('deliveries.card.size', { size: line.size || t('ui.common.noValue') })} · {line.sku}
        </span>
        {missing && <span className="d-block small text-warning-emphasis">{t('deliveries.wizard.missing')}</span>}
        {refunded && <span className="badge bg-warning text-dark mt-1">{t('deliveries.wizard.refunding')}</span>}
      </span>
      <span className="dlv-refund-price text-nowrap fw-semibold">
        <Money value={line.price} />
      </span>
    </button>
  );
}

export interface DeliveryConfirmWizardViewProps extends DeliveryConfirmWizardProps {
  /** The order's product documents by id (null: missing or unreadable). */
  products: ReadonlyMap<string, Product | null>;
  productsLoading: boolean;
  lotteryCode: string | null;
  lotteryLoading: boolean;
}

/** What was refunded: each line with its price, and the total. */
function RefundedList({ summary }: { summary: DoorSummary }) {
  const { t } = useTranslation();
  if (summary.refunded.length === 0) return null;
  return (
    <div className="mt-3" data-testid="wizard-refunded">
      <div className="fw-semibold">{t('deliveries.wizard.refundedTitle')}</div>
      <ul className="list-unstyled mb-1">
        {summary.refunded.map((line) => (
          <li key={line.id} className="d-flex justify-content-between gap-2 border-bottom py-1">
            <span>{line.name}</span>
            <Money value={0 - line.price} className="text-danger" />
          </li>
        ))}
      </ul>
      <div className="d-flex justify-content-between gap-2 small text-muted">
        <span>{t('deliveries.wizard.refundedTotal')}</span>
        <Money value={0 - summary.refundedTotal} />
      </div>
    </div>
  );
}

/** The wizard itself, fed by props (component tests drive it without Firestore). */
export function DeliveryConfirmWizardView({
  order,
  products,
  productsLoading,
  lotteryCode,
  lotteryLoading,
  onClose,
  onConfirm,
  describeError,
}: DeliveryConfirmWizardViewProps) {
  const { t } = useTranslation();
  // The ticks, the payment and the outcome as a pure draft (domain/doorDraft.ts).
  const [draft, send] = useReducer(reduceDoor, order?.id ?? null, initDoor);
  // Another order (or a reopening) starts with nothing ticked, in cash.
  if ((order?.id ?? null) !== draft.orderId) send({ type: 'reset', orderId: order?.id ?? null });
  const { refundIds, done, failure: error } = draft;
  const lines = order ? uniqueLines(order.products) : [];
  const { summary, payment, payments, payProblem } = doorFigures(draft, lines);

  const refundable = (line: OrderProduct): boolean => {
    if (!order) return false;
    const p = products.get(line.id) ?? null;
    return canRefundLine(p ? { exists: true, orderId: p.orderId, isSold: p.isSold, isDeliveryPending: p.isDeliveryPending } : null, order, line.id);
  };

  const toggle = (id: string) => send({ type: 'toggleRefund', id });

  const summaryText = (s: DoorSummary) => t('deliveries.wizard.summary', { sold: s.deliveredCount, refunded: s.refunded.length });

  const goods: WizardStep = {
    id: 'goods',
    label: t('deliveries.wizard.goods'),
    canContinue: !productsLoading,
    content: (
      <div data-testid="wizard-goods">
        <p className="small text-muted">{t('deliveries.wizard.goodsHint')}</p>
        {productsLoading ? (
          <div role="status" className="d-flex align-items-center gap-2 py-3">
            <Spinner size="sm" aria-hidden="true" />
            <span>{t('ui.table.loading')}</span>
          </div>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-0" aria-label={t('deliveries.wizard.goods')}>
            {lines.map((line) => (
              <li key={line.id}>
                <RefundRow
                  line={line}
                  picture={products.get(line.id)?.pics[0]?.picUrl ?? line.pics[0]?.picUrl ?? null}
                  refunded={refundIds.has(line.id)}
                  refundable={refundable(line)}
                  missing={products.get(line.id) == null}
                  onToggle={() => toggle(line.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="dlv-goods-collect d-flex justify-content-between align-items-baseline gap-2 mt-3">
          <span className="text-muted">{t('deliveries.wizard.collect')}</span>
          <span className="fs-4 fw-bold" data-testid="wizard-goods-collect">
            <Money value={summary.collected} />
          </span>
        </div>
      </div>
    ),
  };

  const lottery: WizardStep = {
    id: 'lottery',
    label: t('deliveries.wizard.lottery'),
    content: (
      <div data-testid="wizard-lottery" className="text-center py-3">
        {lotteryLoading ? (
          <Spinner size="sm" />
        ) : lotteryCode ? (
          <>
            <div className="text-muted">{t('deliveries.wizard.lotteryCode')}</div>
            <div className="fs-3 fw-semibold" data-testid="lottery-code">
              {lotteryCode}
            </div>
          </>
        ) : (
          <div className="fs-5">{t('deliveries.wizard.noLottery')}</div>
        )}
      </div>
    ),
  };

  const confirm: WizardStep = {
    id: 'confirm',
    label: t('deliveries.wizard.confirm'),
    // The payment must add up to what is collected.
    canContinue: payProblem === null,
    content: (
      <div data-testid="wizard-confirm">
        {order && <p className="mb-2">{t('deliveries.wizard.confirmText', { name: contactName(order) })}</p>}
        <div className="text-center rounded bg-success-subtle p-3">
          <div className="text-success-emphasis">{t('deliveries.wizard.collect')}</div>
          <div className="dlv-collect" data-testid="wizard-collect">
            <Money value={summary.collected} />
          </div>
        </div>
        <p className="fw-semibold mt-3 mb-0" data-testid="wizard-summary">
          {summaryText(summary)}
        </p>
        <RefundedList summary={summary} />
        {summary.collected > 0 ? (
          <DoorPayment total={summary.collected} draft={payment} onChange={(next) => send({ type: 'editPayment', payment: next })} />
        ) : (
          <p className="text-muted mt-3 mb-0">{t('deliveries.payment.nothing')}</p>
        )}
        {error && (
          <Alert color="danger" className="py-2 mt-3 mb-0" role="alert" data-testid="wizard-error">
            {error}
          </Alert>
        )}
      </div>
    ),
  };

  const doneStep: WizardStep = {
    id: 'done',
    label: t('deliveries.wizard.doneTitle'),
    hideBack: true,
    content: done ? (
      <div className="text-center py-2" role="status" data-testid="wizard-done">
        <i className="bi bi-check-circle-fill text-success" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
        <p className="h5 mt-2">{t('deliveries.wizard.doneTitle')}</p>
        {/* What is left to do, where it is seen before the refunded products' list. */}
        {done.notice && (
          <Alert color="warning" className="py-2 text-start" data-testid="done-notice">
            {done.notice}
          </Alert>
        )}
        <div className="text-muted">{t('deliveries.wizard.collected')}</div>
        <div className="dlv-collect" data-testid="done-collected">
          <Money value={done.summary.collected} />
        </div>
        {done.summary.collected > 0 && (
          <div className="text-muted" data-testid="done-payment">
            {paymentsText(done.payments, t)}
          </div>
        )}
        <p className="fw-semibold mt-2 mb-0" data-testid="done-summary">
          {summaryText(done.summary)}
        </p>
        <div className="text-start">
          <RefundedList summary={done.summary} />
        </div>
        {/* The e-barimt of what was kept, added by the shop bridge once confirmed (nothing without one). */}
        {order && (
          <div className="mt-3">
            <EbarimtDone jobId={order.id} />
          </div>
        )}
      </div>
    ) : null,
  };

  return (
    <Wizard
      isOpen={order !== null}
      onClose={onClose}
      title={t('deliveries.wizard.title')}
      steps={done ? [doneStep] : [goods, lottery, confirm]}
      finishLabel={done ? t('deliveries.wizard.close') : t('deliveries.wizard.finish')}
      backLabel={t('deliveries.wizard.previous')}
      closeOnFinish={false}
      className="dlv-wizard modal-fullscreen-sm-down"
      onFinish={async () => {
        if (done) {
          onClose();
          return;
        }
        if (!order) return;
        send({ type: 'confirming' });
        let notice: string | void;
        try {
          notice = await onConfirm(order, refundIds, payments);
        } catch (e) {
          send({ type: 'failed', message: describeError(e) });
          throw e;
        }
        send({ type: 'confirmed', summary, payments, notice: notice ?? null });
      }}
    />
  );
}
