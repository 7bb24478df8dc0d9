/** /a-propos (stub: the site work writes this page). */
export default function AboutPage() {
  return <main id="contenu" />;
}
