import type { SaleWizards } from '../components/saleWizards';

/**
 * The wizards the product grids' sale and discount buttons open (selling and discount features).
 * A button whose wizard is not listed here shows disabled with a "not available yet" hint.
 */
export const SALE_WIZARDS: SaleWizards = {};
