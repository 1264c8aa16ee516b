import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, FormFeedback, Label, Progress } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { Money, MoneyInput, Wizard, showSuccess, withAlerts } from '../../../components';
import { formatMoney } from '../../../lib/money';
import type { SaleWizardProps } from '../../../entities/product/saleWizards';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { DISCOUNT_CHUNK, MAX_DISCOUNT_PRODUCTS, createDiscountRequests, type DiscountProgress } from '../api/discountRequestWrites';
import { requestPriceError, selectionProblem } from '../domain/discountRequest';
import { UnfinishedBatchActions } from './UnfinishedDiscountRequests';

type Prices = Record<string, number | null>;

/** A long selection scrolls inside the step (a request may have up to 200 products). */
const LONG_LIST = { maxHeight: '55vh', overflowY: 'auto' } as const;

/** A request that stopped part-way (UnfinishedDiscountError): finished or undone from the confirm step. */
interface Stopped {
  batchId: string;
  written: number;
  total: number;
  startedAtMs: number;
}

function asUnfinished(error: unknown): Stopped | null {
  if (!(error instanceof Error) || error.name !== 'UnfinishedDiscountError') return null;
  const e = error as Error & { batchId: string; written: number; total: number };
  return { batchId: e.batchId, written: e.written, total: e.total, startedAtMs: Date.now() };
}

/**
 * The discount request wizard (docs/discounts.md), 2 steps: 1 a requested price per product
 * (required, positive, lower than the current price), 2 confirm with back and confirm. Sends one request
 * per product under the signed-in user (1 to MAX_DISCOUNT_PRODUCTS): up to DISCOUNT_CHUNK in one
 * transaction with the products' isDiscountPending flag; more as a batch ("Requests of any size"),
 * its progress shown, approvers seeing it only once all of it is written. A batch stopped part-way
 * stays on the confirm step with Finish and Undo.
 */
