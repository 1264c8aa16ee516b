import type { ComponentType, ReactElement } from 'react';
import { retryableLazy } from '../components/lazyRetry';
import { findRoute, type ScreenId } from '../auth/access';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Every page's chunk, by screen. A module is fetched once: what preloadScreen() starts early,
 * React.lazy() then finds loaded. One that could not be downloaded is fetched again by the
 * screen's Try again (retryableLazy; the shell's error boundary shows the failure).
 */
const LOADERS: Record<ScreenId, () => Promise<{ default: unknown }>> = {
  dev: () => import('../features/dev/pages/DevPage'),
  dashboard: () => import('../features/dashboard/pages/DashboardPage'),
  users: () => import('../features/users/pages/UsersPage'),
  employees: () => import('../features/users/pages/EmployeesPage'),
  warehouses: () => import('../features/branches/pages/BranchesPage'),
  stores: () => import('../features/branches/pages/BranchesPage'),
  variants: () => import('../features/variants/pages/VariantsPage'),
  deliveryLocations: () => import('../features/variants/pages/DeliveryLocationsPage'),
  products: () => import('../features/products/pages/ProductsPage'),
  soldProducts: () => import('../features/products/pages/SoldProductsPage'),
  addProduct: () => import('../features/products/pages/AddProductPage'),
  transferHistory: () => import('../features/products/pages/TransferHistoryPage'),
  storeFilterProducts: () => import('../features/products/pages/StoreFilterProductsPage'),
  callCentreProducts: () => import('../features/products/pages/CallCentreProductsPage'),
  addOrder: () => import('../features/products/pages/StoreProductsOrderPage'),
  discountRequests: () => import('../features/discounts/pages/DiscountRequestsPage'),
  callCentreDiscountRequests: () => import('../features/discounts/pages/DiscountRequestsPage'),
  storeFilterRequests: () => import('../features/discounts/pages/DiscountRequestsPage'),
  deliveryOrders: () => import('../features/deliveries/pages/DeliveryOrdersPage'),
  callCentreDelivery: () => import('../features/deliveries/pages/DeliveryOrdersPage'),
  storeOrders: () => import('../features/orders/pages/StoreOrdersPage'),
  merchantOrders: () => import('../features/orders/pages/MerchantOrdersPage'),
  transactions: () => import('../features/orders/pages/TransactionsPage'),
  lotteries: () => import('../features/lottery/pages/LotteriesPage'),
  lotteryTypes: () => import('../features/lottery/pages/LotteryTypesPage'),
  appAdmin: () => import('../features/appConfig/pages/AppAdminPage'),
  deliveryReport: () => import('../features/reports/pages/DeliveryReportPage'),
  salesReport: () => import('../features/reports/pages/SalesReportPage'),
  salesList: () => import('../features/salesLists/pages/SalesListPage'),
  merchantSales: () => import('../features/salesLists/pages/SalesListPage'),
  customerSales: () => import('../features/salesLists/pages/SalesListPage'),
  stockCounts: () => import('../features/stockCounts/pages/StockCountsPage'),
  returns: () => import('../features/returns/pages/ReturnsPage'),
  ebarimt: () => import('../features/ebarimt/pages/EbarimtPage'),
  cashShift: () => import('../features/shifts/pages/CashShiftPage'),
  shifts: () => import('../features/shifts/pages/ShiftsPage'),
  audit: () => import('../features/audit/pages/AuditPage'),
};

/**
 * Starts fetching the chunk of the screen at `pathname` (when it is one), so it arrives while the
 * session is being restored instead of after it (the time to the first product card).
 */
export function preloadScreen(pathname: string): void {
  const route = findRoute(pathname);
  if (route) void LOADERS[route.screen]().catch(() => undefined);
}

/** A page that serves one route. */
function page(screen: ScreenId): ReactElement {
  const Page = retryableLazy(LOADERS[screen] as () => PageModule);
  return <Page />;
}

// Pages that serve several routes, told apart by a prop.
const BranchesPage = retryableLazy(() => import('../features/branches/pages/BranchesPage'));
const DiscountRequestsPage = retryableLazy(() => import('../features/discounts/pages/DiscountRequestsPage'));
const DeliveryOrdersPage = retryableLazy(() => import('../features/deliveries/pages/DeliveryOrdersPage'));
const SalesListPage = retryableLazy(() => import('../features/salesLists/pages/SalesListPage'));

/**
 * Every screen of the route table, lazy-loaded so each feature ships only when opened. The type
 * is a full Record: a screen id without its screen does not compile.
 */
export const SCREENS: Record<ScreenId, ReactElement> = {
  dev: page('dev'),
  dashboard: page('dashboard'),
  users: page('users'),
  employees: page('employees'),
  warehouses: <BranchesPage kind="warehouse" />,
  stores: <BranchesPage kind="stores" />,
  variants: page('variants'),
  deliveryLocations: page('deliveryLocations'),
  products: page('products'),
  soldProducts: page('soldProducts'),
  addProduct: page('addProduct'),
  transferHistory: page('transferHistory'),
  storeFilterProducts: page('storeFilterProducts'),
  callCentreProducts: page('callCentreProducts'),
  addOrder: page('addOrder'),
  discountRequests: <DiscountRequestsPage kind="all" />,
  callCentreDiscountRequests: <DiscountRequestsPage kind="callCentre" />,
  storeFilterRequests: <DiscountRequestsPage kind="store" />,
  deliveryOrders: <DeliveryOrdersPage page="deliveryOrders" />,
  callCentreDelivery: <DeliveryOrdersPage page="callCentre" />,
  storeOrders: page('storeOrders'),
  merchantOrders: page('merchantOrders'),
  transactions: page('transactions'),
  lotteries: page('lotteries'),
  lotteryTypes: page('lotteryTypes'),
  appAdmin: page('appAdmin'),
  deliveryReport: page('deliveryReport'),
  salesReport: page('salesReport'),
  salesList: <SalesListPage kind="salesList" />,
  merchantSales: <SalesListPage kind="merchantSales" />,
  customerSales: <SalesListPage kind="customerSales" />,
  stockCounts: page('stockCounts'),
  returns: page('returns'),
  ebarimt: page('ebarimt'),
  cashShift: page('cashShift'),
  shifts: page('shifts'),
  audit: page('audit'),
};
