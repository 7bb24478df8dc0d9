/** /mentions-legales (stub: the site work writes this page). */
export default function LegalNoticePage() {
  return <main id="contenu" />;
}
