import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canManageStock } from '../components/browserState';
import { ProductBrowser } from '../components/ProductBrowser';

/** /sold-products: sold products with the same filters, read-only details and a refund per product (Manager, dev). */
export default function SoldProductsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <ProductBrowser
      testId="sold-products-page"
      title={t('menu.soldProducts')}
      breadcrumbs={[t('menu.sections.product'), t('menu.soldProducts')]}
      kind="sold"
      // 8 on the sold list.
      pageSize={8}
      locationTabs={['all', 'warehouse', 'store', 'merchant']}
      cardActions={canManageStock(user.role) ? ['details', 'refund'] : ['details']}
    />
  );
}
