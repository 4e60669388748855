// Skeleton (issue 17): replaced by the page itself.
export default function SyncPage() {
  return <div>SyncPage</div>;
}
