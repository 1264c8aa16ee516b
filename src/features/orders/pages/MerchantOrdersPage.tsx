// Placeholder: the screen is being built.
export default function MerchantOrdersPage() {
  return null;
}
