// Skeleton (issue 17): replaced by the page itself.
export default function SelectTemplatePage() {
  return <div>SelectTemplatePage</div>;
}
