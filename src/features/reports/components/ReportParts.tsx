import '../texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components';
import type { FigureTotals } from '../../../entities/sale/figures';

/** The totals line of a report table: count of goods and the sum of each price column. */
export function TotalsLine({ totals, extra }: { totals: FigureTotals; extra?: ReactNode }) {
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
      {item(t('sale.columns.discountedPrice'), <Money value={totals.discountedPrice} />, 'totals-discounted')}
      {item(t('sale.columns.noatPrice'), <Money value={totals.noatPrice} />, 'totals-noat')}
      {item(t('sale.columns.soldPrice'), <Money value={totals.soldPrice} />, 'totals-sold')}
      {extra}
    </div>
  );
}
