import type { Page } from '@playwright/test';
import { API_ERRORS } from '../../shared/contract/errors';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { ERRORS, SUCCESS } from '../../shared/schemas/messages';
import { authForms, codeStep, createMember, demoAccount, emailedCode, expect, expectToastShown, LANDING, passwordInput, recordToasts, signUpThroughUi, submitSignUp, test, toast, uniqueEmail } from './support/fixtures';

/** Issue 2, accounts: sign-up, sign-in, sign-out and password reset as a visitor lives them (SPEC §2 Auth screen, §5, §8). */

test.describe('sign-up form', () => {
  test('shows the French message of each rule on its field and keeps submit disabled until the CGU are ticked', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = authForms(page).signUp;
    const submit = form.getByRole('button', { name: 'Créer mon compte' });
    const cgu = form.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
    const password = passwordInput(form);

    await expect(page.getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('link', { name: /CGU/ })).toHaveAttribute('href', '/cgv');
    await expect(form.getByRole('link', { name: /confidentialité/ })).toHaveAttribute('href', '/confidentialite');
    await expect(form.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();

    await form.getByLabel('Prénom').fill('A');
    await form.getByLabel('Email').fill('pas-un-email');
    await password.fill('court');
    await expect(submit).toBeDisabled();
    await form.getByText(/J’accepte les conditions générales/).click();
    await expect(cgu).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(form.getByText(AUTH_MESSAGES.firstNameTooShort)).toBeVisible();
    await expect(form.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();

    // Each password rule, one at a time: the field re-checks as the member types.
    const weakPasswords: [string, string][] = [
      ['minuscules-42', AUTH_MESSAGES.passwordUppercase],
      ['MAJUSCULES-42', AUTH_MESSAGES.passwordLowercase],
      ['Sans-Chiffre', AUTH_MESSAGES.passwordDigit],
      ['SansSpecial42', AUTH_MESSAGES.passwordSpecial],
      ['Azerty123!', AUTH_MESSAGES.passwordCommon],
    ];
    for (const [weak, message] of weakPasswords) {
      await password.fill(weak);
      await expect(form.getByText(message), `"${weak}"`).toBeVisible();
    }
    await password.fill('Balade-Foret-42');
    await expect(form.getByText(AUTH_MESSAGES.passwordCommon)).toBeHidden();

    await form.getByLabel('Prénom').fill('Camille');
    await expect(form.getByText(AUTH_MESSAGES.firstNameTooShort)).toBeHidden();
    await form.getByLabel('Email').fill('camille@example.com');
    await expect(form.getByText(AUTH_MESSAGES.emailInvalid)).toBeHidden();

    await form.getByText(/J’accepte les conditions générales/).click();
    await expect(cgu).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });
});

test('a new member signs up, signs out, cannot sign up twice, then signs in with bad then good credentials', async ({ page }) => {
  const member = await test.step('sign-up lands on the dashboard with the welcome toast', async () => {
    // The toast shows while the dashboard loads: recorded as it renders, so a busy machine cannot make it missed.
    await recordToasts(page);
    const created = await signUpThroughUi(page, 'journey');
    await expectToastShown(page, SUCCESS.signUp.title, SUCCESS.signUp.description);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(created.firstName);
    return created;
  });

  await test.step('Déconnexion returns to the home page, signed out', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  });

  await test.step('the same e-mail cannot sign up again', async () => {
    await page.goto('/auth?tab=signup');
    const form = authForms(page).signUp;
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Email').fill(member.email);
    await passwordInput(form).fill('Autre-Balade-43');
    await form.getByText(/J’accepte les conditions générales/).click();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText(ERRORS.emailAlreadyUsed)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  await test.step('a wrong password is refused, the right one signs in', async () => {
    await page.goto('/auth');
    const form = authForms(page).signIn;
    await form.getByLabel('Email').fill(member.email);
    await passwordInput(form).fill('Mauvais-Passe-1');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, ERRORS.badCredentials.title)).toContainText(ERRORS.badCredentials.description);
    await expect(page).toHaveURL(/\/auth$/);

    await passwordInput(form).fill(member.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, SUCCESS.signIn)).toBeVisible();
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
  });
});

/** The home page, and no other: what Déconnexion returns to (SPEC §2). */
const HOME = /^https?:\/\/[^/]+\/$/;

