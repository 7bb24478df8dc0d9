import { randomUUID } from 'node:crypto';
import { planTrainingReminders } from '../../functions/jobs/training-reminders';
import { remindMembers } from '../../functions/lib/rhythm/remind-members';
import { sendMail } from '../../functions/lib/mail/send-mail';
import { unsubscribeSecret } from '../../functions/lib/mail/unsubscribe';
import { sendPush } from '../../functions/lib/push/web-push';
import { sendTrainingReminder, type ReminderPorts } from '../../functions/lib/rhythm/send-reminder';
import type { Rhythm } from '../../shared/contract/rhythm-schemas';
import { sessionCalendar, trainingSessionId } from '../../shared/domain/training-sessions';
import { parisDate } from '../../shared/domain/visio-slots';
import { weekOf } from '../../shared/domain/weekly-rhythm';
import { eraseRhythm } from '../../functions/rhythm/rhythm';
import type { LocalMail } from '../../scripts/dev/mailbox';
import type { ReceivedPush } from '../../scripts/dev/push-sandbox';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { api } from './support/api';
import { mailsAfterWelcome } from './support/local-aws';
import { testDb } from './support/members';
import { testStack } from './support/stack';

jest.setTimeout(180_000);

/**
 * Issue 25, reminders: the job reminds each member due in its slot once per Paris day however many runs (twice in a
 * row, two at once), never one who trained that day or turned reminders off; the reminder goes as a notification to
 * the member's devices (the push sandbox decrypts it as a device would), else by e-mail; its one-click stop works
 * without sign-in and refuses a forged link. The job and the delivery run with the clock of a day of their own, far
 * ahead (the stack's consumer, on today's clock, finds those reminders late and sends nothing itself).
 */

/** Monday 2 June 2031 (summer time); each test uses its own slot of that day. */
const DAY = '2031-06-02';
const runAt = (parisTime: string) => new Date(`${DAY}T${parisTime}:00+02:00`).toISOString();
const unlimitedTime = { remainingMs: () => Number.MAX_SAFE_INTEGER };

const rhythmOf = async (member: TestAccount) => (await api('GET', '/me/rhythm', { token: member.accessToken })).json as Rhythm;
async function chooseReminders(member: TestAccount, settings: { time: string; channel: 'push' | 'email'; on?: boolean; days?: number[] }): Promise<void> {
  const saved = await api('PUT', '/me/rhythm', {
    token: member.accessToken,
    body: { weeklyGoal: 3, preferredDays: settings.days ?? [1, 3], preferredTime: settings.time, remindersOn: settings.on ?? true, reminderChannel: settings.channel },
  });
  expect(saved.status).toBe(200);
}

/** A validation's session, written as the validation writes it (engineer D's log), at an instant. */
async function trainedAt(member: TestAccount, at: string): Promise<void> {
  await testDb()
    .entities.trainingSession.create({ userId: member.userId, dogId: '1', sessionId: trainingSessionId(at, randomUUID().slice(0, 6)), ficheId: 'chiot-proprete-les-bases', at, ...sessionCalendar(at), kind: 'first', pointsEarned: 0 })
    .go();
}

/** The page events a run handed out, by outbox id, and those already worked here. */
const workedPages = new Set<string>();
/**
 * One run of the job, then each page it handed out worked as the training-reminders consumer works it, with the day's
 * clock: the job's summary with the pages' counts added up.
 */
async function runReminders(scheduledTime: string, now = scheduledTime) {
  const job = await planTrainingReminders(testDb(), { scheduledTime, ...unlimitedTime }, () => now);
  const { data } = await testDb().entities.outboxEvent.scan.where(({ name }, { eq }) => eq(name, 'training_reminders_page')).go({ pages: 'all' });
  const pages = data.filter(({ eventId, detail }) => !workedPages.has(eventId) && (JSON.parse(detail) as { scheduledTime: string }).scheduledTime === scheduledTime);
  const totals = { ...job, reminded: 0, alreadyReminded: 0, trainedToday: 0 };
  for (const { eventId, detail } of pages) {
    workedPages.add(eventId);
    const outcome = await remindMembers(testDb(), JSON.parse(detail) as Parameters<typeof remindMembers>[1], () => now);
    totals.reminded += outcome.reminded;
    totals.alreadyReminded += outcome.alreadyReminded;
    totals.trainedToday += outcome.trainedToday;
  }
  return totals;
}

/** The reminder events the outbox holds for these members (the consumer's writes from the job's pages; the relay publishes them). */
async function reminderEvents(userIds: readonly string[]): Promise<Array<{ userId: string; day: string }>> {
  const { data } = await testDb().entities.outboxEvent.scan.where(({ name }, { eq }) => eq(name, 'training_reminder_due')).go({ pages: 'all' });
  return data.map(({ detail }) => JSON.parse(detail) as { userId: string; day: string }).filter(({ userId }) => userIds.includes(userId));
}

