import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canManageStock } from '../components/browserState';
import { ProductBrowser } from '../components/ProductBrowser';

/** /products: the in-stock catalogue with filters, location tabs and bulk actions (Manager, dev). */
export default function ProductsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const manager = canManageStock(user.role);
  return (
    <ProductBrowser
      testId="products-page"
      title={t('menu.products')}
      breadcrumbs={[t('menu.sections.product'), t('menu.products')]}
      kind="inStock"
      pageSize={52}
      locationTabs={['all', 'warehouse', 'store', 'merchant']}
      bulkActions={manager ? ['discount', 'sellMerchant', 'sellStore', 'sellDelivery', 'move', 'print'] : ['discount', 'sellMerchant', 'sellStore', 'sellDelivery']}
      cardActions={manager ? ['details', 'edit', 'print', 'copy'] : ['details']}
      addProduct={manager}
    />
  );
}
