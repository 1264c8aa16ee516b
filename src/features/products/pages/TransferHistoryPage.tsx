// Placeholder: the screen is being built.
export default function TransferHistoryPage() {
  return null;
}
