import { useTranslation } from 'react-i18next';
import { DiscountRequestsScreen } from '../components/DiscountRequestsScreen';

/** /discount-requests (Admin, dev): every pending request, with approve and cancel. */
export default function DiscountRequestsPage() {
  const { t } = useTranslation();
  return (
    <DiscountRequestsScreen
      mode="all"
      testId="discount-requests-page"
      title={t('menu.discountRequests')}
      breadcrumbs={[t('menu.sections.discountRequests'), t('menu.discountRequests')]}
    />
  );
}
