/** / (stub: the site work writes this page). */
export default function LandingPage() {
  return <main id="contenu" />;
}
