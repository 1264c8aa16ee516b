// Placeholder: the screen is being built.
export default function CallCentreProductsPage() {
  return null;
}
