/*
 * La Meute — the service worker of the training reminders' notifications (issue 25), and nothing else: no cache, no
 * offline (issue 27's PWA will bring its own worker and take these two handlers over). A push shows the reminder the
 * server sent (title, body); a click opens the dashboard (or focuses a tab already on the site); the action
 * 'Arrêter les rappels' sends the reminder's one-click stop (a signed link, no sign-in) and says it is done.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'La Meute';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || 'rappel',
      icon: '/favicon.svg',
      lang: 'fr',
      data: { url: message.url || '/membre/dashboard', stopUrl: message.stopUrl || null },
      actions: message.stopUrl ? [{ action: 'stop', title: 'Arrêter les rappels' }] : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const { url, stopUrl } = event.notification.data || {};
  event.notification.close();
  if (event.action === 'stop' && stopUrl) {
    event.waitUntil(
      fetch(stopUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
        .then((response) => self.registration.showNotification(response.ok ? 'Rappels arrêtés' : 'Les rappels n’ont pas pu être arrêtés', {
          body: response.ok ? 'Tu ne recevras plus de rappel d’entraînement. Tu peux les réactiver depuis « Mon compte ».' : 'Réessaie depuis « Mon compte ».',
          tag: 'rappels-arretes',
          icon: '/favicon.svg',
          lang: 'fr',
        }))
        .catch(() => undefined),
    );
    return;
  }
  const target = new URL(url || '/membre/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then((tab) => (tab || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
