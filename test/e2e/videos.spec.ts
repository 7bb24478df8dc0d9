import type { Page } from '@playwright/test';
import { routes } from '../../shared/contract/routes';
import { expectNoBlockingViolation } from './support/axe';
import { appReady, expect, expectToastShown, liveChannelSubscribed, recordToasts, storageStatePath, test } from './support/fixtures';
import { callAsMember, premiumMember, readableFiche, recordCanvasClip } from './support/videos';

/**
 * Issue 26, the journey across both sides: a Premium member sends a short clip of an exercise from its fiche (the
 * filming advice first, the file checked in the browser, the upload straight to storage with its progress), an
 * educator takes it from the 'Vidéos' queue, comments at 0:01 with the `c` shortcut and finishes; the member's page,
 * open all along, turns 'Commentée' live; the member sees the mark on the timeline and the comment beside the player,
 * and the comment's moment moves the player there. And 'Filmer avec la caméra', with Chromium's fake camera.
 */

/**
 * Chromium's fake camera and microphone (a test pattern and a tone), granted without a prompt: what 'Filmer avec la
 * caméra' records. Added to the configuration's flags, whatever they are; a browser option, so for the whole file
 * (Playwright starts a worker with it), where no other test asks for a camera.
 */
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] }),
});

/** Whether the page fits its width: nothing scrolls sideways (the player, the timeline and the lists at 360 px). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The player's time, as the browser has it. */
const playerTime = (page: Page) => page.locator('video[src]').first().evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('a video from a fiche to the educator’s comments', () => {
  test('the member sends a clip, the educator comments at 0:01 and finishes, the member’s open page is told live, shows the mark and seeks to it', async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(10 * 60_000); // two browsers, an upload, a dozen pages on a loaded machine
    const member = await premiumMember(page, 'video');
    const stamp = Date.now().toString(36);
    const remark = `Commentaire e2e ${stamp} : très bon départ, récompense dès qu’il lève la tête.`;

    const fiche = await readableFiche(member);

    // From the fiche's help cards: the filming advice first, then the file. The member's live channel is open from
    // this first page on; the toasts are recorded as they show (the feedback's comes while the educator works).
    await recordToasts(page);
    const subscribed = liveChannelSubscribed(page);
    await page.goto(`/membre/fiche/${encodeURIComponent(fiche.id)}`);
    await subscribed;
    await page.getByRole('link', { name: 'Envoyer une vidéo' }).click();
    await expect(page).toHaveURL(new RegExp(`/membre/videos/envoyer\\?fiche=${fiche.id}`));
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Avant de filmer' })).toBeVisible();
    await expect(page.getByText('Ton chien en entier dans le cadre')).toBeVisible();
    await expect(page.getByText(`À propos de la fiche « ${fiche.title} »`)).toBeVisible();
    await expect(page.getByText(/Il te reste 2 vidéos à envoyer ce mois-ci/)).toBeVisible();

    const clip = await recordCanvasClip(page);
    await page.getByLabel('Choisir une vidéo').setInputFiles({ name: 'rappel.webm', mimeType: 'video/webm', buffer: clip });
    await expect(page.getByText('rappel.webm')).toBeVisible();
    await expect(page.getByText(/0:0[23]$/)).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
    await expect(page.getByRole('heading', { name: 'Vidéo envoyée' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Voir ma vidéo' }).click();
    const videoId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(videoId).toMatch(/^[0-9a-f-]{36}$/);

    // The check after upload accepts it: sent, with its due-by.
    await expect
      .poll(async () => routes.getVideo.output.parse(await callAsMember(member, 'GET', `/videos/${videoId}`)).video.status, { timeout: 60_000 })
      .toBe('envoyee');

    // The educator, in a browser of their own: the queue, then the video.
    // At the project's size (360 px on the mobile project), as the member's own context, service workers blocked too.
    const { viewport, locale, timezoneId, reducedMotion } = testInfo.project.use;
    const educator = await browser.newContext({ storageState: storageStatePath('educator'), baseURL, viewport, locale, timezoneId, reducedMotion, serviceWorkers: 'block' });
    const staff = await educator.newPage();
    await staff.goto('/equipe/videos');
    await appReady(staff);
    await expect(staff.getByRole('tab', { name: /À commenter/, selected: true })).toBeVisible();
    await staff.locator(`a[href="/equipe/videos/${videoId}"]`).filter({ visible: true }).first().click();
    await expect(staff.getByRole('heading', { level: 1, name: `Fiche « ${fiche.title} »` })).toBeVisible();
    await expect(staff.getByRole('complementary', { name: 'Contexte du membre' })).toBeVisible();
    await expect(staff.getByText('Raccourcis clavier (hors des champs de saisie)')).toBeVisible();

    // The player at 0:01, then `c`: the moment is taken, the cursor is in the comment.
    const staffVideo = staff.locator('video[src]').first();
    await expect.poll(() => staffVideo.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    // Played through the site itself, as CloudFront's /videos/* behaviour serves it (a signed URL on the app's origin).
    const source = new URL((await staffVideo.getAttribute('src')) ?? '', staff.url());
    expect(`${source.origin}${source.pathname}`).toMatch(new RegExp(`^${new URL(staff.url()).origin}/videos/`));
    expect(source.searchParams.has('Signature')).toBe(true);
    await staffVideo.evaluate((video: HTMLVideoElement) => {
      video.currentTime = 1.2;
    });
    await staff.getByRole('heading', { level: 1 }).click();
    await staff.keyboard.press('c');
    await expect(staff.getByRole('textbox', { name: 'Moment' })).toHaveValue('0:01');
    await expect(staff.getByRole('textbox', { name: 'Commentaire' })).toBeFocused();
    await staff.keyboard.type(remark);
    await staff.getByRole('button', { name: 'Ajouter le commentaire' }).click();
    const staffComments = staff.getByRole('list', { name: 'Commentaires et notes, dans l’ordre de la vidéo' });
    await expect(staffComments).toContainText(remark);
    await expect(staff.locator('[data-video-mark="0:01"]')).toHaveCount(1);
    await expectNoBlockingViolation(staff, 'the staff’s video page');
    expect(await fitsWidth(staff), 'the staff’s video page fits its width').toBe(true);

    await staff.getByRole('button', { name: 'Terminer' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Terminer l’analyse ?' });
    await confirm.getByRole('button', { name: 'Terminer et prévenir le membre' }).click();
    await expect(confirm).toBeHidden();
    await expect(staff.getByText(/Terminée le .* : le membre voit tes commentaires/)).toBeVisible();
    await educator.close();

    // The member's page, never reloaded, is told live: a toast, then the comments; the mark on the timeline, the
    // comment beside the player, its moment moves the player there.
    await expectToastShown(page, 'Ta vidéo est commentée');
    await expect(page.getByText('Commentée', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Vidéo conservée jusqu’au \d{1,2} \S+ \d{4}, puis supprimée ; les commentaires restent\.$/)).toBeVisible();
    const comments = page.getByRole('list', { name: 'Commentaires de l’éducateur, dans l’ordre de la vidéo' });
    await expect(comments).toContainText(remark);
    await expect(page.locator('[data-video-mark="0:01"]')).toBeVisible({ timeout: 30_000 });
    await comments.getByRole('button', { name: 'Aller à 0:01' }).click();
    await expect.poll(() => playerTime(page), { timeout: 15_000 }).toBeCloseTo(1.2, 0);
    await expectNoBlockingViolation(page, 'the member’s video page');
    expect(await fitsWidth(page), 'the member’s video page fits its width').toBe(true);
  });
});

test.describe('filming with the camera', () => {
  test.use({ permissions: ['camera', 'microphone'] });

  test('the member films about two seconds with the camera, stops, and sends the recording, which the check accepts', async ({ page }) => {
    const member = await premiumMember(page, 'camera');
    const fiche = await readableFiche(member);
    await page.goto(`/membre/videos/envoyer?fiche=${encodeURIComponent(fiche.id)}`);

    await page.getByRole('button', { name: 'Filmer avec la caméra' }).click();
    // The camera's picture in the preview, then 'Commencer' once it is open.
    const preview = page.getByLabel('Aperçu de la caméra');
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
    // The page's own clock says how long it has filmed: stopped at two seconds.
    await expect(page.getByRole('timer')).toHaveText(/^Enregistrement 0:0[2-9] \/ 2:00$/);
    await page.getByRole('button', { name: 'Arrêter' }).click();

    // Ready to send: the preview gone, the recording named, its duration read from the file, nothing refused.
    await expect(preview).toHaveCount(0);
    await expect(page.getByText(/^video-\d{4}-\d{2}-\d{2}\.(webm|mp4)$/)).toBeVisible();
    await expect(page.getByText(/^[\d,]+ (Ko|Mo) · 0:0[2-9]$/)).toBeVisible();
    const send = page.getByRole('button', { name: 'Envoyer la vidéo' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('heading', { name: 'Vidéo envoyée' })).toBeVisible({ timeout: 60_000 });

    // The check after upload accepts what the camera recorded (its container, its size, its duration): sent to the team.
    const videoId = ((await page.getByRole('link', { name: 'Voir ma vidéo' }).getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(videoId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(async () => routes.getVideo.output.parse(await callAsMember(member, 'GET', `/videos/${videoId}`)).video.status, { timeout: 60_000 })
      .toBe('envoyee');
  });
});
