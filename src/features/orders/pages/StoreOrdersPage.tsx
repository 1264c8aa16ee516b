// Placeholder: the screen is being built.
export default function StoreOrdersPage() {
  return null;
}
