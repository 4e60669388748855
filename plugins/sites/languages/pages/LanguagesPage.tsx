// Skeleton (issue 17): replaced by the page itself.
export default function LanguagesPage() {
  return <div>LanguagesPage</div>;
}
