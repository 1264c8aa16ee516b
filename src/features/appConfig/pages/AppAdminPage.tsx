import '../texts';
import { Alert } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components';
import { useBanner, useIntroSlides } from '../api/appConfigQueries';
import { saveBanner, saveIntroSlides } from '../api/appConfigWrites';
import { BannerSection } from '../components/BannerSection';
import { IntroSlidesSection } from '../components/IntroSlidesSection';
import { reasonText } from '../components/saveFeedback';

/** /app-admin (Manager, dev): the customers' mobile app banner and onboarding slides. */
export default function AppAdminPage() {
  const { t } = useTranslation();
  const banner = useBanner();
  const intros = useIntroSlides();
  const title = t('menu.appAdmin');
  const error = banner.error ?? intros.error;
  return (
    <>
      <PageTitle title={title} breadcrumbs={[t('menu.sections.application'), title]} subtitle={t('appConfig.intro')} />
      {error && (
        <Alert color="danger" role="alert" data-testid="app-config-error">
          {t('appConfig.loadFailed', { reason: reasonText(t, error) })}
        </Alert>
      )}
      <BannerSection banner={banner.data} loading={banner.loading} onSave={saveBanner} />
      <IntroSlidesSection saved={intros.data} loading={intros.loading} onSave={saveIntroSlides} />
    </>
  );
}
