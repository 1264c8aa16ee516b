import { useTranslation } from 'react-i18next';
import { DiscountRequestsScreen } from '../components/DiscountRequestsScreen';

/** /store/filterRequests: the seller's own pending requests, with cancel (docs/discounts.md). */
export default function StoreFilterRequestsPage() {
  const { t } = useTranslation();
  return (
    <DiscountRequestsScreen
      mode="own"
      testId="store-filter-requests-page"
      title={t('menu.storeFilterRequests')}
      breadcrumbs={[t('menu.sections.shop'), t('menu.storeFilterRequests')]}
    />
  );
}
