// Placeholder: the screen is being built.
export default function DeliveryOrdersPage() {
  return null;
}
