// Placeholder of the skeleton: replaced by the page's work before this lands.
export default function Page() {
  return null;
}
