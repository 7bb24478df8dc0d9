import { expectNoBlockingViolation } from './support/axe';
import type { Page } from '@playwright/test';
import { routes } from '../../shared/contract/routes';
import { TICKET_CATEGORY_LABELS } from '../../shared/domain/tickets';
import { SUCCESS, TICKET_UPDATE_TOASTS } from '../../shared/schemas/messages';
import { DEMO_DOGS } from '../../scripts/dev/demo-dogs';
import { appReady, expect, expectToastShown, liveChannelSubscribed, recordToasts, storageStatePath, test, toast } from './support/fixtures';
import { callAs } from './support/points';

/**
 * Issue 11, the journey across both sides: a Premium member asks about a fiche, an educator takes the ticket from the
 * queue, reads the dog beside the thread, writes an internal note, answers and resolves; the member's open page is
 * told live, the +5 points arrive, and the note never reaches them. Two browsers, one per person.
 */

const premiumDog = DEMO_DOGS.find((dog) => dog.ownerEmail === 'premium@example.com')?.save.profile.nom;

const balance = (page: Page) => page.getByTestId('points-total');
const pointsOf = async (page: Page) => {
  await page.goto('/membre/points');
  await expect(balance(page)).toHaveText(/^\d+ points?$/);
  return Number.parseInt(await balance(page).innerText(), 10);
};

test.describe('a ticket from a fiche to its answer', () => {
  test.use({ as: 'premium' });

  test('the member asks, the educator takes it, notes, answers and resolves; the member sees the answer live, +5 points, never the note', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two browsers, a dozen pages
    expect(premiumDog, 'the demo Premium member has a dog').toBeTruthy();
    const stamp = Date.now().toString(36);
    const title = `Question e2e ${stamp} sur une fiche`;
    const note = `Note e2e ${stamp} : vérifier la réactivité au portail.`;
    const answer = `Réponse e2e ${stamp} : commence à 10 mètres du portail, récompense chaque regard calme.`;

    // A fiche the Premium member can read.
    const { fiches } = routes.listFiches.output.parse(await callAs('premium', 'GET', '/fiches'));
    const fiche = fiches.find((item) => !item.locked) ?? fiches[0];
    if (!fiche) throw new Error('No fiche for the Premium member');
    const pointsBefore = await pointsOf(page);

    // The member asks from the fiche's help card.
    await page.goto(`/membre/fiche/${fiche.id}`);
    await page.getByRole('link', { name: /Poser ma question/ }).click();
    await expect(page).toHaveURL(new RegExp(`/membre/tickets\\?fiche=${fiche.id}&type=fiche`));
    const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Titre')).not.toHaveValue('');
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Description').fill(`Mon chien aboie au portail pendant l’exercice de la fiche. Comment avancer ? (${stamp})`);
    await dialog.getByLabel('Catégorie').selectOption({ label: TICKET_CATEGORY_LABELS.reactif });
    await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
    await expect(toast(page, SUCCESS.ticketCreated)).toBeVisible();

    // The member opens the ticket and waits for answers, subscribed to their live channel.
    await page.getByRole('link', { name: title }).click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread).toBeVisible();

    // The educator, in a browser of their own.
    const educator = await browser.newContext({ storageState: storageStatePath('educator'), baseURL });
    const staff = await educator.newPage();
    await staff.goto('/equipe/tickets?file=non-assignes');
    await appReady(staff);
    await expect(staff.getByRole('tab', { name: /Non assignés/, selected: true })).toBeVisible();
    await staff.getByRole('link', { name: title }).first().click();
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The member's context: the dog and the fiche the question is about.
    const context = staff.getByRole('complementary', { name: 'Contexte du membre' });
    await expect(context).toContainText(`Son chien : ${premiumDog}`);
    await expect(context.getByRole('region', { name: 'Fiche concernée' }).getByRole('link', { name: fiche.title })).toHaveAttribute('href', `/membre/fiche/${fiche.id}`);

    await staff.getByRole('button', { name: 'M’attribuer' }).click();
    await expect(staff.getByText(/Assigné à toi/)).toBeVisible();

    await staff.getByRole('textbox', { name: 'Note interne' }).fill(note);
    await staff.getByRole('button', { name: 'Ajouter la note' }).click();
    const staffThread = staff.getByRole('list', { name: 'Conversation' });
    await expect(staffThread.getByRole('listitem').filter({ hasText: note })).toContainText('Note interne — le membre ne la voit pas');

    await expectNoBlockingViolation(staff, 'the staff ticket view');

    // The 3.5 s toast may come and go while the educator's own page is still showing the answer: recorded as it shows.
    await recordToasts(page);
    const subscribed = liveChannelSubscribed(page);
    await page.reload();
    await subscribed;
    await expect(thread).toBeVisible();

    await staff.getByRole('textbox', { name: 'Ta réponse au membre' }).fill(answer);
    await staff.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(staffThread).toContainText(answer);

    // Told live: the toast and the answer in the thread, without reloading.
    await expectToastShown(page, TICKET_UPDATE_TOASTS.reply);
    await expect(thread).toContainText(answer);

    await staff.getByRole('button', { name: 'Marquer résolu' }).click();
    await expect(staff.getByRole('button', { name: 'Reprendre' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Marquer résolu' })).toHaveCount(0);
    await educator.close();

    // The note never reaches the member; the +5 points do.
    await page.reload();
    await expect(thread).toContainText(answer);
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.getByText('Note interne')).toHaveCount(0);
    expect(await pointsOf(page)).toBe(pointsBefore + 5);
  });
});
