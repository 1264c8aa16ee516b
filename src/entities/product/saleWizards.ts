import { createContext, useContext, type ComponentType } from 'react';
import type { Product } from './product';

/** What every sale or discount-request wizard opened from a product grid receives. */
export interface SaleWizardProps {
  /** The selected products, as the screen shows them (a change by someone else meanwhile fails the sale). */
  products: readonly Product[];
  isOpen: boolean;
  onClose: () => void;
  /** Called after the sale or request went through (the grid clears its selection). */
  onDone?: () => void;
}

/** The grid's sale actions (the selection bar's buttons that open a wizard). */
export type SaleAction = 'discount' | 'sellMerchant' | 'sellStore' | 'sellDelivery';

export type SaleWizards = Partial<Record<SaleAction, ComponentType<SaleWizardProps>>> & {
  /** The requester's discount requests started and not finished, shown above the grids with the discount button (discounts feature). */
  unfinishedDiscounts?: ComponentType;
};

/**
 * The wizards the product grids' sale and discount buttons open. The selling and discount features
 * own them; the app wires them in (src/app/saleWizards.ts), so the product grids never import
 * another feature. A button whose wizard is not provided shows disabled with a "not available yet" hint.
 */
export const SaleWizardsContext = createContext<SaleWizards>({});

export function useSaleWizards(): SaleWizards {
  return useContext(SaleWizardsContext);
}
