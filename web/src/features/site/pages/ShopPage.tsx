/** /boutique (stub: the site work writes this page). */
export default function ShopPage() {
  return <main id="contenu" />;
}
