import { lazyBanner, lazyDialog } from '../components/ErrorBoundary';
import type { SaleWizards } from '../entities/product/saleWizards';

/**
 * The wizards the product grids open, wired here so the products feature never imports the
 * selling or discounts features. Each loads with its first use; one that cannot be downloaded
 * (offline) or fails shows a failure dialog with Try again, and the grid keeps its selection.
 */
export const SALE_WIZARDS: SaleWizards = {
  sellStore: lazyDialog(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellStoreWizard }))),
  sellDelivery: lazyDialog(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellDeliveryWizard }))),
  sellMerchant: lazyDialog(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellMerchantWizard }))),
  discount: lazyDialog(() => import('../features/discounts/components/DiscountRequestWizard').then((m) => ({ default: m.DiscountRequestWizard }))),
  // A banner, not a dialog: while its chunk loads (or if it cannot), the grid shows without it.
  unfinishedDiscounts: lazyBanner(() => import('../features/discounts/components/UnfinishedDiscountRequests')),
};
