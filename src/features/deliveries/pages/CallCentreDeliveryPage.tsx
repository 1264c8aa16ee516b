// Placeholder: the screen is being built.
export default function CallCentreDeliveryPage() {
  return null;
}
