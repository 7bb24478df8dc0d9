/**
 * The training reminders' notifications (issue 25), in the app's worker since issue 27 (they were web/public/push-sw.js's
 * only job). A push shows the reminder the server sent (title, body); a click opens its page, the dashboard by default
 * (in a tab already on the site if there is one); the action 'Arrêter les rappels' sends the reminder's one-click stop
 * (a signed link, no sign-in) and says it is done.
 */

/** What functions/ sends (the reminder's payload): each field optional, a non-JSON payload is the body. */
interface ReminderMessage {
  title?: string;
  body?: string;
  tag?: string;
  url?: string;
  stopUrl?: string | null;
}

interface ReminderData {
  url?: string;
  stopUrl?: string | null;
}

const DASHBOARD = '/membre/dashboard';
/** The notifications' icon: the installed app's (web/public/icons/, from the favicon). */
const ICON = '/icons/icon-192.png';

export function addPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    let message: ReminderMessage = {};
    try {
      message = event.data ? (event.data.json() as ReminderMessage) : {};
    } catch {
      message = { body: event.data ? event.data.text() : '' };
    }
    const data: ReminderData = { url: message.url || DASHBOARD, stopUrl: message.stopUrl || null };
    event.waitUntil(
      worker.registration.showNotification(message.title || 'La Meute', {
        body: message.body || '',
        tag: message.tag || 'rappel',
        icon: ICON,
        lang: 'fr',
        data,
        // `actions` is in Chrome and Edge (not yet in TypeScript's NotificationOptions); others ignore it.
        ...{ actions: message.stopUrl ? [{ action: 'stop', title: 'Arrêter les rappels' }] : [] },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    const { url, stopUrl } = (event.notification.data ?? {}) as ReminderData;
    event.notification.close();
    if (event.action === 'stop' && stopUrl) {
      event.waitUntil(
        fetch(stopUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
          .then((response) =>
            worker.registration.showNotification(response.ok ? 'Rappels arrêtés' : 'Les rappels n’ont pas pu être arrêtés', {
              body: response.ok ? 'Tu ne recevras plus de rappel d’entraînement. Tu peux les réactiver depuis « Mon compte ».' : 'Réessaie depuis « Mon compte ».',
              tag: 'rappels-arretes',
              icon: ICON,
              lang: 'fr',
            }),
          )
          .catch(() => undefined),
      );
      return;
    }
    const target = new URL(url || DASHBOARD, worker.location.origin).href;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
        const open = tabs.find((tab) => tab.url.startsWith(worker.location.origin));
        if (open) return (await open.navigate(target))?.focus() ?? open.focus();
        return worker.clients.openWindow(target);
      }),
    );
  });
}