export function DiscountRequestWizard({ products, isOpen, onClose, onDone }: SaleWizardProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [prices, setPrices] = useState<Prices>({});
  const [touched, setTouched] = useState(false);

  const errorOf = (id: string, current: number) => requestPriceError(prices[id], current);
  const allValid = products.every((p) => errorOf(p.id, p.price) === null);
  const problem = selectionProblem(products.length);
  const tooMany = problem === 'tooMany';
  const [progress, setProgress] = useState<DiscountProgress | null>(null);
  const [stopped, setStopped] = useState<Stopped | null>(null);

  const reset = () => {
    setPrices({});
    setTouched(false);
    setProgress(null);
    setStopped(null);
    setUndone(false);
  };

  const close = () => {
    reset();
    onClose();
  };

  const [undone, setUndone] = useState(false);

  const finished = (total: number) => {
    void showSuccess(t('discounts.unfinished.finished', { count: total }));
    reset();
    onDone?.();
    onClose();
  };

  const send = async () => {
    setStopped(null);
    setUndone(false);
    try {
      await withAlerts(
        () =>
          createDiscountRequests(
            products.map((p) => ({ product: p, requestPrice: prices[p.id] ?? 0 })),
            user,
            undefined,
            products.length > DISCOUNT_CHUNK ? setProgress : undefined,
          ),
        {
          loading: products.length > DISCOUNT_CHUNK ? t('discounts.wizard.sending', { count: products.length }) : undefined,
          success: t('discounts.wizard.sent', { count: products.length }),
          explain: (error) => {
            // Stopped part-way: the confirm step says so, with Finish and Undo.
            if (asUnfinished(error)) return null;
            const conflict = asStockConflict(error);
            return conflict ? conflictMessage(conflict, t) : undefined;
          },
          failure: t('discounts.wizard.failed'),
          // Keeps the wizard open on the confirm step.
          rethrow: true,
        },
      );
    } catch (error) {
      setProgress(null);
      setStopped(asUnfinished(error));
      throw error;
    }
    reset();
    onDone?.();
  };

  const pricesStep = (
    <div data-testid="discount-prices">
      <p className="text-muted small mb-2">{t('discounts.wizard.pricesHint')}</p>
      {tooMany && (
        <Alert color="warning" data-testid="discount-too-many">
          {t('discounts.wizard.tooMany', { max: MAX_DISCOUNT_PRODUCTS, extra: products.length - MAX_DISCOUNT_PRODUCTS })}
        </Alert>
      )}
      <ul className="list-unstyled mb-0" style={LONG_LIST}>
        {products.map((p) => {
          const error = errorOf(p.id, p.price);
          const show = touched && error !== null;
          const inputId = `discount-price-${p.id}`;
          return (
            <li key={p.id} className="border rounded p-2 mb-2 d-flex flex-wrap gap-2 align-items-center" data-testid="discount-line">
              {p.pics[0] ? (
                <img src={p.pics[0].picUrl} alt="" width={48} height={48} className="rounded border" style={{ objectFit: 'cover' }} />
              ) : null}
              <div className="flex-grow-1" style={{ minWidth: '9rem' }}>
                <div className="fw-semibold text-break">{p.name}</div>
                <div className="small text-muted">
                  {p.sku} · {t('discounts.wizard.currentPrice')}: <Money value={p.price} original={p.originalPrice} />
                </div>
              </div>
              <div style={{ minWidth: '10rem', flex: '1 1 10rem', maxWidth: '16rem' }}>
                <Label for={inputId} className="visually-hidden">
                  {t('discounts.wizard.requestPriceFor', { name: p.name })}
                </Label>
                <MoneyInput
                  id={inputId}
                  bsSize="sm"
                  placeholder={t('discounts.wizard.requestPrice')}
                  value={prices[p.id] ?? null}
                  invalid={show}
                  aria-invalid={show}
                  aria-describedby={show ? `${inputId}-error` : undefined}
                  data-testid="discount-price"
                  onChange={(v) => setPrices((all) => ({ ...all, [p.id]: v }))}
                />
                {show && (
                  <FormFeedback id={`${inputId}-error`} className="d-block" data-testid="discount-price-error">
                    {t(`discounts.wizard.errors.${error}`, { price: formatMoney(p.price) })}
                  </FormFeedback>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );

  const confirmStep = (
    <div data-testid="discount-confirm">
      {stopped && (
        <Alert color="warning" className="text-dark" data-testid="discount-unfinished">
          <p className="mb-2">{t('discounts.wizard.unfinished', { written: stopped.written, total: stopped.total })}</p>
          <UnfinishedBatchActions batch={stopped} user={user} onFinished={finished} onUndone={() => {
              setStopped(null);
              setUndone(true);
            }}
          />
        </Alert>
      )}
      {undone && (
        <Alert color="success" className="py-2" data-testid="discount-undone">
          {t('discounts.unfinished.undone')}
        </Alert>
      )}
      {progress && !stopped && (
        <Progress
          className="mb-3"
          value={progress.written}
          max={progress.total}
          aria-label={t('discounts.wizard.progress', { written: progress.written, total: progress.total })}
          data-testid="discount-progress"
        >
          {t('discounts.wizard.progress', { written: progress.written, total: progress.total })}
        </Progress>
      )}
      <p>{t('discounts.wizard.confirmHint')}</p>
      <ul className="list-group" style={LONG_LIST}>
        {products.map((p) => (
          <li key={p.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
            <span className="text-break">
              {p.name} <span className="text-muted small">({p.sku})</span>
            </span>
            <span>
              <Money value={prices[p.id] ?? null} original={p.price} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <Wizard
      isOpen={isOpen}
      onClose={close}
      title={
        <>
          {t('discounts.wizard.title')}{' '}
          <small className="text-muted fs-6">{t('discounts.wizard.selected', { count: products.length })}</small>
        </>
      }
      finishLabel={t('discounts.wizard.send')}
      onFinish={send}
      steps={[
        {
          id: 'prices',
          label: t('discounts.wizard.steps.prices'),
          content: pricesStep,
          canContinue: problem === null,
          validate: () => {
            setTouched(true);
            return allValid;
          },
        },
        // Stopped part-way: Finish or Undo that request first (Confirm would start another).
        { id: 'confirm', label: t('discounts.wizard.steps.confirm'), content: confirmStep, canContinue: stopped === null },
      ]}
    />
  );
}

export default DiscountRequestWizard;
