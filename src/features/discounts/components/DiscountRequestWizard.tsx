import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, FormFeedback, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { Money, MoneyInput, Wizard, withAlerts } from '../../../components';
import { formatMoney } from '../../../lib/money';
import type { SaleWizardProps } from '../../../entities/product/saleWizards';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { MAX_DISCOUNT_PRODUCTS, createDiscountRequests } from '../api/discountRequestWrites';
import { requestPriceError } from '../domain/discountRequest';

type Prices = Record<string, number | null>;

/**
 * The discount request wizard (docs/discounts.md), 2 steps: 1 a requested price per product
 * (required, positive, lower than the current price), 2 confirm with back and confirm. Sends one request
 * per product under the signed-in user, in one transaction with the products' isDiscountPending flag.
 */
export function DiscountRequestWizard({ products, isOpen, onClose, onDone }: SaleWizardProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [prices, setPrices] = useState<Prices>({});
  const [touched, setTouched] = useState(false);

  const errorOf = (id: string, current: number) => requestPriceError(prices[id], current);
  const allValid = products.every((p) => errorOf(p.id, p.price) === null);
  const tooMany = products.length > MAX_DISCOUNT_PRODUCTS;

  const close = () => {
    setPrices({});
    setTouched(false);
    onClose();
  };

  const send = async () => {
    await withAlerts(
      () => createDiscountRequests(products.map((p) => ({ product: p, requestPrice: prices[p.id] ?? 0 })), user),
      {
        success: t('discounts.wizard.sent', { count: products.length }),
        explain: (error) => {
          const conflict = asStockConflict(error);
          return conflict ? conflictMessage(conflict, t) : undefined;
        },
        failure: t('discounts.wizard.failed'),
        // Keeps the wizard open on the confirm step.
        rethrow: true,
      },
    );
    setPrices({});
    setTouched(false);
    onDone?.();
  };

  const pricesStep = (
    <div data-testid="discount-prices">
      <p className="text-muted small mb-2">{t('discounts.wizard.pricesHint')}</p>
      {tooMany && <Alert color="warning">{t('discounts.wizard.tooMany', { max: MAX_DISCOUNT_PRODUCTS })}</Alert>}
      <ul className="list-unstyled mb-0">
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
      <p>{t('discounts.wizard.confirmHint')}</p>
      <ul className="list-group">
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
          canContinue: !tooMany && products.length > 0,
          validate: () => {
            setTouched(true);
            return allValid;
          },
        },
        { id: 'confirm', label: t('discounts.wizard.steps.confirm'), content: confirmStep },
      ]}
    />
  );
}

export default DiscountRequestWizard;
