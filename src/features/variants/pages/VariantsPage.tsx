import { Col, Row } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components';
import { VARIANT_PANELS } from '../domain/lists';
import { VariantListPanel } from '../components/VariantListPanel';

const MAIN = VARIANT_PANELS.slice(0, 4);
const PRODUCT_CHOICES = VARIANT_PANELS.slice(4);

/** /variants: the colour, brand, category and source lists, then the product form's size, width and height choices. */
export default function VariantsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('variants.pageTitle')} breadcrumbs={[t('variants.breadcrumb'), t('variants.pageTitle')]} />
      <Row className="g-3">
        {MAIN.map((spec) => (
          <Col key={spec.collection} xs={12} lg={6}>
            <VariantListPanel spec={spec} />
          </Col>
        ))}
      </Row>
      <h2 className="h5 mt-4 mb-1">{t('variants.productChoices')}</h2>
      <p className="text-muted small mb-3">{t('variants.productChoicesHint')}</p>
      <Row className="g-3">
        {PRODUCT_CHOICES.map((spec) => (
          <Col key={spec.collection} xs={12} md={6} xl={4}>
            <VariantListPanel spec={spec} headingLevel="h3" />
          </Col>
        ))}
      </Row>
    </>
  );
}
