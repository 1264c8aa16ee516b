import type { Firestore } from 'firebase-admin/firestore';

export interface UndoOpenSalesReport {
  undone: string[];
  closedLeftovers: string[];
  stillHeld: { openSaleId: string; productId: string }[];
  released: number;
}

export function undoOpenSales(db: Firestore, options?: { apply?: boolean; log?: (line: string) => void }): Promise<UndoOpenSalesReport>;
