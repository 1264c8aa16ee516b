import type { SaleWizards } from '../components/saleWizards';
import { SellDeliveryWizard, SellMerchantWizard, SellStoreWizard } from '../../selling/components/SaleWizard';
import { DiscountRequestWizard } from '../../discounts/components/DiscountRequestWizard';

/**
 * The wizards the product grids' sale and discount buttons open (selling and discount features).
 * A button whose wizard is not listed here shows disabled with a "not available yet" hint.
 */
export const SALE_WIZARDS: SaleWizards = {
  sellStore: SellStoreWizard,
  sellDelivery: SellDeliveryWizard,
  sellMerchant: SellMerchantWizard,
  discount: DiscountRequestWizard,
};
