import '../texts';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Input, Label, Spinner, Table } from 'reactstrap';
import { Money, refusedWriteText } from '../../../components';
import { playScanSound, useBarcodeScanner } from '../../../components/scan';
import { CodeBox } from './CodeBox';
import type { SessionUser } from '../../../auth/sessionUser';
import type { Order } from '../../../entities/order/order';
import { PaymentPanel } from '../../../entities/order/PaymentPanel';
import { ReceiptPaperToggle, printReturnReceipt } from '../../../entities/order/receipt';
import { paymentMethodKey, PAYMENT_METHODS } from '../../../entities/order/payment';
import { draftPayment, followTotal, paymentDraft, type PaymentDraft } from '../../../entities/order/paymentDraft';
import { contactName } from '../../../entities/order/orderView';
import { vatOf, type Product } from '../../../entities/product/product';
import { findProductsBySku } from '../../../entities/product/skuLookup';
import { conflictMessage, conflictReasonKey, asStockConflict } from '../../../entities/product/stockMessages';
import type { StockConflict } from '../../../entities/product/stockChanges';
import { canAddVat } from '../../../entities/order/pricedLine';
import { RETURN_MAX_PRODUCTS, RETURN_REASON_MAX, type SaleReturn } from '../../../entities/saleReturn/saleReturn';
import { formatDateTime } from '../../../lib/dates';
import { EbarimtDone } from '../../../entities/ebarimt/EbarimtDone';
import { useReturnEbarimts } from '../../../entities/ebarimt/ebarimtQueries';
import { useOrderBackground, useOrderReturns, useReturnRequest, useReturnWindow, type Finder } from '../api/returnQueries';
import { withdrawReturnRequest } from '../api/returnWrites';
import { requestReturnThroughCommand, returnRequestOf, returnThroughCommand, type DeskReturn } from '../api/returnCommands';
import { ReturnInputError, attemptKey, type ReturnCommandResult } from '../domain/returnCommands';
import { defaultPayBackMethod, deskLines, newLinesOf, newSideVat, returnFigures, returnPermission, windowEnd, type DeskLine } from '../domain/returns';

/** Where the desk starts: the sale, the lines already picked (a scanned label), a request to use. */
export interface DeskStart {
  order: Order;
  picked: string[];
  approval: string | null;
}

type Message = { tone: 'success' | 'info' | 'danger'; text: string };

/**
 * One sale at the counter (docs/returns.md): its lines (tick or scan what comes back), the products
 * taken instead (scan), the difference and how it is paid or paid back, then one write. A return the
 * seller may not make alone goes to a Manager first; the desk waits for the answer, live.
 */
