import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { routes } from '../../shared/contract/routes';
import { BRAND } from '../../shared/brand';
import { PLANS } from '../../shared/domain/plans';
import { rewardByType } from '../../shared/domain/rewards';
import { SHOP_PRODUCTS } from '../../shared/domain/shop';
import { SANDBOX_CARDS } from '../../scripts/dev/stripe-sandbox';
import { createMember, expect, test, toast, type CreatedMember, type NewMember } from './support/fixtures';
import { callAs, givePoints } from './support/points';
import { readStackEnv } from './support/stack-env';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * Issue 23, part A: what a member holds and has not used (a reward their points bought, a ticket credit bought in the
 * shop) is shown in the dashboard's flow, never over a page's main action. At 360 and 1440 px, a member holding both
 * clicks 'Payer … et réserver' on /membre/visios and 'Envoyer' on their ticket with real clicks (Playwright's
 * actionability check: nothing may cover the button), and both succeed. Then the team gives them Premium: the
 * subscription page explains the gift and offers to subscribe, with no portal button (the portal said 'Aucun
 * abonnement en cours').
 */

const ticket = rewardByType('ticket_standard');

/** The member's own call to the API, with the session the browser holds (as the app itself sends it). */
async function callAsMember(member: CreatedMember, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${readStackEnv('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

const exchangeTicket = (member: CreatedMember) => callAsMember(member, 'POST', '/rewards/exchange', { rewardType: 'ticket_standard', requestId: randomUUID() });

/** Buys a standard ticket in the shop, through the sandbox checkout in a new tab, as payments.spec.ts does. */
async function buyTicket(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/boutique');
  const product = SHOP_PRODUCTS.ticket_standard.name;
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('article', { name: product, exact: true }).getByRole('button', { name: `Acheter : ${product}` }).click(),
  ]);
  await tab.waitForURL(/\/checkout\//);
  await tab.getByLabel('Numéro de carte').fill(SANDBOX_CARDS.success);
  await tab.getByRole('button', { name: /^Payer/ }).click();
  await tab.waitForURL(/\/membre\/dashboard$/);
  await tab.close();
}

/** The member's id, found with the admin's member search. */
async function memberId(member: NewMember): Promise<string> {
  const { users } = routes.adminUsers.output.parse(await callAs('admin', 'GET', `/admin/users?search=${encodeURIComponent(member.email)}`));
  const found = users.find((user) => user.email === member.email);
  if (!found) throw new Error(`No member ${member.email}`);
  return found.id;
}

/** YYYY-MM-DD, `days` from today (the gift's last day). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const [size, viewport] of [
  ['360 px', MOBILE],
  ['1440 px', DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('a member holding a reward and a shop credit books and replies with real clicks; a plan given by the team is explained, with no portal', async ({
      page,
      context,
    }) => {
      test.slow(); // a sign-up, a payment tab, a checkout tab, a dozen pages
      const member = await createMember(page, 'actions');

      // A ticket opened with a first exchanged reward; then one more reward and a ticket bought in the shop, both unused.
      expect(await givePoints(member.email, 2 * ticket.pointsCost)).toBe(2 * ticket.pointsCost);
      await exchangeTicket(member);
      const stamp = Date.now().toString(36);
      const created = await callAsMember(member, 'POST', '/tickets', {
        title: `Il tire en laisse (${stamp})`,
        description: 'Dès qu’il voit un autre chien, il tire très fort et aboie ; je ne sais plus comment réagir.',
        category: 'reactif',
        priority: 'standard',
        requestId: randomUUID(),
      });
      const ticketPath = `/membre/tickets/${routes.createTicket.output.parse(created).ticket.id}`;
      await exchangeTicket(member);
      await buyTicket(page, context);

      // The dashboard holds them in its flow, each named by what it is: a reward, a credit bought in the shop.
      await page.goto('/membre/dashboard');
      const toUse = page.getByRole('main').getByRole('region', { name: 'Tes récompenses et crédits à utiliser' });
      await expect(toUse.getByRole('listitem')).toHaveCount(2);
      await expect(toUse.getByRole('listitem').filter({ hasText: 'Récompense échangée contre tes points' })).toContainText(ticket.name);
      await expect(toUse.getByRole('listitem').filter({ hasText: 'Crédit acheté en boutique' })).toContainText(SHOP_PRODUCTS.ticket_standard.name);
      await expect(toUse.getByRole('link', { name: 'Poser ma question' }).first()).toHaveAttribute('href', '/membre/tickets');

      // /membre/visios: the paid booking's button takes a real click (a later week, its last day and time, away
      // from the other journeys' slots), opens the checkout, and turning back there frees the slot.
      await page.goto('/membre/visios');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const nextWeek = page.getByRole('button', { name: 'Semaine suivante' });
      if (await nextWeek.isEnabled()) await nextWeek.click();
      await page.getByRole('group', { name: 'Jour' }).getByRole('button').last().click();
      await page.getByRole('group', { name: /^Heure, le / }).getByRole('button').last().click();
      await expect(page.getByText(/^Créneau choisi : /)).toBeVisible();
      const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Payer .* et réserver$/ }).click()]);
      await checkout.waitForURL(/\/checkout\//);
      await checkout.getByRole('link', { name: /Annuler et revenir sur La Meute/ }).click();
      // The return loads the whole app in the checkout's tab before it frees the slot: long on a loaded two-core run.
      await expect(toast(checkout, 'Créneau libéré')).toBeVisible({ timeout: 45_000 });
      await checkout.close();

      // The ticket: 'Envoyer' takes a real click and the reply joins the conversation.
      const reply = `Merci, je vais essayer dès ce soir (${stamp}).`;
      await page.goto(ticketPath);
      await page.getByRole('textbox', { name: 'Ta réponse' }).fill(reply);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(reply);

      // The team gives them Premium until a date: explained, with 'M’abonner' and no portal (they have a customer
      // at the provider from the shop, and no subscription).
      const endsOn = dayFromNow(30);
      await callAs('admin', 'POST', `/admin/users/${encodeURIComponent(await memberId(member))}/gift`, {
        plan: 'premium',
        endsOn,
        reason: 'Geste commercial',
        requestId: randomUUID(),
      });
      await page.goto('/membre/abonnement');
      const plan = page.getByRole('region', { name: PLANS.premium.name });
      const lastDay = new Date(`${endsOn}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
      await expect(plan).toContainText(`Offert par l’équipe ${BRAND.name} : ton plan ${PLANS.premium.name} t’est offert jusqu’au ${lastDay} inclus`);
      await expect(plan.getByText('Offert', { exact: true })).toBeVisible();
      await expect(plan.getByRole('link', { name: 'M’abonner' })).toHaveAttribute('href', '/offres');
      await expect(page.getByRole('button', { name: 'Gérer mon abonnement' })).toHaveCount(0);
    });
  });
}
