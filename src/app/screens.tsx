import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../auth/access';

/**
 * Screens that exist, lazy-loaded so each feature ships only when opened.
 * Each feature issue adds its screens here; a screen missing from this map shows
 * the "not available yet" page.
 */
export const SCREENS: Partial<Record<ScreenId, LazyExoticComponent<ComponentType>>> = {
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
};
