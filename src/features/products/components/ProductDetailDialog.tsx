// Owned by the product form work (add product, detail and edit dialog): placeholder signature.
export interface ProductDetailDialogProps {
  /** The product to show; null keeps the dialog closed. */
  productId: string | null;
  /** 'view': read-only (no picture remove buttons, no save); 'edit': the edit form with save and delete. */
  mode: 'view' | 'edit';
  onClose: () => void;
}

export function ProductDetailDialog(_props: ProductDetailDialogProps) {
  return null;
}
