/** /communaute (stub: the site work writes this page). */
export default function CommunityPage() {
  return <main id="contenu" />;
}
