import { forwardToAutomation, type AutomationPorts } from '../../../functions/consumers/automation-webhook';
import type { Delivery } from '../../../functions/lib/automations/deliver';
import { AUTOMATION_EVENTS, AUTOMATIONS, AUTOMATION_SAMPLES } from '../../../shared/domain/automations';
import { events } from '../../../shared/events/catalogue';

/** Issue 15 (and 9 item 6): an event reaches its automation's webhook when one is on; the logs never hold the member. */

const member = { userId: 'c0ffee00-0000-4000-8000-000000000001', userEmail: 'lea.martin@example.com', userName: 'Léa', plan: 'premium' as const, dogName: 'Filou' };
const eventOf = (name: 'profile_created' | 'auth_login') => ({ name, id: 'evt-1', time: '2026-03-01T09:00:00.000Z', detail: member });

/** Everything the function writes while it runs (the logger writes JSON lines to stdout and stderr). */
async function outputOf(run: () => Promise<unknown>): Promise<string> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run().catch(() => undefined);
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return written.join('');
}

function ports(settings: Awaited<ReturnType<AutomationPorts['settingsOf']>>, status = 200) {
  const sent: Delivery[] = [];
  const value: AutomationPorts = {
    settingsOf: async () => settings,
    // The member's two dogs: Filou first, Pixel ('d2') added later.
    memberFacts: async (userId, dogId) => ({ ...member, userId, dogName: dogId === 'd2' ? 'Pixel' : 'Filou' }),
    deliver: async (delivery) => {
      sent.push(delivery);
      return { id: 'd-1', eventId: delivery.eventId, test: false, status, ok: status < 300, error: null, durationMs: 12, at: '2026-03-01T09:00:01.000Z' };
    },
  };
  return { value, sent };
}

test('an event whose automation is on is sent with its id and SPEC’s fields', async () => {
  const { value, sent } = ports({ url: 'https://hook.eu1.make.com/abc', enabled: true });
  await forwardToAutomation(eventOf('profile_created'), value);
  expect(sent).toEqual([
    {
      event: 'profile_created',
      eventId: 'evt-1',
      url: 'https://hook.eu1.make.com/abc',
      test: false,
      payload: { event: 'profile_created', event_id: 'evt-1', occurred_at: '2026-03-01T09:00:00.000Z', user_id: member.userId, user_email: member.userEmail, user_name: 'Léa', plan: 'premium', dog_name: 'Filou' },
    },
  ]);
});

test('a webhook that fails makes the message fail, so the queue retries it; the error (logged) names no one', async () => {
  const { value } = ports({ url: 'https://hook.eu1.make.com/abc', enabled: true }, 500);
  const failure = await forwardToAutomation(eventOf('profile_created'), value).catch((error: Error) => error);
  expect(failure).toEqual(new Error('Le webhook de l’automatisation profile_created a répondu 500'));
});

test.each([
  ['switched off', { url: 'https://hook.eu1.make.com/abc', enabled: false }],
  ['without a URL', { enabled: true }],
  ['never set', null],
])('an automation %s sends nothing', async (_, settings) => {
  const { value, sent } = ports(settings);
  await forwardToAutomation(eventOf('profile_created'), value);
  expect(sent).toEqual([]);
});

test.each([
  ['profile_created', null, 200],
  ['auth_login', null, 200],
] as const)('%s: the log names the event, never the member', async (name, settings, status) => {
  const output = await outputOf(() => forwardToAutomation(eventOf(name), ports(settings, status).value));
  expect(output).toContain(name);
  for (const personal of [member.userEmail, member.userName, member.dogName]) expect(output).not.toContain(personal);
});

test('every catalogue event sent to automation-webhook is an automation the admin can configure, with a French label and a sample', () => {
  const forwarded = Object.entries(events)
    .filter(([, definition]) => (definition.consumers as readonly string[]).includes('automation-webhook'))
    .map(([name]) => name);
  expect([...AUTOMATION_EVENTS].sort()).toEqual(forwarded.sort());
  expect(AUTOMATION_EVENTS).toHaveLength(11); // SPEC's ten and the newsletter's consent (issue 22)
  for (const event of AUTOMATION_EVENTS) {
    expect(AUTOMATIONS[event].label).not.toBe('');
    expect(events[event].detail.safeParse(AUTOMATION_SAMPLES[event]).success).toBe(true);
  }
});

test.each([
  ['profile_updated', { userId: member.userId, dogName: 'Filou', completionPercentage: 85, profilComplet: true }, { completion_percentage: 85, profil_complet: true }],
  ['fiche_validated', { userId: member.userId, ficheId: 'fiche-1', dogId: '1', pointsEarned: 10 }, { fiche_id: 'fiche-1', dog_id: '1', points_earned: 10 }],
  ['points_milestone', { userId: member.userId, level: 'apprenti', total: 55 }, { level: 'apprenti', total: 55 }],
] as const)('%s, which does not carry the member, is sent with their facts read at delivery', async (name, detail, own) => {
  const { value, sent } = ports({ url: 'https://hook.eu1.make.com/abc', enabled: true });
  await forwardToAutomation({ name, id: 'evt-2', time: '2026-03-01T09:00:00.000Z', detail } as Parameters<typeof forwardToAutomation>[0], value);
  expect(sent[0]!.payload).toEqual({
    event: name,
    event_id: 'evt-2',
    occurred_at: '2026-03-01T09:00:00.000Z',
    user_id: member.userId,
    user_email: member.userEmail,
    user_name: 'Léa',
    plan: 'premium',
    dog_name: 'Filou',
    ...own,
  });
});

test('fiche_validated for a second dog names that dog (dog_name, dog_id), not the member’s first', async () => {
  const { value, sent } = ports({ url: 'https://hook.eu1.make.com/abc', enabled: true });
  const detail = { userId: member.userId, ficheId: 'fiche-1', dogId: 'd2', pointsEarned: 10 };
  await forwardToAutomation({ name: 'fiche_validated', id: 'evt-3', time: '2026-03-01T09:00:00.000Z', detail }, value);
  expect(sent[0]!.payload).toMatchObject({ event: 'fiche_validated', dog_name: 'Pixel', dog_id: 'd2', fiche_id: 'fiche-1', points_earned: 10 });
});
