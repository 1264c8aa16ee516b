import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../auth/access';

/**
 * Every screen of the route table, lazy-loaded so each feature ships only when opened. The type
 * is a full Record: a screen id without its screen does not compile.
 */
export const SCREENS: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  dev: lazy(() => import('../features/dev/pages/DevPage')),
  dashboard: lazy(() => import('../features/dashboard/pages/DashboardPage')),
  users: lazy(() => import('../features/users/pages/UsersPage')),
  employees: lazy(() => import('../features/users/pages/EmployeesPage')),
  warehouses: lazy(() => import('../features/branches/pages/WarehousesPage')),
  stores: lazy(() => import('../features/branches/pages/StoresPage')),
  variants: lazy(() => import('../features/variants/pages/VariantsPage')),
  deliveryLocations: lazy(() => import('../features/variants/pages/DeliveryLocationsPage')),
  products: lazy(() => import('../features/products/pages/ProductsPage')),
  soldProducts: lazy(() => import('../features/products/pages/SoldProductsPage')),
  addProduct: lazy(() => import('../features/products/pages/AddProductPage')),
  transferHistory: lazy(() => import('../features/products/pages/TransferHistoryPage')),
  storeFilterProducts: lazy(() => import('../features/products/pages/StoreFilterProductsPage')),
  storeSold: lazy(() => import('../features/products/pages/StoreSoldPage')),
  callCentreProducts: lazy(() => import('../features/products/pages/CallCentreProductsPage')),
  addOrder: lazy(() => import('../features/products/pages/StoreProductsOrderPage')),
  discountRequests: lazy(() => import('../features/discounts/pages/DiscountRequestsPage')),
  callCentreDiscountRequests: lazy(() => import('../features/discounts/pages/CallCentreDiscountRequestsPage')),
  storeFilterRequests: lazy(() => import('../features/discounts/pages/StoreFilterRequestsPage')),
  deliveryOrders: lazy(() => import('../features/deliveries/pages/DeliveryOrdersPage')),
  callCentreDelivery: lazy(() => import('../features/deliveries/pages/CallCentreDeliveryPage')),
  storeOrders: lazy(() => import('../features/orders/pages/StoreOrdersPage')),
  merchantOrders: lazy(() => import('../features/orders/pages/MerchantOrdersPage')),
  transactions: lazy(() => import('../features/orders/pages/TransactionsPage')),
  lotteries: lazy(() => import('../features/lottery/pages/LotteriesPage')),
  lotteryTypes: lazy(() => import('../features/lottery/pages/LotteryTypesPage')),
  appAdmin: lazy(() => import('../features/appConfig/pages/AppAdminPage')),
  deliveryReport: lazy(() => import('../features/reports/pages/DeliveryReportPage')),
  salesReport: lazy(() => import('../features/reports/pages/SalesReportPage')),
  salesList: lazy(() => import('../features/salesLists/pages/SalesListPage')),
  merchantSales: lazy(() => import('../features/salesLists/pages/MerchantSalesPage')),
  customerSales: lazy(() => import('../features/salesLists/pages/CustomerSalesPage')),
};
