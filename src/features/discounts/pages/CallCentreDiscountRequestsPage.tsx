import { useTranslation } from 'react-i18next';
import { DiscountRequestsScreen } from '../components/DiscountRequestsScreen';

/** /call-centre/discount-requests: the call centre user's own pending requests, with cancel. */
export default function CallCentreDiscountRequestsPage() {
  const { t } = useTranslation();
  return (
    <DiscountRequestsScreen
      mode="own"
      testId="call-centre-discount-requests-page"
      title={t('menu.callCentreDiscountRequests')}
      breadcrumbs={[t('menu.sections.callCentre'), t('menu.callCentreDiscountRequests')]}
    />
  );
}
