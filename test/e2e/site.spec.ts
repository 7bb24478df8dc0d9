import { FICHES } from '../../shared/catalogue';
import { formatEuros } from '../../shared/domain/money';
import { PAID_PLAN_IDS, PLAN_IDS, PLANS, YEARLY_DISCOUNT_BADGE, planPrice, yearlyPricePerMonth, yearlySavings } from '../../shared/domain/plans';
import { REFUND_WINDOW_DAYS, SHOP_PRODUCT_IDS, SHOP_PRODUCTS } from '../../shared/domain/shop';
import { ERRORS } from '../../shared/schemas/messages';
import { LOCAL_SITE } from '../../scripts/dev/runtime-config';
import { appReady, expect, test, toast } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Issue 4: what a visitor reads and follows on each public page (SPEC §2, §9). */

const published = FICHES.filter((fiche) => fiche.isPublished);
const publishedFree = published.filter((fiche) => fiche.isFree);

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * A public page's button into the app (issue 24: no app on those pages) loads the app's page: once its address is
 * the app's, wait until the app is ready, as `page.goto` does.
 */
async function appLoaded(page: Page, path: RegExp): Promise<void> {
  await page.waitForURL(path);
  await appReady(page);
}
const productCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('landing page /', () => {
  test('states the promise, how it works, the three plans, social proof, team stats, FAQ and calls to action', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    const signUp = main.getByRole('link', { name: 'Commencer gratuitement' }).first();
    await expect(signUp).toHaveAttribute('href', '/auth?tab=signup');
    await expect(main.getByRole('heading', { name: /Comment ça marche|étapes/i }).first()).toBeVisible();

    for (const plan of PLAN_IDS) {
      await expect(planCard(page, PLANS[plan].name)).toContainText(formatEuros(planPrice(plan, 'monthly')));
    }
    await expect(main.getByRole('heading', { name: /en dit|témoign|avis/i })).toBeVisible();
    await expect(main.getByText('5+', { exact: true })).toBeVisible();
    await expect(main.getByText(/^10\+/)).toBeVisible();
    await expect(main.getByText(/^1[\s\u202F\u00A0]?000\+$/)).toBeVisible();
    await expect(main.locator('details summary').first()).toBeVisible();

    await signUp.click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  test('shows the true number of free and of all published fiches', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText(
      new RegExp(`${publishedFree.length} fiches? gratuites?.*${published.length} fiches? publiées?`),
    );
  });
});

test.describe('/decouvrir', () => {
  test('explains the method and shows free fiches as read-only teasers', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/decouvrir');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: /approche|éducateurs/i }).first()).toBeVisible();

    const teasers = main.getByRole('article');
    await expect(teasers.first()).toBeVisible();
    const titles = await teasers.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    const freeTitles = new Set(publishedFree.map((fiche) => fiche.title));
    for (const title of titles) expect(freeTitles, `"${title}" is not a published free fiche`).toContain(title);

    // A teaser is not the fiche: none of its steps is on the page.
    for (const fiche of publishedFree.filter((free) => titles.includes(free.title))) {
      for (const step of fiche.steps) await expect(main.getByText(step.description, { exact: false })).toHaveCount(0);
    }

    // Nor does the browser receive the steps of fiches a visitor may not read (DESIGN §6.4: entitlements on the server).
    await page.waitForLoadState('networkidle');
    const shipped = (await Promise.all(scripts)).join('\n');
    const lockedFiche = published.find((fiche) => !fiche.isFree && fiche.steps.length > 0);
    expect(lockedFiche, 'the catalogue has a paid fiche with steps').toBeDefined();
    const leaked = shipped.includes(lockedFiche?.steps[0]?.description ?? '');
    expect(leaked, `the steps of the paid fiche "${lockedFiche?.title}" reach a visitor's browser in the JavaScript`).toBe(false);

    await main.getByRole('link', { name: /Commencer gratuitement/ }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });
});

