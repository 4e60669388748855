// Skeleton (issue 17): replaced by the page itself.
export default function FinishPage() {
  return <div>FinishPage</div>;
}
