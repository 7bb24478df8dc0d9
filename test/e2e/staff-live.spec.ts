import type { Page } from '@playwright/test';
import { ticketCreatedMessage } from '../../shared/schemas/messages';
import { appReady, expect, expectToastShown, recordToasts, storageStatePath, test, toast } from './support/fixtures';

/**
 * Issue 21, told when a member waits: an educator has the console open on the unassigned queue; an Expert+ member, in
 * a browser of their own, opens an urgent ticket. Without a reload, the console says so in a toast, lists the ticket
 * and counts it in the tab's title, which goes back to the plain title once the educator looks.
 */

/**
 * Resolves once the page's subscription to its staff channel (`/staff/<sub>`) is acknowledged. Call it before navigating.
 * The staff member's own member channel has a socket of its own on the same page: the one that subscribes to
 * `/staff/…` is awaited, whichever opens first.
 */
function staffChannelSubscribed(page: Page): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No staff channel subscription within 60 s')), 60_000);
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/event/realtime')) return;
      let id: string | undefined;
      socket.on('framesent', (frame) => {
        const message = JSON.parse(String(frame.payload)) as { type?: string; id?: string; channel?: string };
        if (message.type === 'subscribe' && message.channel?.startsWith('/staff/') && message.id) id = message.id;
      });
      socket.on('framereceived', (frame) => {
        const payload = String(frame.payload);
        if (id && payload.includes('"subscribe_success"') && payload.includes(id)) {
          clearTimeout(timer);
          resolve(payload);
        }
      });
    });
  });
}

test.describe('the console told live', () => {
  test.use({ as: 'educator' });

  test('a member opens an urgent ticket: it appears in the open console without a reload, with a toast and the tab count', async ({ page, browser, baseURL }) => {
    test.slow(); // two browsers
    const title = `Urgence e2e ${Date.now().toString(36)} : il a avalé une chaussette`;

    // The console's toast comes while the member's own is checked, and lasts 3.5 s: the page records what it shows.
    await recordToasts(page);
    const subscribed = staffChannelSubscribed(page);
    await page.goto('/equipe/tickets?file=non-assignes');
    await subscribed;
    await expect(page.getByRole('tab', { name: /Non assignés/, selected: true })).toBeVisible();
    await expect(page).toHaveTitle('Console — La Meute');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    // The member, in a browser of their own, opens an urgent ticket.
    const memberContext = await browser.newContext({ storageState: storageStatePath('expert'), baseURL });
    const member = await memberContext.newPage();
    await member.goto('/membre/tickets');
    await appReady(member);
    await member.getByRole('button', { name: 'Nouveau ticket' }).click();
    const dialog = member.getByRole('dialog', { name: 'Nouveau ticket' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Description').fill('Il a avalé une chaussette il y a une heure, il semble en forme mais je m’inquiète.');
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Comportement' });
    await dialog.getByLabel('Priorité').selectOption('urgent');
    await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
    await expect(toast(member, ticketCreatedMessage('urgent'))).toBeVisible();
    await memberContext.close();

    // The console, never reloaded: the toast, the ticket in the queue, the count in the tab's title.
    // (Other specs running at the same time may add their own tickets to the count and toasts: at least this one.)
    await expectToastShown(page, 'Nouveau ticket urgent d’Étienne', title);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page).toHaveTitle(/^\([1-9]\d*\) Console — La Meute$/);

    // The educator looks (a click in the console): the count goes.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page).toHaveTitle('Console — La Meute');
  });
});
