import { randomUUID } from 'node:crypto';
import type { Automation, AutomationDelivery } from '../../shared/contract/automation-schemas';
import { FICHES } from '../../shared/catalogue';
import { API_ERRORS } from '../../shared/contract/errors';
import { AUTOMATION_EVENTS, AUTOMATIONS } from '../../shared/domain/automations';
import { api, type ApiAnswer } from './support/api';
import { signInAgain, signUpThroughApi, tokenFor, type TestAccount } from './support/accounts';
import { pipelineDrained, sinkDeliveries, waitFor } from './support/local-aws';
import { memberOnPlan } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 15: an admin connects the automations to Make webhooks. The local stack's sink stands in for Make (its
 * address is the one non-public URL accepted); every delivery, test or real, is recorded for the admin page.
 */

let admin: string;
let sinkUrl: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
  sinkUrl = (json<{ sinkUrl: string }>(await api('GET', '/admin/automations', { token: admin }))).sinkUrl;
});
function json<T>(answer: ApiAnswer, status = 200): T {
  expect(answer.status).toBe(status);
  return answer.json as T;
}
const save = (event: string, body: { url: string; enabled: boolean }) => api('PUT', `/admin/automations/${event}`, { token: admin, body });
const automation = async (event: string) => json<{ automations: Automation[] }>(await api('GET', '/admin/automations', { token: admin })).automations.find((one) => one.event === event)!;
const received = sinkDeliveries;

it('lists every automation of the event catalogue, each with its French label and an example of what it sends', async () => {
  const { automations } = json<{ automations: Automation[] }>(await api('GET', '/admin/automations', { token: admin }));
  expect(automations.map((one) => one.event)).toEqual([...AUTOMATION_EVENTS]);
  // Issue 22: the five the catalogue sent to Make without any way to configure them are among them.
  expect(automations.map((one) => one.event)).toEqual(expect.arrayContaining(['auth_login', 'profile_updated', 'plan_cancelled', 'fiche_validated', 'points_milestone']));
  for (const one of automations) {
    expect(one.label).toBe(AUTOMATIONS[one.event].label);
    expect(one.sample).toMatchObject({ event: one.event, user_email: 'camille.test@example.com', user_name: 'Camille' });
  }
  expect(automations.find((one) => one.event === 'points_milestone')!.sample).toMatchObject({ level: 'apprenti', total: 55 });
  expect(sinkUrl).toMatch(/\/_local\/webhooks$/);
});

/**
 * Issue 22: the five events the catalogue sent to the automations without any way to configure them. Each, switched
 * on towards the sink, reaches it from the member's own action (or an admin's), with the member's facts.
 */
const asAdmin = (method: string, path: string, body: object) => api(method, path, { token: admin, body });
const TRIGGERS: ReadonlyArray<[string, (member: TestAccount) => Promise<unknown>, Record<string, unknown>]> = [
  ['auth_login', (member) => signInAgain(member.email), { plan: 'gratuit' }],
  [
    'profile_updated',
    async (member) => expect((await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile: { nom: 'Pistache', sexe: 'femelle', age_mois: 14 } } })).status).toBe(200),
    { dog_name: 'Pistache', profil_complet: false },
  ],
  [
    'fiche_validated',
    async (member) => expect((await api('POST', `/fiches/${FICHES.find((one) => one.isFree && one.isPublished)!.id}/validate`, { token: member.accessToken })).status).toBe(200),
    { fiche_id: FICHES.find((one) => one.isFree && one.isPublished)!.id },
  ],
  [
    'points_milestone',
    async (member) => json(await asAdmin('POST', `/admin/users/${member.userId}/points`, { points: 60, reason: 'Geste de bienvenue', requestId: randomUUID() })),
    { level: 'apprenti', total: 60 },
  ],
  [
    'plan_cancelled',
    async (member) => {
      json(await asAdmin('POST', `/admin/users/${member.userId}/gift`, { plan: 'premium', endsOn: null, reason: 'Partenaire de l’association', requestId: randomUUID() }));
      json(await asAdmin('POST', `/admin/users/${member.userId}/gift/end`, { reason: 'Fin du partenariat', requestId: randomUUID() }));
    },
    { plan: 'gratuit', previous_plan: 'premium' },
  ],
];

