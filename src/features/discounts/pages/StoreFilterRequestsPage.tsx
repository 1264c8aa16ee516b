// Placeholder: the screen is being built.
export default function StoreFilterRequestsPage() {
  return null;
}
