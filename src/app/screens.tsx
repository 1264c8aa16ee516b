import { lazy, type ComponentType, type ReactElement } from 'react';
import type { ScreenId } from '../auth/access';

/** A page that serves one route. */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return <Page />;
}

// Pages that serve several routes, told apart by a prop.
const BranchesPage = lazy(() => import('../features/branches/pages/BranchesPage'));
const DiscountRequestsPage = lazy(() => import('../features/discounts/pages/DiscountRequestsPage'));
const DeliveryOrdersPage = lazy(() => import('../features/deliveries/pages/DeliveryOrdersPage'));
const SalesListPage = lazy(() => import('../features/salesLists/pages/SalesListPage'));

/**
 * Every screen of the route table, lazy-loaded so each feature ships only when opened. The type
 * is a full Record: a screen id without its screen does not compile.
 */
export const SCREENS: Record<ScreenId, ReactElement> = {
  dev: page(() => import('../features/dev/pages/DevPage')),
  dashboard: page(() => import('../features/dashboard/pages/DashboardPage')),
  users: page(() => import('../features/users/pages/UsersPage')),
  employees: page(() => import('../features/users/pages/EmployeesPage')),
  warehouses: <BranchesPage kind="warehouse" />,
  stores: <BranchesPage kind="stores" />,
  variants: page(() => import('../features/variants/pages/VariantsPage')),
  deliveryLocations: page(() => import('../features/variants/pages/DeliveryLocationsPage')),
  products: page(() => import('../features/products/pages/ProductsPage')),
  soldProducts: page(() => import('../features/products/pages/SoldProductsPage')),
  addProduct: page(() => import('../features/products/pages/AddProductPage')),
  transferHistory: page(() => import('../features/products/pages/TransferHistoryPage')),
  storeFilterProducts: page(() => import('../features/products/pages/StoreFilterProductsPage')),
  storeSold: page(() => import('../features/products/pages/StoreSoldPage')),
  callCentreProducts: page(() => import('../features/products/pages/CallCentreProductsPage')),
  addOrder: page(() => import('../features/products/pages/StoreProductsOrderPage')),
  discountRequests: <DiscountRequestsPage kind="all" />,
  callCentreDiscountRequests: <DiscountRequestsPage kind="callCentre" />,
  storeFilterRequests: <DiscountRequestsPage kind="store" />,
  deliveryOrders: <DeliveryOrdersPage page="deliveryOrders" />,
  callCentreDelivery: <DeliveryOrdersPage page="callCentre" />,
  storeOrders: page(() => import('../features/orders/pages/StoreOrdersPage')),
  merchantOrders: page(() => import('../features/orders/pages/MerchantOrdersPage')),
  transactions: page(() => import('../features/orders/pages/TransactionsPage')),
  lotteries: page(() => import('../features/lottery/pages/LotteriesPage')),
  lotteryTypes: page(() => import('../features/lottery/pages/LotteryTypesPage')),
  appAdmin: page(() => import('../features/appConfig/pages/AppAdminPage')),
  deliveryReport: page(() => import('../features/reports/pages/DeliveryReportPage')),
  salesReport: page(() => import('../features/reports/pages/SalesReportPage')),
  salesList: <SalesListPage kind="salesList" />,
  merchantSales: <SalesListPage kind="merchantSales" />,
  customerSales: <SalesListPage kind="customerSales" />,
};
