import { forwardToAutomation } from '../../../functions/consumers/automation-webhook';

/** Issue 9 item 6: the automation webhook logs no personal data (no webhook URL is configured in tests). */

const member = { userId: 'c0ffee00-0000-4000-8000-000000000001', userEmail: 'lea.martin@example.com', userName: 'Léa', plan: 'premium' as const, dogName: 'Filou' };

// The consumer's own code: consumerHandler (parsing, once per event id) is tested in test/integration/consumer-handler.test.ts.
const eventOf = (name: 'profile_created' | 'auth_login', detail: typeof member) => ({ name, id: 'evt-1', time: new Date().toISOString(), detail });

/** Everything the function writes while it runs (the logger writes JSON lines to stdout and stderr). */
async function outputOf(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return written.join('');
}

test.each(['profile_created', 'auth_login'] as const)('%s: the log names the event, never the member', async (name) => {
  const output = await outputOf(() => forwardToAutomation(eventOf(name, member)));
  expect(output).toContain(name);
  for (const personal of [member.userEmail, member.userName, member.dogName]) expect(output).not.toContain(personal);
});
