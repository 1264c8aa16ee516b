// Placeholder: the screen is being built.
export default function AddProductPage() {
  return null;
}