test.describe('/offres', () => {
  test('the monthly/yearly switch shows the prices, per-month price and savings of the shared rules', async ({ page }) => {
    await page.goto('/offres');
    const monthly = page.getByRole('radio', { name: /Mensuel/ });
    const yearly = page.getByRole('radio', { name: /Annuel/ });
    await expect(monthly).toBeChecked();
    await expect(page.getByText(YEARLY_DISCOUNT_BADGE, { exact: true })).toBeVisible();

    await expect(planCard(page, PLANS.premium.name)).toContainText('14,90\u00A0€');
    await expect(planCard(page, PLANS.expert.name)).toContainText('29,90\u00A0€');
    await expect(planCard(page, PLANS.gratuit.name)).toContainText(formatEuros(0));

    // The radios are visually hidden inside their labels, which take the click.
    await page.locator('label', { hasText: 'Annuel' }).click();
    await expect(yearly).toBeChecked();
    for (const plan of PAID_PLAN_IDS) {
      const card = planCard(page, PLANS[plan].name);
      await expect(card).toContainText(formatEuros(yearlyPricePerMonth(plan)));
      await expect(card).toContainText(formatEuros(planPrice(plan, 'yearly')));
      await expect(card).toContainText(formatEuros(yearlySavings(plan)));
      await expect(card).not.toContainText(formatEuros(planPrice(plan, 'monthly')));
    }
    // SPEC §9 figures, so a wrong shared rule cannot pass unnoticed: 149/12 and 12×14,90−149.
    await expect(planCard(page, PLANS.premium.name)).toContainText('12,42\u00A0€');
    await expect(planCard(page, PLANS.premium.name)).toContainText('29,80\u00A0€');

    // Back to monthly with the keyboard: arrows move between the radios of the group.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(planCard(page, PLANS.premium.name)).toContainText('14,90\u00A0€');
  });

  test('lists each plan’s features and answers the FAQ on changing plan, cancelling and payment', async ({ page }) => {
    await page.goto('/offres');
    for (const plan of PLAN_IDS) {
      const card = planCard(page, PLANS[plan].name);
      for (const feature of PLANS[plan].features) await expect(card).toContainText(feature);
    }
    const faq = page.locator('details');
    await expect(faq.filter({ hasText: /changer/i })).toHaveCount(1);
    const cancel = faq.filter({ hasText: /résilier/i }).first();
    await cancel.locator('summary').click();
    await expect(cancel).toContainText(/fin de la période/);
    await expect(faq.filter({ hasText: /sécurisé/i })).toHaveCount(1);
  });

  test('a visitor’s plan buttons all lead to /auth, a paid one with “Connexion requise”', async ({ page }) => {
    await page.goto('/offres');
    await expect(planCard(page, PLANS.gratuit.name).getByRole('link')).toHaveAttribute('href', /^\/auth/);
    await planCard(page, PLANS.premium.name).getByRole('button', { name: `Choisir ${PLANS.premium.name}` }).click();
    await appLoaded(page, /\/auth/);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, ERRORS.loginRequired)).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ as: 'premium' });

    test('the free plan leads to the dashboard and the current plan is marked', async ({ page }) => {
      await page.goto('/offres');
      await expect(planCard(page, PLANS.premium.name).getByRole('button')).toBeDisabled();
      await planCard(page, PLANS.gratuit.name).getByRole('link').click();
      await expect(page).toHaveURL(/\/membre\/dashboard$/);
    });
  });
});

