import { useTranslation } from 'react-i18next';
import { ProductBrowser } from '../components/ProductBrowser';

/** /call-centre/products: store-located products with the call centre's sell actions (Call Centre, dev). */
export default function CallCentreProductsPage() {
  const { t } = useTranslation();
  return (
    <ProductBrowser
      testId="call-centre-products-page"
      title={t('menu.callCentreProducts')}
      breadcrumbs={[t('menu.sections.callCentre'), t('menu.callCentreProducts')]}
      kind="inStock"
      pageSize={52}
      fixedLocationType="store"
      bulkActions={['sellDelivery', 'discount']}
      cardActions={['details']}
    />
  );
}
