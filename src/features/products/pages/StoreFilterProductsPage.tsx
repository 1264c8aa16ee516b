import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canPrintLabels, canSellOnStoreScreen } from '../components/browserState';
import type { BulkAction } from '../components/SelectionBar';
import { ProductBrowser } from '../components/ProductBrowser';

/** /store/filterProducts: the seller's own store products, 8 per page, with sell in store (Reception roles, dev). */
export default function StoreFilterProductsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const print = canPrintLabels(user.role);
  // The seller's landing screen is its counter: a sale starts here (scan, then sell in store).
  const actions: BulkAction[] = [];
  if (canSellOnStoreScreen(user.role)) actions.push('sellStore');
  if (print) actions.push('print');
  return (
    <ProductBrowser
      testId="store-filter-products-page"
      title={t('menu.storeFilterProducts')}
      breadcrumbs={[t('menu.sections.shop'), t('menu.storeFilterProducts')]}
      kind="inStock"
      pageSize={8}
      fixedLocationType="store"
      bulkActions={actions}
      focusSearch
      cardActions={print ? ['details', 'print'] : ['details']}
    />
  );
}