test.describe('/boutique', () => {
  test('shows every product (tickets, visio, extra video) with price, promise and bonus points, and the shop terms', async ({ page }) => {
    await page.goto('/boutique');
    for (const id of SHOP_PRODUCT_IDS) {
      const product = SHOP_PRODUCTS[id];
      const card = productCard(page, product.name);
      await expect(card).toContainText(formatEuros(product.price));
      await expect(card).toContainText(`+${product.bonusPoints} points`);
      await expect(card).toContainText(
        product.responseHours ? `${product.responseHours}h` : product.durationMinutes ? `${product.durationMinutes} minutes` : 'sous un jour ouvré',
      );
    }
    const main = page.getByRole('main');
    await expect(main.getByText(/n’expirent jamais|n’expirent jamais/).first()).toBeVisible();
    await expect(main.getByText(new RegExp(`${REFUND_WINDOW_DAYS} jours`)).first()).toBeVisible();
  });

  test('a visitor who buys is sent to /auth with “Connexion requise”', async ({ page }) => {
    await page.goto('/boutique');
    await productCard(page, SHOP_PRODUCTS.ticket_urgent.name).getByRole('button').click();
    await appLoaded(page, /\/auth/);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, ERRORS.loginRequired)).toBeVisible();
  });
});

test.describe('about, community and legal pages', () => {
  test('/a-propos presents the team and the figures', async ({ page }) => {
    await page.goto('/a-propos');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText('5+', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Commencer|Créer mon compte/ }).first()).toHaveAttribute('href', '/auth?tab=signup');
  });

  test('/communaute invites to the Discord space and the monthly challenge', async ({ page }) => {
    await page.goto('/communaute');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(/Discord|communauté|meute/i);
    await expect(main.getByRole('heading', { name: /défi/i }).first()).toBeVisible();
  });

  // Issue 22: the site's facts come from its configuration (the local stack's: a local publisher, no Discord
  // invitation, no social network), never from placeholders in the code.
  test('the mentions légales name the configured publisher; without a configured invitation or network, no such link is shown', async ({ page }) => {
    await page.goto('/mentions-legales');
    const main = page.getByRole('main');
    const { publisher } = LOCAL_SITE;
    // Shown once the site's configuration has loaded: the footer's links read the same configuration.
    await expect(main.getByRole('listitem').filter({ hasText: publisher.name })).toContainText(publisher.legalForm.toLowerCase());
    for (const fact of [publisher.registration, publisher.address, publisher.vatNumber, publisher.publicationDirector]) await expect(main).toContainText(fact);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Réseaux sociaux' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /Instagram|Facebook|Discord/ })).toHaveCount(0);

    await footer.getByRole('link', { name: 'Communauté' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Rejoindre le Discord/ })).toHaveCount(0);
  });

  const legalPages: { path: string; title: RegExp; sections: RegExp[] }[] = [
    { path: '/mentions-legales', title: /Mentions légales/, sections: [/Éditeur/, /Hébergeur/, /[Dd]onnées personnelles/] },
    { path: '/cgv', title: /Conditions générales/, sections: [/[Rr]ésiliation/, /[Rr]étractation/, /[Pp]aiement/] },
    { path: '/confidentialite', title: /[Cc]onfidentialité/, sections: [/[Dd]roits/, /[Cc]ookies/, /[Cc]onservation/] },
  ];
  for (const { path, title, sections } of legalPages) {
    test(`${path} has its legal content`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      for (const section of sections) await expect(main.getByRole('heading', { level: 2, name: section }).first()).toBeVisible();
    });
  }

  test('the CGV state the 14-day withdrawal right and its exception for a used service', async ({ page }) => {
    await page.goto('/cgv');
    const withdrawal = page.getByRole('main');
    await expect(withdrawal).toContainText('14 jours');
    await expect(withdrawal).toContainText(/utilisé|pleinement exécuté/);
  });

  test('the privacy policy names the RGPD rights and a contact', async ({ page }) => {
    await page.goto('/confidentialite');
    const main = page.getByRole('main');
    await expect(main).toContainText('RGPD');
    await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('footer', () => {
  test('links the pages and the legal documents, with this year’s copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      [/Mentions légales/, '/mentions-legales'],
      [/Conditions générales/, '/cgv'],
      [/confidentialité/, '/confidentialite'],
      [/Découvrir/, '/decouvrir'],
      [/Offres/, '/offres'],
      [/Boutique/, '/boutique'],
      [/À propos/, '/a-propos'],
      [/Communauté/, '/communaute'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    await footer.getByRole('link', { name: /Mentions légales/ }).click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    // Every route change scrolls to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
