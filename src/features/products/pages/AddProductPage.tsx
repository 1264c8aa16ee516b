import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { PageTitle } from '../../../components';
import { useProduct } from '../api/productQueries';
import { addProductPath, initialAddValues } from '../domain/productSchema';
import { AddProductForm } from '../components/AddProductForm';

/**
 * /add-product and /add-product/{name}/{size}: name and size from the path pre-fill the form;
 * `?from=<productId>` (the copy icon) pre-fills every other field from that product except its sku
 * and pictures. After a save the form resets and the page moves to the saved name and size.
 */
export default function AddProductPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = search.get('from');
  const template = useProduct(from);
  // A new form (fresh sku, empty fields) after each save, even when the path stays the same.
  const [saves, setSaves] = useState(0);

  const title = t('productForm.addTitle');
  const waiting = from !== null && template.loading;
  const missing = from !== null && !template.loading && template.data === null;

  return (
    <div data-testid="add-product-page">
      <PageTitle title={title} breadcrumbs={[t('productForm.breadcrumb'), title]} />
      {template.data && (
        <Alert color="info" className="py-2" data-testid="add-product-copy">
          {t('productForm.copyFrom', { name: template.data.name })}
        </Alert>
      )}
      {missing && (
        <Alert color="warning" className="py-2">
          {t('productForm.copyMissing')}
        </Alert>
      )}
      {waiting ? (
        <div className="text-center py-5" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {t('productForm.dialog.loading')}
        </div>
      ) : (
        <AddProductForm
          key={`${location.key}-${saves}`}
          initialValues={initialAddValues({ name: params.name, size: params.size, template: template.data })}
          onSaved={(saved) => {
            setSaves((n) => n + 1);
            navigate(addProductPath(saved.name, saved.size));
          }}
        />
      )}
    </div>
  );
}
