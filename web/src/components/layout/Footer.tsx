/** Site footer (stub: the site work writes the real one). */
export function Footer() {
  return <footer />;
}
