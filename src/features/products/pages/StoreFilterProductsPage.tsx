import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { canPrintLabels, canSellOnStoreScreen } from '../components/browserState';
import type { BulkAction } from '../components/SelectionBar';
import { ProductBrowser } from '../components/ProductBrowser';
import { ShiftRequiredNotice } from '../../../entities/shift/ShiftRequiredNotice';
import { useCashDrawer } from '../../../entities/shift/useCashDrawer';

/**
 * /store/filterProducts (also /store/sold): the seller's one product grid, its own store's products,
 * 8 per page, with sell in store, the discount request and labels (Reception roles, dev).
 */
export default function StoreFilterProductsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const print = canPrintLabels(user.role);
  // The counter of a store whose sales need an open cash shift says so while none is open (docs/shifts.md).
  const drawer = useCashDrawer(user.isSeller ? user.locationId : null);
  // The seller's landing screen is its counter: a sale starts here (scan, then sell in store), and
  // so does a discount request.
  const actions: BulkAction[] = [];
  if (canSellOnStoreScreen(user.role)) actions.push('discount', 'sellStore');
  if (print) actions.push('print');
  return (
    <ProductBrowser
      testId="store-filter-products-page"
      title={t('menu.storeFilterProducts')}
      breadcrumbs={[t('menu.sections.shop'), t('menu.storeFilterProducts')]}
      kind="inStock"
      pageSize={8}
      fixedLocationType="store"
      bulkActions={actions}
      focusSearch
      notice={<ShiftRequiredNotice drawer={drawer.data} />}
      cardActions={print ? ['details', 'print'] : ['details']}
    />
  );
}
