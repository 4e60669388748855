// /zhProduct/list: the catalogue — a category tree beside the product table.
export default function ProductListPage() {
  return null;
}
