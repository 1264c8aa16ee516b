import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canPrintLabels, canSellOnStoreScreen } from '../components/browserState';
import { ProductBrowser } from '../components/ProductBrowser';
import type { BulkAction } from '../components/SelectionBar';

/**
 * /store/sold: the store's products with the sell-in-store and discount-request actions, 200 per
 * page; those two buttons only for Manager, Admin and the Reception roles (docs/roles.md).
 */
export default function StoreSoldPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const actions: BulkAction[] = [];
  if (canSellOnStoreScreen(user.role)) actions.push('discount', 'sellStore');
  if (canPrintLabels(user.role)) actions.push('print');
  return (
    <ProductBrowser
      testId="store-sold-page"
      title={t('menu.storeSold')}
      breadcrumbs={[t('menu.sections.shop'), t('menu.storeSold')]}
      kind="inStock"
      pageSize={200}
      fixedLocationType="store"
      bulkActions={actions}
      focusSearch
      cardActions={canPrintLabels(user.role) ? ['details', 'print'] : ['details']}
    />
  );
}
