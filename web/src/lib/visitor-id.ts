/**
 * This browser's visitor id: a random UUID kept in localStorage. A share link is asked with it (the sharer's
 * browser) and a visit is counted with it (the visitor's browser), so the server can tell a member opening their own
 * link from someone else. It identifies a browser, never a person, and proves nothing: the server caps what it pays.
 */
const STORAGE_KEY = 'la-meute.visitor-id';

/** Kept for the page's life when storage is refused (private mode, blocked cookies). */
let fallback: string | undefined;

export function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
