import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { storedFigures, type StockCount } from '../domain/stockCount';
import { CodeList, type CodeRow } from './CodeList';
import { CountFigures } from './CountFigures';

const rows = (codes: readonly string[]) => (): CodeRow[] => codes.map((code) => ({ code }));

/** A closed count, read-only: the lists as they were saved when it was closed. */
export function ClosedCount({ count }: { count: StockCount }) {
  const { t } = useTranslation();
  const found = new Set([...count.elsewhere, ...count.sold, ...count.unknown]);
  return (
    <div data-testid="closed-count">
      <Alert color="secondary" className="py-2">
        {t('stockCounts.detail.closedNote')}
      </Alert>
      <CountFigures figures={storedFigures(count)} />
      <CodeList kind="missing" title={t('stockCounts.figure.missing')} hint={t('stockCounts.hint.missing')} rows={rows(count.missing)} total={count.missing.length} color="danger" defaultOpen />
      <CodeList kind="elsewhere" title={t('stockCounts.figure.elsewhere')} hint={t('stockCounts.hint.elsewhere')} rows={rows(count.elsewhere)} total={count.elsewhere.length} color="warning" defaultOpen />
      <CodeList kind="unknown" title={t('stockCounts.figure.unknown')} hint={t('stockCounts.hint.unknown')} rows={rows(count.unknown)} total={count.unknown.length} color="dark" defaultOpen />
      <CodeList kind="sold" title={t('stockCounts.figure.sold')} hint={t('stockCounts.hint.sold')} rows={rows(count.sold)} total={count.sold.length} color="info" />
      <CodeList
        kind="found"
        title={t('stockCounts.figure.found')}
        hint={t('stockCounts.hint.expected')}
        rows={() => count.scanned.filter((c) => !found.has(c)).map((code) => ({ code }))}
        total={count.foundCount}
        color="success"
      />
    </div>
  );
}
