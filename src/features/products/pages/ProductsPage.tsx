// Placeholder: the screen is being built.
export default function ProductsPage() {
  return null;
}
