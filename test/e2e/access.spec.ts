import { API_ERRORS, type ApiErrorCode } from '../../shared/contract/errors';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { PLANS } from '../../shared/domain/plans';
import { STAFF_QUEUE_LABELS, STAFF_QUEUES } from '../../shared/domain/tickets';
import { demoAccount, expect, test } from './support/fixtures';

/** Issue 2, route rules of SPEC §2: who may open which page, the dashboard alias and the 404 page. */

/** SPEC §2 Admin: the sidebar, in its order. */
const ADMIN_SIDEBAR = ['Dashboard', 'Utilisateurs', 'Tickets', 'Visios', 'Fiches', 'Éducateurs', 'Points', 'Paiements', 'Analytics', 'Automations'];

test.describe('a visitor', () => {
  for (const path of ['/membre/dashboard', '/dashboard', '/admin']) {
    test(`is sent from ${path} to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
    });
  }

  test('sees the 404 page on an unknown path, with a link home', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /accueil/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a free member', () => {
  test.use({ as: 'gratuit' });

  test('has a dashboard with their first name and the plan of their real subscription, and no admin button', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demoAccount('gratuit').firstName);
    await expect(page.getByRole('heading', { name: `Plan ${PLANS.gratuit.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  });

  test('is sent from /auth to the dashboard', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
  });

  test('is sent from /admin to the dashboard', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  });

  test('has no way into the educators’ console: no link, and /equipe sends them to the dashboard', async ({ page }) => {
    await page.goto('/membre/dashboard');
    await expect(page.getByRole('link', { name: 'Console éducateur' })).toHaveCount(0);
    await page.goto('/equipe/tickets');
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Console éducateur' })).toHaveCount(0);
  });
});

test.describe('an educator', () => {
  test.use({ as: 'educator' });

  test('is not an admin: /admin sends them to the dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
  });

  test('goes from the header to the console: the five queues, the canned replies and back to the member area', async ({ page }) => {
    await page.goto('/membre/dashboard');
    await page.getByRole('link', { name: 'Console éducateur' }).click();
    await expect(page).toHaveURL(/\/equipe\/tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Console éducateur' });
    await expect(sidebar.getByRole('list').first().getByRole('link')).toHaveText(STAFF_QUEUES.map((queue) => new RegExp(`^${STAFF_QUEUE_LABELS[queue]}`)));
    await sidebar.getByRole('link', { name: /^En retard/ }).click();
    await expect(page).toHaveURL(/\/equipe\/tickets\?file=en-retard$/);
    await expect(page.getByRole('tab', { name: /^En retard/, selected: true })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Réponses types' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Réponses types' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Espace membre' }).click();
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
  });
});

for (const plan of ['premium', 'expert'] as const) {
  test.describe(`a member on ${PLANS[plan].name}`, () => {
    test.use({ as: plan });

    test(`sees the ${PLANS[plan].name} plan on the dashboard`, async ({ page }) => {
      await page.goto('/membre/dashboard');
      await expect(page.getByRole('heading', { name: `Plan ${PLANS[plan].name}` })).toBeVisible();
    });
  });
}

test.describe('the admin', () => {
  test.use({ as: 'admin' });

  test('goes from the dashboard button to /admin and finds every section of the sidebar', async ({ page }) => {
    await page.goto('/membre/dashboard');
    // The dashboard's own button (the header shows the admin area first too).
    await page.getByRole('main').getByRole('link', { name: /Administration/ }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const sidebar = page.getByRole('navigation', { name: 'Administration' });
    await expect(sidebar.getByRole('list').getByRole('link')).toHaveText(ADMIN_SIDEBAR);
    await expect(sidebar.getByRole('link', { name: 'Espace membre' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Utilisateurs' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Espace membre' }).click();
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
  });

  test('reaches the educators’ console too', async ({ page }) => {
    await page.goto('/equipe');
    await expect(page).toHaveURL(/\/equipe\/tickets$/);
    await expect(page.getByRole('navigation', { name: 'Console éducateur' })).toBeVisible();
  });
});

/**
 * Issue 9 item 5: API Gateway answers some requests itself, in English or with no body, and an HTTP API cannot
 * change them. The web app shows the catalogue's French message for their status instead.
 */
test.describe('API Gateway’s own refusals', () => {
  test.use({ as: 'admin' });

  const GATEWAY_ANSWERS: [status: number, body: string, code: ApiErrorCode][] = [
    [401, '{"message":"Unauthorized"}', 'UNAUTHORIZED'],
    [413, '{"message":"Request Entity Too Large"}', 'PAYLOAD_TOO_LARGE'],
    [431, '', 'HEADERS_TOO_LARGE'],
  ];

  for (const [status, body, code] of GATEWAY_ANSWERS) {
    test(`a raw ${status} from the gateway reads in French`, async ({ page }) => {
      // The app calls the API on its own origin, under /api (CloudFront in AWS, the site's proxy locally).
      await page.route(
        (url) => url.pathname === `${API_BASE_PATH}/admin/users`,
        (route) => (route.request().method() === 'GET' ? route.fulfill({ status, contentType: 'application/json', body }) : route.fallback()),
      );
      await page.goto('/admin/users');
      const main = page.getByRole('main');
      await expect(main.getByText(API_ERRORS[code].message, { exact: true })).toBeVisible();
      await expect(main.getByText(/Unauthorized|Too Large|Une erreur est survenue/)).toHaveCount(0);
    });
  }
});
