/** /cgv (stub: the site work writes this page). */
export default function TermsPage() {
  return <main id="contenu" />;
}
