import type { ComponentType } from 'react';
import type { Product } from '../domain/product';
import type { SaleAction } from './SelectionBar';

/** What every sale or discount-request wizard opened from a product grid receives. */
export interface SaleWizardProps {
  /** The selected products, as the screen shows them (a change by someone else meanwhile fails the sale). */
  products: readonly Product[];
  isOpen: boolean;
  onClose: () => void;
  /** Called after the sale or request went through (the grid clears its selection). */
  onDone?: () => void;
}

export type SaleWizards = Partial<Record<SaleAction, ComponentType<SaleWizardProps>>>;
