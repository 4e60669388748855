// Skeleton (issue 17): replaced by the page itself.
export default function TemplatePage() {
  return <div>TemplatePage</div>;
}
