import type { Page } from '@playwright/test';
import { SUCCESS } from '../../shared/schemas/messages';
import { TOTP_MESSAGES } from '../../web/src/lib/auth/totp';
import { totpCode } from '../integration/support/totp';
import { authForms, expect, expectToastShown, passwordInput, createMember, recordToasts, signInThroughUi, test, toast } from './support/fixtures';
import { MOBILE } from './support/viewports';

/**
 * Issue 20: TOTP offered to every member, as a member on a 360 px phone lives it. cognito-local emulates the setup and
 * the sign-in challenge; the tests read the key the page shows and compute the app's code (RFC 6238).
 */
test.use({ viewport: MOBILE });

const section = (page: Page) => page.getByRole('region', { name: 'Double authentification' });
/** A code the app does not show now: the right one plus one. */
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');

test('a member turns TOTP on, signs in with the app’s code, then turns it off', async ({ page, browser, baseURL }) => {
  const member = await createMember(page, 'totp');
  await recordToasts(page);

  const secret = await test.step('the account page offers it, with a QR code, the key to type and the otpauth link', async () => {
    await page.goto('/membre/compte');
    await expect(section(page).getByText('Désactivée')).toBeVisible();
    await section(page).getByRole('button', { name: 'Activer la double authentification' }).click();
    await expect(section(page).getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
    await expect(section(page).getByRole('link', { name: /ajouter La Meute à mon application/ })).toHaveAttribute('href', /^otpauth:\/\/totp\/La%20Meute:.*secret=/);
    const shown = (await section(page).getByTestId('totp-secret').textContent()) ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    // Nothing wider than the phone: the QR code and the key wrap under each other.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    return shown.replace(/ /g, '');
  });

  await test.step('a wrong code is refused in French; the right one, typed and sent with Enter, turns it on', async () => {
    const code = section(page).getByLabel('Code à 6 chiffres');
    await code.fill(wrongCode(secret));
    await code.press('Enter');
    await expect(toast(page, TOTP_MESSAGES.codeRefused)).toBeVisible();
    await code.fill(totpCode(secret));
    await code.press('Enter');
    await expectToastShown(page, 'Double authentification activée');
    await expect(section(page).getByText('Activée', { exact: true })).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Désactiver la double authentification' })).toBeVisible();
  });

  const phone = await browser.newContext({ baseURL, viewport: MOBILE });
  const second = await phone.newPage();
  await test.step('signing in elsewhere asks for the app’s code after the password', async () => {
    await second.goto('/auth');
    const form = authForms(second).signIn;
    await form.getByLabel('Email').fill(member.email);
    await passwordInput(form).fill(member.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    const totpForm = second.getByRole('form', { name: 'Double authentification' });
    await totpForm.getByLabel('Code à 6 chiffres').fill(wrongCode(secret));
    await totpForm.getByRole('button', { name: 'Vérifier et me connecter' }).click();
    await expect(toast(second, TOTP_MESSAGES.codeRefused)).toBeVisible();
    await expect(second).toHaveURL(/\/auth$/);
    await totpForm.getByLabel('Code à 6 chiffres').fill(totpCode(secret));
    await totpForm.getByRole('button', { name: 'Vérifier et me connecter' }).click();
    await expect(second).toHaveURL(/\/membre\/dashboard$/);
    await expect(toast(second, SUCCESS.signIn)).toBeVisible();
  });

  await test.step('turned off, the password alone signs in again', async () => {
    await second.goto('/membre/compte');
    await section(second).getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await expect(section(second).getByText('Désactivée')).toBeVisible();
    await phone.close();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInThroughUi(page, member.email, member.password);
  });
});
