import '../texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';

export interface SaleDoneProps {
  orderId: string;
  total: number;
  /** Cash to hand back (0: none). */
  change: number;
  lotteryCode: string | null;
  /** The sale's e-barimt, live (EbarimtDone). */
  ebarimt?: ReactNode;
  /** The receipt button. */
  actions?: ReactNode;
}

/** What stays on screen after a sale until the seller moves on: the order number, the total, the change, the ticket, the receipt. */
export function SaleDone({ orderId, total, change, lotteryCode, ebarimt, actions }: SaleDoneProps) {
  const { t } = useTranslation();
  return (
    <div className="text-center py-2" data-testid="sale-done" role="status">
      <i className="bi bi-check-circle-fill text-success" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
      <p className="h5 mt-2">{t('selling.done.title')}</p>
      <dl className="row justify-content-center text-start mx-auto mb-3" style={{ maxWidth: '28rem' }}>
        <dt className="col-6 fw-normal text-muted">{t('selling.done.order')}</dt>
        <dd className="col-6 font-monospace text-break mb-1" data-testid="done-order-number">
          {orderId}
        </dd>
        <dt className="col-6 fw-normal text-muted">{t('selling.done.total')}</dt>
        <dd className="col-6 fw-semibold mb-1" data-testid="done-total">
          <Money value={total} />
        </dd>
        {change > 0 && (
          <>
            <dt className="col-6 fw-normal text-muted">{t('selling.done.change')}</dt>
            <dd className="col-6 fw-bold fs-5 mb-1" data-testid="done-change">
              <Money value={change} />
            </dd>
          </>
        )}
        {lotteryCode && (
          <>
            <dt className="col-6 fw-normal text-muted">{t('selling.done.lottery')}</dt>
            <dd className="col-6 font-monospace fw-bold mb-1" data-testid="done-lottery">
              {lotteryCode}
            </dd>
          </>
        )}
      </dl>
      {ebarimt}
      {actions}
    </div>
  );
}
