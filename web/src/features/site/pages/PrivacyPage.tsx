/** /confidentialite (stub: the site work writes this page). */
export default function PrivacyPage() {
  return <main id="contenu" />;
}
