// Skeleton page (issue 16): replaced by the area's real page.
export default function DialoguePage() {
  return <div>DialoguePage</div>;
}
