import { randomUUID } from 'node:crypto';
import type { Automation, AutomationDelivery } from '../../shared/contract/automation-schemas';
import { API_ERRORS } from '../../shared/contract/errors';
import { api, type ApiAnswer } from './support/api';
import { signUpThroughApi, tokenFor } from './support/accounts';
import { sinkDeliveries, waitFor } from './support/local-aws';

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

it('lists the five automations of SPEC, off, each with its label', async () => {
  const { automations } = json<{ automations: Automation[] }>(await api('GET', '/admin/automations', { token: admin }));
  expect(automations.map((one) => one.event)).toEqual(['profile_created', 'plan_upgraded', 'payment_failed', 'subscription_cancelled', 'ticket_closed']);
  expect(sinkUrl).toMatch(/\/_local\/webhooks$/);
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
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await received(hook)).toHaveLength(2);
  await save('profile_created', { url: `${sinkUrl}/${hook}`, enabled: false });
});

it('a switched-off automation sends nothing', async () => {
  const hook = `eteint-${randomUUID()}`;
  json<Automation>(await save('profile_created', { url: `${sinkUrl}/${hook}`, enabled: false }));
  await signUpThroughApi(`automation-${randomUUID()}@example.com`, 'Lison');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await received(hook)).toEqual([]);
});
