// Placeholder: the screen is being built.
export default function StoreProductsOrderPage() {
  return null;
}
