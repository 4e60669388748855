// Skeleton (issue 17): replaced by the page itself.
export default function MiniProgramPage() {
  return <div>MiniProgramPage</div>;
}
