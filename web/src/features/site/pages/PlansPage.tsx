/** /offres (stub: the site work writes this page). */
export default function PlansPage() {
  return <main id="contenu" />;
}
