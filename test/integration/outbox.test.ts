import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createMember } from '../../functions/account/members';
import { relayOutbox } from '../../functions/events/outbox-relay';
import { outboxItem } from '../../functions/lib/events/outbox';
import { FICHES } from '../../shared/catalogue';
import { api } from './support/api';
import { pipelineDrained, sinkDeliveries, waitFor } from './support/local-aws';
import { tokenFor } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 15: events go through the transactional outbox — written in the transaction of their change, relayed from the
 * table's stream to the bus, processed once by each consumer. Watched at the end of the chain: the local webhook sink,
 * behind the sign-up automation.
 */

let hook: string;
beforeAll(async () => {
  const admin = await tokenFor('admin');
  const { sinkUrl } = (await api('GET', '/admin/automations', { token: admin })).json as { sinkUrl: string };
  hook = `outbox-${randomUUID()}`;
  expect((await api('PUT', '/admin/automations/profile_created', { token: admin, body: { url: `${sinkUrl}/${hook}`, enabled: true } })).status).toBe(200);
});
const receivedFor = async (email: string) => (await sinkDeliveries(hook)).filter((one) => one.body.user_email === email);
const member = (userId: string, email: string) => {
  const now = new Date().toISOString();
  return createMember(testDb(), { userId, email, firstName: 'Outbox', newsletter: false, cguAcceptedAt: now, now });
};

it('an event for each committed write, none for a refused one: five simultaneous creations of one member send one', async () => {
  const userId = randomUUID();
  const email = `outbox-${userId}@example.com`;
  const outcomes = await Promise.all(Array.from({ length: 5 }, () => member(userId, email)));
  expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
  await waitFor(async () => (await receivedFor(email)).length > 0);
  await pipelineDrained();
  expect(await receivedFor(email)).toHaveLength(1);
});

it('an event written with its change reaches the automations without its writer doing anything more (it may die after the commit)', async () => {
  const email = `outbox-seul-${randomUUID()}@example.com`;
  await testDb()
    .transaction.write((entities) => [outboxItem(entities, 'profile_created', { userId: randomUUID(), userEmail: email, userName: 'Orphée', plan: 'gratuit', dogName: null }, new Date().toISOString())])
    .go();
  await waitFor(async () => (await receivedFor(email)).length > 0);
  expect(await receivedFor(email)).toHaveLength(1);
});

it('a stream record relayed twice (the relay retried) is one event for the consumers', async () => {
  const email = `outbox-double-${randomUUID()}@example.com`;
  const eventId = randomUUID();
  const record: DynamoDBRecord = {
    eventName: 'INSERT',
    dynamodb: {
      SequenceNumber: '1',
      NewImage: marshall({ __edb_e__: 'outboxEvent', eventId, name: 'profile_created', detail: JSON.stringify({ userId: randomUUID(), userEmail: email, userName: 'Double', plan: 'gratuit', dogName: null }) }) as never,
    },
  };
  testDb();
  expect(await relayOutbox({ Records: [record] })).toEqual({ batchItemFailures: [] });
  expect(await relayOutbox({ Records: [record] })).toEqual({ batchItemFailures: [] });
  await waitFor(async () => (await receivedFor(email)).length > 0);
  await pipelineDrained();
  expect((await receivedFor(email)).map((one) => one.eventId)).toEqual([eventId]);
});

it('a fiche validated twice writes fiche_validated once; each dog-profile save writes profile_updated', async () => {
  const member = await memberOnPlan('gratuit', 'Oscar');
  const fiche = FICHES.find((one) => one.isFree && one.isPublished)!;
  const first = (await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken })).json as { pointsEarned: number };
  expect((await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken })).json).toMatchObject({ alreadyCompleted: true });
  const saved = await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile: { nom: 'Pistache', sexe: 'femelle', age_mois: 14 } } });
  expect(saved.status).toBe(200);
  const events = (await testDb().entities.outboxEvent.scan.where(({ detail }, { contains }) => contains(detail, member.userId)).go({ pages: 'all' })).data;
  const of = (name: string) => events.filter((event) => event.name === name).map((event) => JSON.parse(event.detail) as Record<string, unknown>);
  // No dog yet: the validation is the future first dog's (issue 25).
  expect(of('fiche_validated')).toEqual([{ userId: member.userId, ficheId: fiche.id, dogId: '1', pointsEarned: first.pointsEarned }]);
  expect(of('profile_updated')).toEqual([expect.objectContaining({ userId: member.userId, dogName: 'Pistache' })]);
});

it('a fiche validated for a second dog says which dog in fiche_validated (issue 25), once per dog', async () => {
  const member = await memberOnPlan('premium', 'Oscar');
  const fiche = FICHES.find((one) => one.isFree && one.isPublished)!;
  expect((await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile: { nom: 'Pistache', sexe: 'femelle', age_mois: 14 } } })).status).toBe(200);
  const added = await api('POST', '/dogs', { token: member.accessToken, body: { form: 'quick', profile: { nom: 'Pixel', sexe: 'male', age_mois: 4 } } });
  expect(added.status).toBe(201);
  const second = (added.json as { dogId: string }).dogId;
  for (const dogId of ['1', second, second]) expect((await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken, body: { dogId } })).status).toBe(200);
  const events = (await testDb().entities.outboxEvent.scan.where(({ detail }, { contains }) => contains(detail, member.userId)).go({ pages: 'all' })).data;
  const validated = events.filter((event) => event.name === 'fiche_validated').map((event) => JSON.parse(event.detail) as { dogId: string; ficheId: string });
  expect(validated.map(({ dogId, ficheId }) => [dogId, ficheId]).sort()).toEqual([['1', fiche.id], [second, fiche.id]].sort());
});
