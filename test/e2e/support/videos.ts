import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { routes } from '../../../shared/contract/routes';
import { createMember, type CreatedMember } from './fixtures';
import { callAs } from './points';
import { readStackEnv } from './stack-env';

/**
 * Arranging the video journeys (issue 26): a member with a fresh month of videos, a short clip made at test time, the
 * member's own calls to the API.
 */

/** A new member given Premium by the team (the admin's gift route): their month's 2 videos are untouched. */
export async function premiumMember(page: Page, label: string): Promise<CreatedMember> {
  const member = await createMember(page, label);
  const { users } = routes.adminUsers.output.parse(await callAs('admin', 'GET', `/admin/users?search=${encodeURIComponent(member.email)}`));
  const id = users.find((user) => user.email === member.email)?.id;
  if (!id) throw new Error(`No member ${member.email}`);
  await callAs('admin', 'POST', `/admin/users/${encodeURIComponent(id)}/gift`, { plan: 'premium', endsOn: null, reason: 'Test des vidéos', requestId: randomUUID() });
  return member;
}

/** A fiche the member may read (a Premium member reads them all), for a video about it. */
export async function readableFiche(member: CreatedMember) {
  const { fiches } = routes.listFiches.output.parse(await callAsMember(member, 'GET', '/fiches'));
  const fiche = fiches.find((item) => !item.locked);
  if (!fiche) throw new Error(`No fiche ${member.email} may read`);
  return fiche;
}

/** A call to the API as this member. */
export async function callAsMember(member: CreatedMember, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${readStackEnv('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A real, playable WebM of about `seconds` seconds, recorded in the page from a canvas with MediaRecorder (as the app's
 * own 'Filmer' does from the camera): moving shapes on a changing background, so every frame carries data. Its
 * header has no duration (MediaRecorder writes none), which the app and the check after upload both handle.
 */
export async function recordCanvasClip(page: Page, seconds = 2.5): Promise<Buffer> {
  const base64 = await page.evaluate(async (length) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const start = performance.now();
    recorder.start(250);
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = (performance.now() - start) / 1000;
        context.fillStyle = `hsl(${(elapsed * 120) % 360} 60% 45%)`;
        context.fillRect(0, 0, 320, 240);
        context.fillStyle = '#fff';
        context.beginPath();
        context.arc(40 + ((elapsed * 100) % 240), 120, 30, 0, Math.PI * 2);
        context.fill();
        context.font = '32px sans-serif';
        context.fillText(elapsed.toFixed(1), 10, 40);
        if (elapsed >= length) resolve();
        else requestAnimationFrame(draw);
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds);
  return Buffer.from(base64, 'base64');
}
