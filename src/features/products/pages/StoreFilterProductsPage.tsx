import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canPrintLabels } from '../components/browserState';
import { ProductBrowser } from '../components/ProductBrowser';

/** /store/filterProducts: the seller's own store products, 8 per page (Reception roles, dev). */
export default function StoreFilterProductsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const print = canPrintLabels(user.role);
  return (
    <ProductBrowser
      testId="store-filter-products-page"
      title={t('menu.storeFilterProducts')}
      breadcrumbs={[t('menu.sections.shop'), t('menu.storeFilterProducts')]}
      kind="inStock"
      pageSize={8}
      fixedLocationType="store"
      bulkActions={print ? ['print'] : []}
      cardActions={print ? ['details', 'print'] : ['details']}
    />
  );
}
