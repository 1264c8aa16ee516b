// Placeholder: the screen is being built.
export default function StoreSoldPage() {
  return null;
}