export function ReturnDesk({
  start,
  user,
  finder,
  onClose,
  onNextScan,
}: {
  start: DeskStart;
  user: SessionUser;
  finder: Finder;
  onClose: () => void;
  /** A label scanned on the done screen: the next customer's sale. */
  onNextScan: (code: string) => void;
}) {
  const { t } = useTranslation();
  const order = start.order;
  const [refresh, setRefresh] = useState(0);
  const background = useOrderBackground(order, finder, refresh);
  const returns = useOrderReturns(order.id, finder);
  // Until the business's window is read, the desk says so and offers no Return (it would judge by 14 days).
  const returnWindow = useReturnWindow();
  const windowDays = returnWindow.data;
  const windowKnown = !returnWindow.loading;
  const [picked, setPicked] = useState<string[]>(start.picked);
  const [taken, setTaken] = useState<Product[]>([]);
  const [vat, setVat] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [requestId, setRequestId] = useState<string | null>(start.approval);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ result: ReturnCommandResult; record: SaleReturn } | null>(null);
  // The idempotency keys of the attempts: a retry of the same return (or request) keeps its key, so a
  // lost answer never returns twice; a changed one is a new attempt with a new key.
  const [returnAttempt, setReturnAttempt] = useState<{ key: string; signature: string } | null>(null);
  const [askAttempt, setAskAttempt] = useState<{ key: string; signature: string } | null>(null);
  const request = useReturnRequest(requestId);

  const lines: DeskLine[] = useMemo(
    () => (background.data ? deskLines(order, background.data.sales, background.data.products) : []),
    [background.data, order],
  );
  const soldAtMs = order.createdAt.toMillis();
  // The window is judged as the desk opened (the rules judge it again at the write).
  const [openedAt] = useState(() => Date.now());
  const permission = returnPermission(order, soldAtMs, user, openedAt, windowDays);
  const chosen = useMemo(() => lines.filter((l) => picked.includes(l.line.id) && l.block === null), [lines, picked]);
  // The VAT ticks shown and written: the seller's choice, else the returned lines' treatment.
  const newVat = useMemo(
    () =>
      newSideVat(
        chosen.map((l) => l.line),
        taken,
        vat,
      ),
    [chosen, taken, vat],
  );
  const newLines = useMemo(() => newLinesOf(taken, newVat), [taken, newVat]);
  const figures = returnFigures(
    chosen.map((l) => l.line),
    newLines,
  );
  // One method follows the amount as lines come and go; a split keeps what was typed.
  const [payDraftState, setPayDraft] = useState<PaymentDraft>(() => paymentDraft(0));
  const [backDraftState, setBackDraft] = useState<PaymentDraft>(() => paymentDraft(0, defaultPayBackMethod(order.payments)));
  const payDraft = followTotal(payDraftState, figures.toPay);
  const backDraft = followTotal(backDraftState, figures.toPayBack);

  const approved = request.data?.state === 'approved' && request.data.createdUserId === user.id;
  const locked = requestId !== null && request.data !== null && request.data.state !== 'refused';
  const count = chosen.length + taken.length;

  const togglePick = (id: string) => {
    if (locked) return;
    setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
    setError(null);
  };

  // A scan: a line of this sale comes back; a product in stock here is taken instead.
  const onCode = useCallback(
    async (code: string): Promise<boolean> => {
      const text = code.trim();
      if (!text) return false;
      let found: Product[];
      try {
        found = await findProductsBySku(text, { locationId: order.locationId ?? undefined }, 'returns');
      } catch (e) {
        console.error('return scan', e);
        setMessage({ tone: 'danger', text: t('returns.new.failed') });
        playScanSound('error');
        return false;
      }
      const line = lines.find((l) => found.some((p) => p.id === l.line.id));
      if (line) {
        if (line.block === null && !picked.includes(line.line.id) && !locked) setPicked((list) => [...list, line.line.id]);
        setMessage({ tone: 'info', text: t('returns.new.marked', { name: line.line.name, sku: line.line.sku }) });
        playScanSound(line.block === null ? 'ok' : 'error');
        return true;
      }
      const product = found.find((p) => stockState(p) === null);
      if (!product) {
        const match = found[0];
        const reason = match ? stockState(match) : null;
        setMessage({
          tone: 'danger',
          text: match && reason ? t('returns.new.refused', { name: match.name, sku: match.sku, reason: t(conflictReasonKey(reason)) }) : t('returns.new.unknown', { code: text }),
        });
        playScanSound('error');
        return false;
      }
      if (taken.some((p) => p.id === product.id)) {
        setMessage({ tone: 'info', text: t('returns.new.already', { name: product.name, sku: product.sku }) });
        return true;
      }
      if (count >= RETURN_MAX_PRODUCTS) {
        setMessage({ tone: 'danger', text: t('returns.new.full', { max: RETURN_MAX_PRODUCTS }) });
        playScanSound('error');
        return false;
      }
      setTaken((list) => [...list, product]);
      setMessage({ tone: 'success', text: t('returns.new.added', { name: product.name, sku: product.sku }) });
      playScanSound('ok');
      setError(null);
      return true;
    },
    [count, lines, locked, order.locationId, picked, t, taken],
  );
  useBarcodeScanner((code) => void onCode(code), { enabled: done === null && !busy });

  const failText = (e: unknown): string => {
    if (e instanceof ReturnInputError) return t(`returns.errors.${e.problem}`, { max: e.problem === 'reasonTooLong' ? RETURN_REASON_MAX : RETURN_MAX_PRODUCTS });
    const conflict = asStockConflict(e);
    if (conflict) return conflictMessage(conflict, t);
    return t('returns.errors.failed', { reason: refusedWriteText(e) ?? '' });
  };

  const complete = async () => {
    if (chosen.length === 0) {
      setError(t('returns.errors.noLines'));
      return;
    }
    if (count > RETURN_MAX_PRODUCTS) {
      setError(t('returns.errors.tooManyLines', { max: RETURN_MAX_PRODUCTS }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const plan: DeskReturn = {
        orderId: order.id,
        lines: chosen.map((l) => l.line),
        newProducts: taken,
        newVat,
        storeId: order.locationId ?? '',
        payment: draftPayment(payDraft),
        paidBack: draftPayment(backDraft).payments,
        approvalId: approved ? requestId : null,
      };
      const attempt = attemptKey(returnRequestOf(plan), returnAttempt);
      setReturnAttempt(attempt);
      const result = await returnThroughCommand(plan, attempt.key);
      // The receipt prints what the server stored: its figures, its money, its new lines.
      const record: SaleReturn = {
        id: result.returnId,
        kind: result.kind,
        orderId: order.id,
        locationId: order.locationId ?? '',
        locationName: order.locationName ?? '',
        productIds: chosen.map((l) => l.line.id),
        lines: chosen.map((l) => l.line),
        returnedTotal: result.returnedTotal,
        newProductIds: result.newLines.map((l) => l.id),
        newLines: result.newLines,
        newTotal: result.newTotal,
        difference: result.difference,
        payments: result.payments,
        cashReceived: result.cashReceived,
        paidBack: result.paidBack,
        transactionId: result.transactionId,
        voidedLotteryId: result.voidedLotteryId,
        approvalId: plan.approvalId,
        userId: order.userId,
        user: { firstName: order.user?.firstName ?? '', lastName: order.user?.lastName ?? '', phone: order.user?.phone ?? order.contactNumber ?? '' },
        contactName: order.contactName ?? '',
        createdUserId: user.id,
        createdUser: { firstName: user.firstName, lastName: user.lastName, role: user.role },
        createdAtMs: Date.now(),
      };
      setDone({ result, record });
    } catch (e) {
      console.error('return', e);
      setError(failText(e));
      setRefresh((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const ask = async () => {
    if (chosen.length === 0) {
      setError(t('returns.errors.noLines'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const request = { orderId: order.id, productIds: chosen.map((l) => l.line.id), reason: reason.trim() };
      const attempt = attemptKey(request, askAttempt);
      setAskAttempt(attempt);
      const id = await requestReturnThroughCommand(request, attempt.key);
      setRequestId(id);
      setMessage({ tone: 'info', text: t('returns.request.sent') });
    } catch (e) {
      console.error('return request', e);
      setError(failText(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <DeskDone done={done} onNext={onClose} onNextScan={onNextScan} />;

  const buyer = order.userId === null ? t('returns.order.walkIn') : contactName(order) || [order.user?.lastName, order.user?.firstName].filter(Boolean).join(' ');
  const needsApproval = permission === 'approval' && !approved;
  return (
    <section data-testid="return-desk" data-order={order.id}>
      <div className="card card-body mb-3">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h5 mb-1" data-testid="return-order">
            {t('returns.order.title', { id: order.id })}
          </h2>
          <Button size="sm" color="secondary" outline onClick={onClose} data-testid="return-close">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {t('returns.order.close')}
          </Button>
        </div>
        <div className="small d-flex flex-wrap gap-3">
          <span>
            {t('returns.order.soldAt')}: <strong>{formatDateTime(soldAtMs)}</strong>
          </span>
          <span>
            {t('returns.order.store')}: {order.locationName}
          </span>
          <span>
            {t('returns.order.seller')}: {`${order.createdUser.lastName} ${order.createdUser.firstName}`.trim()}
          </span>
          <span data-testid="return-customer">
            {t('returns.order.customer')}: {buyer} {order.contactNumber ? `· ${order.contactNumber}` : ''}
          </span>
          <span>
            {t('returns.order.payment')}:{' '}
            {order.payments
              ? PAYMENT_METHODS.filter((m) => order.payments![m] > 0)
                  .map((m) => `${t(paymentMethodKey(m))} ${order.payments![m].toLocaleString('en-US')}`)
                  .join(', ')
              : t('order.payment.notRecorded')}
          </span>
          <span>
            {t('returns.order.total')}: <Money value={order.soldTotalPrice} />
            {order.keptTotalPrice !== undefined && order.keptTotalPrice !== order.soldTotalPrice && (
              <>
                {' '}
                · {t('returns.order.kept')}: <Money value={order.keptTotalPrice} />
              </>
            )}
          </span>
        </div>
        <div
          className={`small mt-1 ${!windowKnown ? 'text-muted' : permission === 'direct' ? 'text-success' : 'text-warning-emphasis'}`}
          data-testid="return-window-state"
          data-permission={windowKnown ? permission : 'loading'}
        >
          {!windowKnown ? (
            <>
              <Spinner size="sm" tag="span" /> {t('returns.order.windowLoading')}
            </>
          ) : permission === 'approval'
            ? t('returns.order.past', { days: windowDays, date: formatDateTime(windowEnd(soldAtMs, windowDays)) })
            : user.isSeller
              ? t('returns.order.within', { days: windowDays, date: formatDateTime(windowEnd(soldAtMs, windowDays)) })
              : null}
        </div>
      </div>

      <div className="row g-3">
        <div className="col-lg-7">
          <section className="card card-body mb-3" data-testid="return-lines">
            <h3 className="h6">{t('returns.lines.title')}</h3>
            <div className="small text-body-secondary mb-2">{t('returns.lines.hint')}</div>
            {background.error ? (
              <Alert color="warning" className="py-2">
                {t('returns.order.loadFailed')}{' '}
                <Button size="sm" color="link" onClick={background.retry}>
                  {t('returns.order.retry')}
                </Button>
              </Alert>
            ) : background.loading ? (
              <Spinner size="sm" />
            ) : (
              <Table size="sm" className="align-middle mb-0">
                <tbody>
                  {lines.map((l) => (
                    <tr key={l.line.id} data-testid="return-line" data-product={l.line.id} data-block={l.block ?? ''}>
                      <td style={{ width: 44 }}>
                        {/* The whole cell is the tap target (44 px), not only the box. */}
                        <label className="d-flex align-items-center justify-content-center m-0" style={{ minWidth: 44, minHeight: 44 }}>
                          <Input
                            type="checkbox"
                            className="return-tick"
                            style={{ width: 28, height: 28 }}
                            checked={picked.includes(l.line.id) && l.block === null}
                            disabled={l.block !== null || locked}
                            onChange={() => togglePick(l.line.id)}
                            aria-label={`${t('returns.lines.title')}: ${l.line.name}`}
                            data-testid="return-line-pick"
                          />
                        </label>
                      </td>
                      <td>
                        <div className="fw-semibold">{l.line.name}</div>
                        <div className="small text-body-secondary">
                          {l.line.size} · {l.line.sku}
                          {l.from === 'exchange' && (
                            <Badge color="info" className="ms-2">
                              {t('returns.lines.fromExchange')}
                            </Badge>
                          )}
                          {l.block && (
                            <Badge color="secondary" className="ms-2" data-testid="return-line-block">
                              {t(`returns.lines.block.${l.block}`)}
                            </Badge>
                          )}
                        </div>
                      </td>
                      <td className="text-end text-nowrap">
                        <Money value={l.line.price} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
          <EarlierReturns list={returns.data} />
        </div>
        <div className="col-lg-5">
          <section className="card card-body mb-3" data-testid="return-new">
            <h3 className="h6">{t('returns.new.title')}</h3>
            <CodeBox label={t('returns.new.label')} placeholder={t('returns.new.placeholder')} onCode={onCode} testId="return-new-code" size="sm" />
            {message && (
              <Alert fade={false} color={message.tone} className="py-1 px-2 small mt-2 mb-0" role={message.tone === 'danger' ? 'alert' : 'status'} data-testid="return-scan-message">
                {message.text}
              </Alert>
            )}
            {newLines.length > 0 && (
              <ul className="list-unstyled mt-2 mb-0">
                {newLines.map((l) => {
                  const product = taken.find((p) => p.id === l.id)!;
                  return (
                    <li key={l.id} className="d-flex align-items-center gap-2 border-top py-1" data-testid="return-new-line">
                      <div className="flex-grow-1 min-w-0">
                        <div className="fw-semibold text-break">{l.name}</div>
                        <div className="small text-body-secondary">
                          {l.size} · {l.sku}
                        </div>
                        {canAddVat(product) && (
                          <Label className="small d-inline-flex align-items-center gap-1 mb-0">
                            <Input type="checkbox" checked={newVat[l.id] === true} onChange={(e) => setVat((v) => ({ ...v, [l.id]: e.target.checked }))} data-testid="return-new-vat" />
                            {t('returns.new.vat')} <Money value={vatOf(product.originalPrice)} />
                          </Label>
                        )}
                      </div>
                      <strong className="text-nowrap">
                        <Money value={l.price} />
                      </strong>
                      <Button
                        color="link"
                        className="text-danger p-0 flex-shrink-0"
                        style={{ width: 44, height: 44 }}
                        onClick={() => setTaken((list) => list.filter((p) => p.id !== l.id))}
                        aria-label={t('returns.new.remove', { name: l.name })}
                        data-testid="return-new-remove"
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section className="card card-body mb-3" data-testid="return-summary">
            <div className="d-flex justify-content-between">
              <span>{t('returns.summary.returned')}</span>
              <strong data-testid="return-returned-total">
                <Money value={figures.returnedTotal} />
              </strong>
            </div>
            {taken.length > 0 && (
              <div className="d-flex justify-content-between">
                <span>{t('returns.summary.new')}</span>
                <strong data-testid="return-new-total">
                  <Money value={figures.newTotal} />
                </strong>
              </div>
            )}
            <div className="d-flex justify-content-between fs-5 mt-1" data-testid="return-difference" data-difference={figures.difference}>
              {figures.difference > 0 ? (
                <>
                  <span>{t('returns.summary.pays')}</span>
                  <strong>
                    <Money value={figures.toPay} />
                  </strong>
                </>
              ) : figures.difference < 0 ? (
                <>
                  <span>{t('returns.summary.payBack')}</span>
                  <strong>
                    <Money value={figures.toPayBack} />
                  </strong>
                </>
              ) : (
                chosen.length > 0 && <span>{t('returns.summary.even')}</span>
              )}
            </div>
            {figures.toPay > 0 && <PaymentPanel total={figures.toPay} draft={payDraft} onChange={setPayDraft} error={null} />}
            {figures.toPayBack > 0 && <PaymentPanel total={figures.toPayBack} draft={backDraft} onChange={setBackDraft} error={null} paidBack />}

            {requestId && request.data && (
              <Alert
                fade={false}
                color={request.data.state === 'approved' ? 'success' : request.data.state === 'refused' ? 'danger' : 'info'}
                className="py-2 mt-3 mb-0"
                role="status"
                data-testid="return-request-state"
                data-state={request.data.state}
              >
                {request.data.state === 'pending' && (
                  <>
                    <Spinner size="sm" className="me-2" />
                    {t('returns.request.waiting')}
                  </>
                )}
                {request.data.state === 'approved' && t('returns.request.approved', { name: decider(request.data.decidedBy) })}
                {request.data.state === 'refused' && t('returns.request.refused', { name: decider(request.data.decidedBy) })}
                {(request.data.state === 'pending' || request.data.state === 'refused') && (
                  <div>
                    <Button
                      size="sm"
                      color="link"
                      className="p-0"
                      onClick={() => {
                        void withdrawReturnRequest(requestId).catch((e) => console.error('withdraw', e));
                        setRequestId(null);
                      }}
                      data-testid="return-request-withdraw"
                    >
                      {t('returns.request.withdraw')}
                    </Button>
                  </div>
                )}
              </Alert>
            )}

            {error && (
              <Alert fade={false} color="danger" className="py-2 mt-3 mb-0" role="alert" data-testid="return-error">
                {error}
              </Alert>
            )}

            {needsApproval && !requestId ? (
              <div className="mt-3">
                <ReasonBox value={reason} onChange={setReason} />
                <Button color="warning" size="lg" className="w-100 mt-2" disabled={busy || !windowKnown || chosen.length === 0} onClick={() => void ask()} data-testid="return-ask">
                  {t('returns.actions.ask')}
                </Button>
              </div>
            ) : (
              <Button
                color="primary"
                size="lg"
                className="w-100 mt-3"
                disabled={busy || !windowKnown || chosen.length === 0 || (needsApproval && !approved) || permission === 'never'}
                onClick={() => void complete()}
                data-testid="return-complete"
              >
                {busy ? t('returns.actions.working') : t(taken.length > 0 ? 'returns.actions.exchange' : 'returns.actions.return')}
              </Button>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

/** Why a product cannot be taken now (null: in stock). */
function stockState(p: Product): StockConflict | null {
  if (p.isSold) return 'sold';
  if (p.isDeliveryPending) return 'deliveryPending';
  if (p.isDiscountPending) return 'discountPending';
  if (p.isSalePending) return 'salePending';
  if (p.isMovePending) return 'movePending';
  return null;
}

function decider(d: { firstName: string; lastName: string } | null): string {
  return d ? `${d.lastName} ${d.firstName}`.trim() : '';
}

function ReasonBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tooLong = value.trim().length > RETURN_REASON_MAX;
  return (
    <>
      <Label for={id} className="small mb-1">
        {t('returns.actions.reason')}
      </Label>
      <Input id={id} type="textarea" rows={2} value={value} invalid={tooLong} onChange={(e) => onChange(e.target.value)} data-testid="return-reason" />
      <div className={`small ${tooLong ? 'text-danger' : 'text-body-secondary'}`}>
        {tooLong ? t('returns.errors.reasonTooLong', { max: RETURN_REASON_MAX }) : t('returns.actions.reasonHint', { max: RETURN_REASON_MAX })}
      </div>
    </>
  );
}

function EarlierReturns({ list }: { list: SaleReturn[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  return (
    <section className="card card-body mb-3" data-testid="return-earlier">
      <h3 className="h6">{t('returns.earlier.title')}</h3>
      {list.map((r) => (
        <div key={r.id} className="d-flex justify-content-between align-items-center small border-top py-1" data-testid="return-earlier-item">
          <span>
            {formatDateTime(r.createdAtMs)} · {t(`returns.earlier.${r.kind}`)} · {t('returns.earlier.lines', { count: r.productIds.length })}
            {r.newProductIds.length > 0 && <> · {t('returns.earlier.taken', { count: r.newProductIds.length })}</>} · <Money value={r.difference} />
          </span>
          <Button size="sm" color="link" onClick={() => void printReturnReceipt(r)}>
            {t('returns.earlier.print')}
          </Button>
        </div>
      ))}
    </section>
  );
}

/** The e-barimt corrections and new receipt of the return, as the bridge issues them. */
function ReturnEbarimts({ returnId, pointId }: { returnId: string; pointId: string }) {
  const jobs = useReturnEbarimts(returnId, pointId);
  if (!jobs.data.length) return null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-start" data-testid="return-ebarimts">
      {jobs.data.map((j) => (
        <EbarimtDone key={j.id} jobId={j.id} />
      ))}
    </div>
  );
}

function DeskDone({ done, onNext, onNextScan }: { done: { result: ReturnCommandResult; record: SaleReturn }; onNext: () => void; onNextScan: (code: string) => void }) {
  const { t } = useTranslation();
  useBarcodeScanner(onNextScan);
  const { result, record } = done;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNext]);
  const settled = result.difference > 0 ? record.payments : record.paidBack;
  return (
    <section className="card card-body" data-testid="return-done" data-kind={result.kind}>
      <h2 className="h4 text-success">
        <i className="bi bi-check-circle me-2" aria-hidden="true" />
        {t(`returns.done.${result.kind}`)}
      </h2>
      <div className="fs-5 my-2" data-testid="return-done-amount">
        {result.difference === 0 ? (
          t('returns.done.even')
        ) : (
          <>
            {t(result.difference < 0 ? 'returns.done.paidBack' : 'returns.done.paid')}: <Money value={Math.abs(result.difference)} />
          </>
        )}
      </div>
      {result.difference !== 0 && (
        <div className="small mb-2">
          {PAYMENT_METHODS.filter((m) => settled[m] > 0)
            .map((m) => `${t(paymentMethodKey(m))}: ${settled[m].toLocaleString('en-US')}`)
            .join(' · ')}
        </div>
      )}
      {result.voidedLotteryId && (
        <Alert color="warning" className="py-2" data-testid="return-done-voided">
          {t('returns.done.voided', { code: result.voidedLotteryId })}
        </Alert>
      )}
      <ReturnEbarimts returnId={result.returnId} pointId={record.locationId} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button color="primary" size="lg" onClick={() => void printReturnReceipt(record)} data-testid="return-print">
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('returns.done.print')}
        </Button>
        <ReceiptPaperToggle size="lg" />
        <Button color="secondary" size="lg" outline autoFocus onClick={onNext} data-testid="return-next">
          {t('returns.done.next')}
        </Button>
      </div>
    </section>
  );
}
