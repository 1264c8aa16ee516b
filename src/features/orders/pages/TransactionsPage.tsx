// Placeholder: the screen is being built.
export default function TransactionsPage() {
  return null;
}
