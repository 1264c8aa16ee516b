import { lazy } from 'react';
import type { SaleWizards } from '../entities/product/saleWizards';

/**
 * The wizards the product grids open, wired here so the products feature never imports the
 * selling or discounts features. Each loads with its first use.
 */
export const SALE_WIZARDS: SaleWizards = {
  sellStore: lazy(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellStoreWizard }))),
  sellDelivery: lazy(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellDeliveryWizard }))),
  sellMerchant: lazy(() => import('../features/selling/components/SaleWizard').then((m) => ({ default: m.SellMerchantWizard }))),
  discount: lazy(() => import('../features/discounts/components/DiscountRequestWizard').then((m) => ({ default: m.DiscountRequestWizard }))),
};
