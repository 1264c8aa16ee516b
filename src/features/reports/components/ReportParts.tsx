import '../texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { DeliveryTotals } from '../domain/deliveryReport';

/**
 * The totals line of the delivery report, from its aggregation query: count of goods, base and sold
 * totals (the discounted and VAT columns have no total: an order keeps no sum of them to aggregate).
 */
export function TotalsLine({ totals, extra }: { totals: DeliveryTotals; extra?: ReactNode }) {
  const { t } = useTranslation();
  const item = (label: string, value: ReactNode, testId: string) => (
    <div className="text-nowrap" data-testid={testId}>
      <span className="text-muted me-1">{label}:</span>
      <span className="fw-semibold">{value}</span>
    </div>
  );
  return (
    <div className="d-flex flex-wrap column-gap-4 row-gap-1 small border rounded bg-body-tertiary px-3 py-2 mb-2" data-testid="report-totals">
      <div className="fw-semibold text-nowrap" data-testid="totals-goods">
        {t('reports.totals')}: {t('reports.goodsCount', { count: totals.lines })}
      </div>
      {item(t('sale.columns.basePrice'), <Money value={totals.basePrice} />, 'totals-base')}
      {item(t('sale.columns.soldPrice'), <Money value={totals.soldPrice} />, 'totals-sold')}
      {extra}
    </div>
  );
}
