import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { SkuRestriction } from '../../../entities/product/skuLookup';
import { storedFigures, type StockCount } from '../domain/stockCount';
import { useCodeProducts, type CodeProducts } from '../api/codeProductQueries';
import { CodeList, type CodeRow } from './CodeList';
import { CountFigures } from './CountFigures';

export interface ClosedCountProps {
  count: StockCount;
  /** What the person may read of products (a seller: its store); the signed-in person's by default. */
  restrict?: SkuRestriction;
}

/**
 * A closed count, read-only: the lists as they were saved when it was closed. The count keeps codes;
 * the names of the rows on screen are read as they show (useCodeProducts). Unknown codes have none.
 */
export function ClosedCount({ count, restrict }: ClosedCountProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const scope = restrict ?? (user.isSeller && user.locationId ? { locationId: user.locationId } : {});
  const { products, request } = useCodeProducts(scope, count.locationId);
  const found = new Set([...count.elsewhere, ...count.sold, ...count.unknown]);

  const named = (codes: readonly string[]) => (): CodeRow[] => codes.map((code) => namedRow(code, products, t));
  return (
    <div data-testid="closed-count">
      <Alert color="secondary" className="py-2">
        {t('stockCounts.detail.closedNote')}
      </Alert>
      <CountFigures figures={storedFigures(count)} />
      <CodeList kind="missing" title={t('stockCounts.figure.missing')} hint={t('stockCounts.hint.missing')} rows={named(count.missing)} total={count.missing.length} color="danger" defaultOpen onShow={request} />
      <CodeList kind="elsewhere" title={t('stockCounts.figure.elsewhere')} hint={t('stockCounts.hint.elsewhere')} rows={named(count.elsewhere)} total={count.elsewhere.length} color="warning" defaultOpen onShow={request} />
      <CodeList kind="unknown" title={t('stockCounts.figure.unknown')} hint={t('stockCounts.hint.unknown')} rows={() => count.unknown.map((code) => ({ code }))} total={count.unknown.length} color="dark" defaultOpen />
      <CodeList kind="sold" title={t('stockCounts.figure.sold')} hint={t('stockCounts.hint.sold')} rows={named(count.sold)} total={count.sold.length} color="info" onShow={request} />
      <CodeList
        kind="found"
        title={t('stockCounts.figure.found')}
        hint={t('stockCounts.hint.expected')}
        rows={() => count.scanned.filter((c) => !found.has(c)).map((code) => namedRow(code, products, t))}
        total={count.foundCount}
        color="success"
        onShow={request}
      />
    </div>
  );
}

function namedRow(code: string, products: CodeProducts, t: (key: string) => string): CodeRow {
  if (!products.has(code)) return { code, note: t('stockCounts.detail.nameReading') };
  const p = products.get(code);
  if (!p) return { code, note: t('stockCounts.detail.nameUnavailable') };
  return { code, name: `${p.name}${p.size ? ` · ${p.size}` : ''}` };
}
