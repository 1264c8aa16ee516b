import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components';
import { DELIVERY_LOCATIONS_SPEC } from '../domain/lists';
import { VariantListPanel } from '../components/VariantListPanel';

/** /delivery: delivery points (districts) offered by the delivery sale wizard. */
export default function DeliveryLocationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('deliveryLocations.pageTitle')} breadcrumbs={[t('variants.breadcrumb'), t('deliveryLocations.pageTitle')]} />
      <div style={{ maxWidth: '48rem' }}>
        <VariantListPanel spec={DELIVERY_LOCATIONS_SPEC} addMode="inline" pageSizes={[10, 25, 50]} defaultPageSize={5} />
      </div>
    </>
  );
}