const aws = (path: string, init?: RequestInit) => fetch(`${testStack().urls.aws}${path}`, init);
async function sandboxDevice(): Promise<{ deviceId: string; endpoint: string; keys: { p256dh: string; auth: string } }> {
  return (await (await aws('/_local/push/devices', { method: 'POST' })).json()) as { deviceId: string; endpoint: string; keys: { p256dh: string; auth: string } };
}
const pushesTo = async (deviceId: string) => ((await (await aws('/_local/push.json')).json()) as ReceivedPush[]).filter((push) => push.deviceId === deviceId);
const reminderMails = async (member: TestAccount): Promise<LocalMail[]> => (await mailsAfterWelcome(member.email)).filter((mail) => mail.subject === 'Une petite séance avec ton chien aujourd’hui ?');

/** The consumer's code with the day's clock (what the stack's consumer does when the event comes on time). */
const ports = (now: string): ReminderPorts => ({ db: testDb(), sendMail, sendPush, linkSecret: unsubscribeSecret, now: () => now });
const oneClick = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+\/api/, testStack().urls.api), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('settings', () => {
  it('starts at 3 a week with no reminder, and refuses what cannot be in French', async () => {
    const member = await signUpAndSignIn('member', 'Rythme');
    expect((await rhythmOf(member)).settings).toEqual({ weeklyGoal: 3, preferredDays: [], preferredTime: '18:30', remindersOn: false, reminderChannel: 'push' });
    const refuse = async (body: object, message: string) => {
      const answer = await api('PUT', '/me/rhythm', { token: member.accessToken, body: { weeklyGoal: 3, preferredDays: [1], preferredTime: '18:00', remindersOn: true, reminderChannel: 'email', ...body } });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(message);
    };
    await refuse({ weeklyGoal: 8 }, 'Choisis un objectif entre 1 et 7 séances par semaine.');
    await refuse({ weeklyGoal: 0 }, 'Choisis un objectif entre 1 et 7 séances par semaine.');
    await refuse({ preferredTime: '22:00' }, 'Choisis une heure entre 08:00 et 20:45 (pas de rappel la nuit).');
    await refuse({ preferredDays: [] }, 'Choisis au moins un jour pour recevoir tes rappels.');
    await refuse({ preferredDays: [8] }, 'Ce jour de la semaine n’existe pas.');
    expect((await rhythmOf(member)).settings.remindersOn).toBe(false);
  });

  it('counts this week’s sessions, whatever the dog, against the goal', async () => {
    const member = await signUpAndSignIn('member', 'Semaine');
    await chooseReminders(member, { time: '18:00', channel: 'email', on: false });
    const now = new Date().toISOString();
    await trainedAt(member, now);
    await testDb()
      .entities.trainingSession.create({ userId: member.userId, dogId: 'dautrechien', sessionId: trainingSessionId(now, 'second'), ficheId: 'chiot-proprete-les-bases', at: now, ...sessionCalendar(now), kind: 'repeat', pointsEarned: 0 })
      .go();
    const rhythm = await rhythmOf(member);
    expect(rhythm.thisWeek).toEqual({ week: weekOf(now), sessions: 2, goal: 3, met: false });
    expect(rhythm.streak).toBe(0);
    expect(rhythm.joker.available).toBe(true);
  });
});

