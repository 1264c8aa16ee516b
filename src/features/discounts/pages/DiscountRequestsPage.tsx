// Placeholder: the screen is being built.
export default function DiscountRequestsPage() {
  return null;
}
