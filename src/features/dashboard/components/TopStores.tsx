import { Progress } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { RankedStore } from '../domain/figures';

/** Stores by this year's sales, highest first, each with a bar relative to the top store. */
export function TopStores({ stores }: { stores: RankedStore[] }) {
  const { t } = useTranslation();
  if (stores.length === 0) return <p className="text-muted small py-4 text-center mb-0">{t('dashboard.noStores')}</p>;
  return (
    <>
      <div className="d-flex justify-content-between small text-muted border-bottom pb-1 mb-2" aria-hidden="true">
        <span>{t('dashboard.store')}</span>
        <span>{t('dashboard.yearSales')}</span>
      </div>
      <ol className="list-unstyled mb-0" data-testid="top-stores">
        {stores.map((store) => (
          <li key={store.id} className="py-2" data-testid="top-store-row">
            <div className="d-flex justify-content-between align-items-baseline gap-2 mb-1">
              <span style={{ minWidth: 0 }}>{store.name}</span>
              <span className="text-nowrap fw-semibold" data-testid="top-store-total">
                {formatMoney(store.total)}
              </span>
            </div>
            <Progress value={store.percent} style={{ height: 8 }} aria-label={`${store.name}: ${store.percent}%`} />
          </li>
        ))}
      </ol>
    </>
  );
}
