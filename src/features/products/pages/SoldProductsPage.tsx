// Placeholder: the screen is being built.
export default function SoldProductsPage() {
  return null;
}
