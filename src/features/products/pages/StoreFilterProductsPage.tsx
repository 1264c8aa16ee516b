// Placeholder: the screen is being built.
export default function StoreFilterProductsPage() {
  return null;
}