describe('the reminders job', () => {
  let byMail: TestAccount;
  let byPush: TestAccount;
  let noDevice: TestAccount;
  let trained: TestAccount;
  let turnedOff: TestAccount;
  let otherDay: TestAccount;
  let device: Awaited<ReturnType<typeof sandboxDevice>>;
  const at = runAt('18:15');

  beforeAll(async () => {
    [byMail, byPush, noDevice, trained, turnedOff, otherDay] = (await Promise.all(['Mael', 'Pia', 'Noe', 'Tao', 'Ode', 'Lin'].map((name) => signUpAndSignIn('member', name)))) as [TestAccount, TestAccount, TestAccount, TestAccount, TestAccount, TestAccount];
    await chooseReminders(byMail, { time: '18:10', channel: 'email' });
    await chooseReminders(byPush, { time: '18:15', channel: 'push' });
    await chooseReminders(noDevice, { time: '18:05', channel: 'push' });
    await chooseReminders(trained, { time: '18:15', channel: 'email' });
    await chooseReminders(turnedOff, { time: '18:15', channel: 'email' });
    await chooseReminders(turnedOff, { time: '18:15', channel: 'email', on: false });
    await chooseReminders(otherDay, { time: '18:15', channel: 'email', days: [2, 4] });
    device = await sandboxDevice();
    const subscribed = await api('POST', '/me/push-subscriptions', { token: byPush.accessToken, body: { endpoint: device.endpoint, keys: device.keys } });
    expect(subscribed.status).toBe(204);
    expect((await rhythmOf(byPush)).pushDevices).toBe(1);
    // Trained that Monday morning (08:00 Paris), with any dog.
    await trainedAt(trained, new Date(`${DAY}T08:00:00+02:00`).toISOString());
  });

  it('decides one reminder per member and day, even run twice at once and once more', async () => {
    const [first] = await Promise.all([runReminders(at), runReminders(at)]);
    await runReminders(at);
    // Even with the run's saved progress lost (a run that died before saving it), each member's mark of the day holds.
    await testDb().entities.jobProgress.delete({ job: 'training-reminders', period: at, segment: 'reminders' }).go();
    const again = await runReminders(at);
    expect(again).toMatchObject({ reminded: 0, alreadyReminded: 3, trainedToday: 1 });
    // The job hands the slot's members out in pages; the consumer decides each member.
    expect(first).toMatchObject({ day: DAY, slot: '18:15', pages: 1 });
    const members = [byMail, byPush, noDevice, trained, turnedOff, otherDay].map(({ userId }) => userId);
    const events = await reminderEvents(members);
    // One event for each member due who had not trained, whichever run wrote it; none for the others.
    expect(events.map(({ userId }) => userId).sort()).toEqual([byMail.userId, byPush.userId, noDevice.userId].sort());
    expect(events.every(({ day }) => day === DAY)).toBe(true);
    const { data: mark } = await testDb().entities.reminderMark.get({ userId: byMail.userId, day: DAY }).go();
    expect(mark).not.toBeNull();
  });

  it('sends nothing in quiet hours, nor for a slot nobody chose', async () => {
    expect(await runReminders(runAt('21:00'))).toMatchObject({ due: 0, reminded: 0 });
    expect(await runReminders(runAt('06:30'))).toMatchObject({ due: 0, reminded: 0 });
  });

  it('a run retried the next day sends nothing for the day that is over', async () => {
    const nextDay = new Date(`2031-06-03T09:00:00+02:00`).toISOString();
    const late = await runReminders(runAt('18:00'), nextDay);
    expect(late).toMatchObject({ due: 0, reminded: 0 });
    // A page handed out on time but worked the next day (its message retried late) reminds nobody either.
    expect(await remindMembers(testDb(), { scheduledTime: runAt('18:00'), day: DAY, userIds: [noDevice.userId, turnedOff.userId] }, () => nextDay)).toEqual({ reminded: 0, alreadyReminded: 0, trainedToday: 0 });
  });

  it('delivers a notification to the member’s device, and an e-mail to the others, each once', async () => {
    const members = [byMail, byPush, noDevice];
    const events = await reminderEvents(members.map(({ userId }) => userId));
    const outcomes = await Promise.all(events.map((event) => sendTrainingReminder(ports(at), event)));
    expect(outcomes.sort()).toEqual(['email', 'email', 'push']);

    const [push] = await pushesTo(device.deviceId);
    expect(await pushesTo(device.deviceId)).toHaveLength(1);
    expect(push!.message).toMatchObject({ title: 'Une petite séance aujourd’hui ?', body: 'Cette semaine : 0 séance sur 3. Quelques minutes suffisent.', url: '/membre/dashboard', tag: `rappel-${DAY}` });
    expect(push!.ttl).toBe(12 * 3600);
    expect(await reminderMails(byPush)).toEqual([]);

    for (const member of [byMail, noDevice]) {
      const mails = await reminderMails(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('C’est l’un des jours que tu as choisis pour t’entraîner. Cette semaine : 0 séance sur 3.');
      expect(mails[0]!.text).toMatch(/Arrêter les rappels en un clic : http:\/\/localhost:\d+\/rappels\/arret\?t=/);
      expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    for (const member of [trained, turnedOff, otherDay]) expect(await reminderMails(member)).toEqual([]);
  });

  it('checks again when it sends: nothing once the member trained, turned reminders off, or the day is over', async () => {
    const event = { userId: byMail.userId, day: DAY };
    expect(await sendTrainingReminder(ports(new Date(`2031-06-03T09:00:00+02:00`).toISOString()), event)).toBe('late');
    expect(await sendTrainingReminder(ports(runAt('21:30')), event)).toBe('late');
    expect(await sendTrainingReminder(ports(at), { userId: trained.userId, day: DAY })).toBe('trained');
    expect(await sendTrainingReminder(ports(at), { userId: turnedOff.userId, day: DAY })).toBe('off');
    expect(await reminderMails(byMail)).toHaveLength(1);
  });

  it('stops in one click from the e-mail, without sign-in, and refuses a forged link', async () => {
    const [mail] = await reminderMails(byMail);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers?.['List-Unsubscribe'] ?? '')![1]!);
    expect(url.pathname).toBe('/api/reminders/stop');
    const token = url.searchParams.get('t')!;
    const [userId, signature] = token.split('.');
    for (const forged of [`${userId}.${signature!.slice(0, -2)}AA`, `${noDevice.userId}.${signature}`, `${userId}`]) {
      const refused = await api('POST', `/reminders/stop?t=${encodeURIComponent(forged)}`);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: { code: 'REMINDER_STOP_LINK_INVALID' } });
    }
    expect((await rhythmOf(noDevice)).settings.remindersOn).toBe(true);

    const stopped = await oneClick(url.toString());
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ remindersOn: false });
    expect((await oneClick(url.toString())).status).toBe(200); // a second click changes nothing
    const after = await rhythmOf(byMail);
    expect(after.settings).toMatchObject({ remindersOn: false, preferredDays: [1, 3], preferredTime: '18:10' });
    // Its slots are gone: the next Monday's run does not read it.
    const nextMonday = '2031-06-09T16:15:00.000Z';
    await runReminders(nextMonday);
    expect((await reminderEvents([byMail.userId])).filter(({ day }) => day === '2031-06-09')).toEqual([]);
  });

  it('stops from the notification’s action too, and falls back to e-mail when the device is gone', async () => {
    const [push] = await pushesTo(device.deviceId);
    const stopUrl = (push!.message as { stopUrl: string }).stopUrl;
    expect(stopUrl).toMatch(/\/api\/reminders\/stop\?t=/);

    // The browser dropped the subscription: the push service answers 410, the device is forgotten, the e-mail goes.
    expect((await aws(`/_local/push/devices/${device.deviceId}`, { method: 'DELETE' })).status).toBe(204);
    const nextMonday = '2031-06-09T16:15:00.000Z';
    expect(await sendTrainingReminder(ports(nextMonday), { userId: byPush.userId, day: '2031-06-09' })).toBe('email');
    expect((await rhythmOf(byPush)).pushDevices).toBe(0);
    expect(await reminderMails(byPush)).toHaveLength(1);

    expect((await oneClick(stopUrl)).status).toBe(200);
    expect((await rhythmOf(byPush)).settings.remindersOn).toBe(false);
  });
});

