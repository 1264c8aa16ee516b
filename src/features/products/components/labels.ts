// Owned by the stock moves work (labels): placeholder signature.
import type { Product } from '../domain/product';

/** Prints the CODE128 label of each product through the browser's print dialog, then marks them printed. */
export async function printLabels(_products: readonly Product[]): Promise<void> {}
