import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { routes } from '../../../shared/contract/routes';
import { storageStatePath, type MemberRole } from './fixtures';
import { readStackEnv } from './stack-env';

/**
 * Arranging points and shares for a browser test through the product's own routes, with the sessions of the demo
 * accounts that auth.setup.ts saved: a member's points the way the team would give them (the admin's adjustment
 * route), a share link the way a member asks for it.
 */

const savedStateSchema = z.object({
  origins: z.array(z.object({ localStorage: z.array(z.object({ name: z.string(), value: z.string() })) })),
});

/** The Cognito access token Amplify keeps in a demo account's saved browser state. */
function accessToken(role: MemberRole): string {
  const state = savedStateSchema.parse(JSON.parse(readFileSync(storageStatePath(role), 'utf8')));
  const entry = state.origins.flatMap((origin) => origin.localStorage).find(({ name }) => name.endsWith('.accessToken'));
  if (!entry) throw new Error(`The saved session of ${role} holds no access token: did auth.setup.ts run?`);
  return entry.value;
}

export async function callAs(role: MemberRole, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${readStackEnv('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken(role)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Gives `points` to the member with this e-mail (found with the admin's member search); answers the new total. */
export async function givePoints(email: string, points: number): Promise<number> {
  const { users } = routes.adminUsers.output.parse(await callAs('admin', 'GET', `/admin/users?search=${encodeURIComponent(email)}`));
  const member = users.find((user) => user.email === email);
  if (!member) throw new Error(`No member ${email}`);
  const moved = await callAs('admin', 'POST', `/admin/users/${encodeURIComponent(member.id)}/points`, { points, reason: 'Points de test', requestId: randomUUID() });
  return routes.adminAdjustPoints.output.parse(moved).total;
}

/** The path of a share link of a fiche this demo member has completed (`/partage/<token>`). */
export async function shareLinkOf(role: MemberRole): Promise<string> {
  const { fiches } = routes.listFiches.output.parse(await callAs(role, 'GET', '/fiches'));
  const completed = fiches.find((fiche) => fiche.completed);
  if (!completed) throw new Error(`The demo ${role} member has completed no fiche to share`);
  const link = await callAs(role, 'POST', `/fiches/${encodeURIComponent(completed.id)}/share`, { visitorId: randomUUID() });
  return routes.shareFiche.output.parse(link).path;
}
