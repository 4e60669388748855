// /zhProduct/tag: the product tags.
export default function ProductTagsPage() {
  return null;
}
