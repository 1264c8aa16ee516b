// Owned by the stock moves work: placeholder signature.
import type { Product } from '../domain/product';

export interface MoveWizardProps {
  /** The selected products, as the screen shows them (a change by someone else meanwhile fails the move). */
  products: readonly Product[];
  isOpen: boolean;
  onClose: () => void;
  /** Called after a successful move (e.g. to clear the selection). */
  onMoved?: () => void;
}

export function MoveWizard(_props: MoveWizardProps) {
  return null;
}