describe('push subscriptions', () => {
  it('accepts a browser’s push service only, once per device, and forgets it on request', async () => {
    const member = await signUpAndSignIn('member', 'Appareil');
    const keys = { p256dh: 'BExempleDeCleP256dhDuParcoursDesRoutesAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', auth: 'ExempleSecretAuth0123' };
    for (const endpoint of ['https://169.254.169.254/latest/meta-data', 'http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com.evil.example/x']) {
      const refused = await api('POST', '/me/push-subscriptions', { token: member.accessToken, body: { endpoint, keys } });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: { code: 'PUSH_ENDPOINT_REFUSED' } });
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/appareil-de-test';
    expect((await api('POST', '/me/push-subscriptions', { token: member.accessToken, body: { endpoint, keys } })).status).toBe(204);
    expect((await api('POST', '/me/push-subscriptions', { token: member.accessToken, body: { endpoint, keys } })).status).toBe(204);
    expect((await rhythmOf(member)).pushDevices).toBe(1);
    expect((await api('DELETE', '/me/push-subscriptions', { token: member.accessToken, body: { endpoint } })).status).toBe(204);
    expect((await rhythmOf(member)).pushDevices).toBe(0);
    const key = await api('GET', '/me/push-subscriptions/key', { token: member.accessToken });
    expect(key.status).toBe(200);
    expect((key.json as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('account erasure', () => {
  it('leaves none of the member’s rhythm items: settings, slots, devices, marks', async () => {
    const member = await signUpAndSignIn('member', 'Efface');
    await chooseReminders(member, { time: '09:00', channel: 'push', days: [1, 2, 3] });
    const device = await sandboxDevice();
    expect((await api('POST', '/me/push-subscriptions', { token: member.accessToken, body: { endpoint: device.endpoint, keys: device.keys } })).status).toBe(204);
    const now = new Date().toISOString();
    await testDb().entities.reminderMark.create({ userId: member.userId, day: parisDate(now), createdAt: now, expiresAt: Math.floor(Date.now() / 1000) + 86_400 }).go();
    await eraseRhythm(testDb(), { userId: member.userId, now });
    const { data } = await testDb().entities.rhythmSettings.scan.go({ pages: 'all' });
    expect(data.filter(({ userId }) => userId === member.userId)).toEqual([]);
    for (const entity of ['reminderSlot', 'pushSubscription', 'reminderMark'] as const) {
      const { data: left } = await (testDb().entities[entity].scan as { go: (o: object) => Promise<{ data: Array<{ userId: string }> }> }).go({ pages: 'all' });
      expect(left.filter(({ userId }) => userId === member.userId)).toEqual([]);
    }
  });
});
