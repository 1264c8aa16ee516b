import '../texts';
import type { ReactNode } from 'react';
import { Alert } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { Person } from '../../../entities/person/person';
import type { SaleKind } from '../domain/sale';
import type { OrderTotals } from '../domain/sale';
import { SaleTotals } from './SaleLinesStep';
import { personName, type DeliveryDraft } from './saleForms';

export interface ConfirmStepProps {
  kind: SaleKind;
  buyer: Person | null;
  /** A walk-in customer (no record): shown as such, with the ticket's phone when given. */
  walkIn?: { phone: string } | null;
  delivery: DeliveryDraft | null;
  totals: OrderTotals;
  /** The offered lottery ticket (store sales), or null. */
  lottery: { name: string; code: string } | null;
  /** The sale's failure (a product no longer available ...), already translated. */
  error: string | null;
  /** How far a large sale's commit is, while it runs (null otherwise). */
  /**
   * How the buyer pays, with what goes with it (the shift's notice, the e-barimt): beside the
   * summary from 992 px (the 1024 x 768 counter tablet: the cash received and the change on the
   * first screen whatever the six lines and the e-barimt take), under it on a narrower screen.
   */
  payment?: ReactNode;
}

/** The last step: what will be sold, to whom, where, for how much; the finish button sells. */
export function ConfirmStep({ kind, buyer, walkIn = null, delivery, totals, lottery, error, payment }: ConfirmStepProps) {
  const { t } = useTranslation();
  const summary = (
    <>
      <dl className="row mb-2">
        <dt className="col-sm-4">{t(kind === 'merchant' ? 'selling.wizard.confirm.merchant' : 'selling.wizard.confirm.customer')}</dt>
        <dd className="col-sm-8 text-break" data-testid="confirm-buyer">
          {walkIn ? t('selling.walkIn.chosen') : buyer ? personName(buyer) : '—'}
          {walkIn?.phone && <span className="text-muted"> · {walkIn.phone}</span>}
          {!walkIn && buyer?.phone && <span className="text-muted"> · {buyer.phone}</span>}
        </dd>
        {delivery && (
          <>
            <dt className="col-sm-4">{t('selling.wizard.delivery.point')}</dt>
            <dd className="col-sm-8">{delivery.duuregName}</dd>
            <dt className="col-sm-4">{t('selling.wizard.delivery.address')}</dt>
            <dd className="col-sm-8 text-break">{delivery.address}</dd>
            {delivery.addressDescription.trim() !== '' && (
              <>
                <dt className="col-sm-4">{t('selling.wizard.delivery.description')}</dt>
                <dd className="col-sm-8 text-break">{delivery.addressDescription}</dd>
              </>
            )}
          </>
        )}
        {kind === 'store' && (
          <>
            <dt className="col-sm-4">{t('selling.wizard.steps.lottery')}</dt>
            <dd className="col-sm-8" data-testid="confirm-lottery">
              {lottery ? `${lottery.name} · ${lottery.code}` : t('selling.wizard.lottery.none')}
            </dd>
          </>
        )}
      </dl>
      <ul className="list-unstyled small border rounded px-2 py-1 mb-0 overflow-auto" style={{ maxHeight: '12rem' }} data-testid="confirm-lines">
        {totals.lines.map((line) => (
          <li key={line.product.id} className="d-flex flex-wrap justify-content-between gap-2 py-1 border-bottom">
            <span className="text-break">
              {line.product.name} <span className="text-muted">· {line.product.sku}</span>
              {line.isNoat && <span className="badge text-bg-info ms-1">{t('selling.wizard.columns.vat')}</span>}
            </span>
            <Money value={line.price} />
          </li>
        ))}
      </ul>
      <SaleTotals totals={totals} />
    </>
  );
  return (
    <div data-testid="sale-step-confirm">
      {error && (
        <Alert color="danger" role="alert" data-testid="sale-error">
          {error}
        </Alert>
      )}
      {payment ? (
        <div className="row g-3">
          <div className="col-lg-6" data-testid="confirm-summary">
            {summary}
          </div>
          <div className="col-lg-6" data-testid="confirm-payment">
            {payment}
          </div>
        </div>
      ) : (
        summary
      )}
    </div>
  );
}
