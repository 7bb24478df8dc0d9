import type { Page } from '@playwright/test';
import { rewardByType } from '../../shared/domain/rewards';
import { SUCCESS, rewardUnlockedTitle } from '../../shared/schemas/messages';
import { createMember, expect, expectToastShown, liveChannelSubscribed, recordToasts, test, toast } from './support/fixtures';
import { givePoints } from './support/points';

/** Issue 10, reward exchange (SPEC §2 Points, §4, §5, §8): the journeys; each route's refusals are integration tests. */

const visio = rewardByType('visio_gratuite');

const balance = (page: Page) => page.getByTestId('points-total');
const offer = (page: Page, name: string) => page.getByRole('article', { name });
/** The dashboard's 'à utiliser' card, in the page's flow (issue 23: no longer a panel fixed over every page). */
const rewardsToUse = (page: Page) => page.getByRole('main').getByRole('region', { name: /à utiliser$/ });
const myRewards = (page: Page) => page.getByRole('region', { name: 'Mes récompenses et crédits' });

test('a member with 120 points exchanges a free visio: the toast, the dashboard’s card and 20 points left, and their other browser is told live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a sign-up first
  const member = await createMember(page, 'echange');
  await page.goto('/membre/dashboard');
  expect(await givePoints(member.email, 120)).toBe(120);

  // The same member on a second browser (same session), on another page, subscribed to their live channel.
  const second = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const secondPage = await second.newPage();
  await recordToasts(secondPage);
  const secondSubscribed = liveChannelSubscribed(secondPage);
  await secondPage.goto('/membre/dashboard');
  await secondSubscribed;

  await page.goto('/membre/points');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes points & récompenses' })).toBeVisible();
  await expect(balance(page)).toHaveText('120 points');
  await expect(offer(page, visio.name)).toContainText('À ta portée');
  await expect(rewardsToUse(secondPage)).toHaveCount(0);

  await offer(page, visio.name).getByRole('button', { name: /^Échanger/ }).click();
  // The toast lasts 3.5 s: title and description checked in one assertion while it is up.
  await expect(toast(page, SUCCESS.rewardUnlocked).filter({ hasText: rewardUnlockedTitle(visio.name, visio.feminine) })).toBeVisible();
  // The other browser learns it from the live channel alone: toast, and its dashboard's card refetched. Its toast came
  // while this page's was checked, and may be gone already: the page's own record of its toasts says it was shown.
  await expectToastShown(secondPage, SUCCESS.rewardUnlocked, rewardUnlockedTitle(visio.name, visio.feminine));
  await expect(rewardsToUse(secondPage)).toContainText(visio.name);
  await second.close();
  await expect(balance(page)).toHaveText('20 points');
  await expect(page.getByRole('region', { name: 'Historique' }).getByRole('listitem').first()).toContainText(`Échange : ${visio.name}`);
  await expect(myRewards(page)).toContainText(visio.name);
  await expect(myRewards(page).getByRole('link', { name: 'Réserver ma visio' })).toHaveAttribute('href', '/membre/visios');

  await page.goto('/membre/dashboard');
  const card = rewardsToUse(page);
  await expect(card).toContainText(visio.name);
  // Hidden from the card for good in this browser (SPEC §2: dismissal is local); the reward itself stays.
  await card.getByRole('button', { name: `Masquer ${visio.name} de cette liste` }).click();
  await expect(card).toHaveCount(0);
  await page.goto('/membre/dashboard'); // a new page load (the fixture's goto waits for the app, a reload would not)
  await expect(page.getByRole('region', { name: 'Mes récompenses et crédits' })).toContainText(visio.name);
  await expect(rewardsToUse(page)).toHaveCount(0);
  await page.goto('/membre/points');
  await expect(myRewards(page)).toContainText(visio.name);
});

test.describe('a member without enough points', () => {
  test.use({ as: 'gratuit' });

  test('sees “Encore N pts” and how to earn them instead of “Échanger”, and no exchange is sent', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rewards/exchange')) exchanges.push(request.url());
    });
    await page.goto('/membre/points');
    await expect(balance(page)).toHaveText(/^\d+ points?$/);
    const before = Number.parseInt(await balance(page).innerText(), 10);
    expect(before, 'the free demo member has less than a visio’s cost').toBeLessThan(visio.pointsCost);

    // Issue 23: a reward out of reach says what is missing and leads to the ways to earn it; the server's refusal
    // ('Pas assez de points !') is the integration tests' (points.test.ts).
    await expect(offer(page, visio.name)).toContainText(`Encore ${visio.pointsCost - before} pts`);
    await expect(offer(page, visio.name).getByRole('button', { name: /^Échanger/ })).toHaveCount(0);
    await offer(page, visio.name).getByRole('link', { name: /^Comment gagner/ }).click();
    await expect(page).toHaveURL(/#gagner-des-points$/);
    await expect(page.getByRole('region', { name: 'Comment gagner des points' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Comment gagner des points' })).toContainText(/Aujourd’hui : \d+ points? gagnés? avec tes fiches/);
    expect(exchanges).toEqual([]);
    await expect(balance(page)).toHaveText(`${before} point${before > 1 ? 's' : ''}`);
  });
});
