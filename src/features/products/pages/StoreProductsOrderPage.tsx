import '../texts';
import { useTranslation } from 'react-i18next';
import { ProductBrowser } from '../components/ProductBrowser';

/**
 * /add-orders: the store-products order screen (docs/products.md): unsold products located in stores
 * with sell-by-delivery and discount-request actions (Admin, Manager, dev). Meant as one unpaged
 * list; a large catalogue loads in chunks of 200 with a "show more" button.
 */
export default function StoreProductsOrderPage() {
  const { t } = useTranslation();
  return (
    <ProductBrowser
      testId="store-products-order-page"
      title={t('menu.addOrder')}
      breadcrumbs={[t('menu.sections.sales'), t('menu.addOrder')]}
      kind="inStock"
      pageSize={200}
      paging="more"
      fixedLocationType="store"
      bulkActions={['sellDelivery', 'discount']}
      cardActions={['details']}
    />
  );
}