it.each(TRIGGERS)('%s, switched on, reaches its webhook with the member', async (event, trigger, own) => {
  const hook = `${event}-${randomUUID()}`;
  json<Automation>(await save(event, { url: `${sinkUrl}/${hook}`, enabled: true }));
  try {
    const member = await memberOnPlan('gratuit', 'Anouk');
    await trigger(member);
    const theirs = async () => (await received(hook)).filter((one) => one.body.user_id === member.userId);
    await waitFor(async () => (await theirs()).length > 0);
    const [delivery] = await theirs();
    expect(delivery).toMatchObject({ status: 200, body: { event, event_id: delivery!.eventId, user_email: member.email, user_name: 'Anouk', ...own } });
    expect((await automation(event)).deliveries.map((one) => one.eventId)).toContain(delivery!.eventId);
  } finally {
    await save(event, { url: `${sinkUrl}/${hook}`, enabled: false });
  }
});

it.each([
  ['loopback', 'http://127.0.0.1:8080/hook'],
  ['the metadata service', 'https://169.254.169.254/latest/meta-data/'],
  ['a private network', 'https://10.0.0.5/hook'],
  ['IPv6 loopback', 'https://[::1]/hook'],
  ['loopback inside an IPv4-compatible address', 'https://[::127.0.0.1]/hook'],
  ['loopback inside a 6to4 address', 'https://[2002:7f00:1::]/hook'],
  ['the metadata service inside a NAT64 address', 'https://[64:ff9b::a9fe:a9fe]/hook'],
  ['localhost', 'https://localhost/hook'],
  ['a name without a domain', 'https://intranet/hook'],
  ['plain http', 'http://hook.eu1.make.com/abcdef'],
  ['credentials in the URL', 'https://admin:secret@hook.eu1.make.com/abcdef'],
])('refuses %s (no SSRF through the form) and keeps the previous settings', async (_, url) => {
  await save('payment_failed', { url: `${sinkUrl}/avant`, enabled: false });
  const answer = await save('payment_failed', { url, enabled: true });
  expect([answer.status, answer.json]).toEqual([400, { error: { code: 'WEBHOOK_URL_REFUSED', message: API_ERRORS.WEBHOOK_URL_REFUSED.message } }]);
  expect(await automation('payment_failed')).toMatchObject({ url: `${sinkUrl}/avant`, enabled: false });
});

it('refuses to switch on an automation without a URL, in French', async () => {
  const answer = await save('plan_upgraded', { url: '', enabled: true });
  expect(answer.status).toBe(400);
  expect(JSON.stringify(answer.json)).toContain('Renseigne l’URL du webhook avant d’activer l’automatisation');
});

it('Tester sends a sample marked as a test, with its event id, and records the delivery', async () => {
  const hook = `essai-${randomUUID()}`;
  json<Automation>(await save('subscription_cancelled', { url: `${sinkUrl}/${hook}`, enabled: false }));
  const delivery = json<AutomationDelivery>(await api('POST', '/admin/automations/subscription_cancelled/test', { token: admin }), 201);
  expect(delivery).toMatchObject({ test: true, status: 200, ok: true, error: null });
  const [sent] = await received(hook);
  expect(sent).toMatchObject({ eventId: delivery.eventId, status: 200, body: { event: 'subscription_cancelled', event_id: delivery.eventId, test: true, user_email: 'camille.test@example.com', subscription_type: 'premium' } });
  expect((await automation('subscription_cancelled')).deliveries[0]).toEqual(delivery);
});

it('a real event reaches its switched-on webhook once; a webhook answering 500 then 200 gets it once more, not twice', async () => {
  const hook = `flaky-${randomUUID()}`;
  json<Automation>(await save('profile_created', { url: `${sinkUrl}/${hook}`, enabled: true }));
  const email = `automation-${randomUUID()}@example.com`;
  await signUpThroughApi(email, 'Maëlle');

  await waitFor(async () => (await received(hook)).some((one) => one.status === 200));
  const attempts = await received(hook);
  expect(attempts.map((one) => one.status)).toEqual([500, 200]);
  expect(new Set(attempts.map((one) => one.eventId)).size).toBe(1);
  expect(attempts[1]!.body).toMatchObject({ event: 'profile_created', user_email: email, user_name: 'Maëlle', plan: 'gratuit', dog_name: null });
  const deliveries = (await automation('profile_created')).deliveries.filter((one) => one.eventId === attempts[0]!.eventId);
  expect(deliveries.map((one) => one.status).sort()).toEqual([200, 500]);
  // Nothing more comes: the event was delivered.
  await pipelineDrained();
  expect(await received(hook)).toHaveLength(2);
  await save('profile_created', { url: `${sinkUrl}/${hook}`, enabled: false });
});

it('a switched-off automation sends nothing', async () => {
  const hook = `eteint-${randomUUID()}`;
  json<Automation>(await save('profile_created', { url: `${sinkUrl}/${hook}`, enabled: false }));
  await signUpThroughApi(`automation-${randomUUID()}@example.com`, 'Lison');
  await pipelineDrained();
  expect(await received(hook)).toEqual([]);
});
