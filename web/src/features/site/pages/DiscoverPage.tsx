/** /decouvrir (stub: the site work writes this page). */
export default function DiscoverPage() {
  return <main id="contenu" />;
}
