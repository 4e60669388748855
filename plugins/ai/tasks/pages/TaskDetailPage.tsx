// Skeleton page (issue 16): replaced by the area's real page.
export default function TaskDetailPage() {
  return <div>TaskDetailPage</div>;
}
