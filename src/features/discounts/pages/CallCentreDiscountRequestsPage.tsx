// Placeholder: the screen is being built.
export default function CallCentreDiscountRequestsPage() {
  return null;
}