/** Signs in as the next person on this device would: the header's 'Connexion', then the form. */
async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Connexion', exact: true }).click();
  const form = authForms(page).signIn;
  await form.getByLabel('Email').fill(email);
  await passwordInput(form).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test('signing out from a page deep in the member space or the console goes home: whoever signs in next lands on their own home', async ({ page }) => {
  const next = await createMember(page, 'apres-deconnexion', { firstName: 'Sacha' });
  await createMember(page, 'deconnexion');
  const header = page.getByRole('banner');

  await test.step('a member signs out from their points page: the home page, signed out', async () => {
    await page.goto('/membre/points');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes points & récompenses' })).toBeVisible();
    await header.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(header.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page).toHaveURL(HOME);
  });

  await test.step('an educator signs in next on the device: their console, not the member’s page', async () => {
    const { email, password } = demoAccount('educator');
    await signInFromHeader(page, email, password);
    await expect(page).toHaveURL(LANDING.educator);
  });

  await test.step('the educator signs out from their agenda; the member who signs in next lands on their dashboard', async () => {
    await page.goto('/equipe/visios');
    await page.getByRole('navigation', { name: 'Console éducateur' }).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(header.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page).toHaveURL(HOME);
    await signInFromHeader(page, next.email, next.password);
    await expect(page).toHaveURL(LANDING.gratuit);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(next.firstName);
  });

  await test.step('a page of the space opened again once signed out (the browser’s Back) is still where signing in leads', async () => {
    await page.goto('/membre/points');
    await header.getByRole('link', { name: 'Fiches', exact: true }).click();
    await expect(page).toHaveURL(/\/membre\/fiches$/);
    await header.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(HOME);
    // The home page shown, not only its address: the router commits a navigation after the address changes, and a
    // Back before that commit returns to a page whose guard has not yet made way for the home page.
    await expect(page.getByRole('heading', { level: 1, name: 'Un chien plus serein, une relation plus forte.' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
    const form = authForms(page).signIn;
    await form.getByLabel('Email').fill(next.email);
    await passwordInput(form).fill(next.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/membre\/points$/);
  });
});

test('the code e-mailed at sign-up: a wrong one is refused in French, signing in unconfirmed leads back to it, a new one signs in', async ({ page }) => {
  const member = await submitSignUp(page, 'code');
  const step = codeStep(page);
  await expect(step).toContainText(member.email);

  await test.step('a wrong code shows the French error on the field', async () => {
    const right = await emailedCode(member.email);
    await step.getByLabel('Code à 6 chiffres').fill(right === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: 'Confirmer et me connecter' }).click();
    await expect(step.getByText(API_ERRORS.SIGN_UP_CODE_INVALID.message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  await test.step('signing in to the unconfirmed account opens the code step; a resent code, typed at the keyboard, signs in', async () => {
    await page.goto('/auth');
    const form = authForms(page).signIn;
    await form.getByLabel('Email').fill(member.email);
    await passwordInput(form).fill(member.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(step).toContainText('Ton adresse n’est pas encore confirmée');
    await step.getByRole('button', { name: 'Renvoyer le code' }).click();
    await expect(toast(page, 'Un nouveau code vient de t’être envoyé : seul ce dernier code est valable.')).toBeVisible();
    await step.getByLabel('Code à 6 chiffres').focus();
    await page.keyboard.type(await emailedCode(member.email, 2));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/membre\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
  });
});

test('sign-in checks the form before calling the server', async ({ page }) => {
  await page.goto('/auth');
  const form = authForms(page).signIn;
  await form.getByLabel('Email').fill('pas-un-email');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible();
  await form.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test.describe('password reset', () => {
  test('refuses an invalid e-mail, then gives the same answer for a known and an unknown address', async ({ page }) => {
    await page.goto('/reset-password');
    const form = page.getByRole('form', { name: 'Recevoir un code de réinitialisation' });
    await form.getByLabel('Email').fill('pas-un-email');
    await form.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect(form.getByText(AUTH_MESSAGES.resetEmailInvalid)).toBeVisible();

    for (const [index, email] of ['gratuit@example.com', uniqueEmail('inconnu')].entries()) {
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Recevoir un code' }).click();
      // The toast, then the answer that stays on the page (the first toast may still be up for the second address).
      if (index === 0) await expect(toast(page, SUCCESS.passwordResetSent.title)).toContainText(SUCCESS.passwordResetSent.description);
      await expect(page.getByRole('main').getByText(SUCCESS.passwordResetSent.title)).toBeVisible();
      await expect(page.getByRole('link', { name: 'J’ai reçu mon code' })).toHaveAttribute(
        'href',
        `/update-password?${new URLSearchParams({ email })}`,
      );
      await page.getByRole('button', { name: 'Utiliser une autre adresse' }).click();
    }
  });
});

test('a member whose access token has expired opens the dashboard: the app refreshes the session and calls the API with the new token', async ({ page }) => {
  await createMember(page, 'refresh', { firstName: 'Nina' });
  await page.goto('/mentions-legales');
  // The stored access token, one minute past its expiry (its signature no longer matters: it must not be sent).
  const expired = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!;
    const [header, payload] = localStorage.getItem(key)!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    const token = `${header}.${btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '')}.expired`;
    localStorage.setItem(key, token);
    return token;
  });
  await page.goto('/membre/dashboard');
  // The greeting's first name comes from /me: the API accepted the refreshed token.
  await expect(page.getByRole('heading', { name: 'Bonjour Nina 👋' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!));
  expect(stored).not.toBe(expired);
});
