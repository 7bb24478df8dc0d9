import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { VISIO_REMINDERS } from '../../shared/domain/visios';
import { isConditionFailure } from '../lib/db/condition';
import { db, type Db } from '../lib/db/service';
import { logger } from '../lib/logger';
import { sendMail, type Mail } from '../lib/mail/send-mail';
import { visioReminderMail } from '../lib/mail/templates';

const reminderEvent = z.object({ visioId: z.uuid(), kind: z.enum(VISIO_REMINDERS.map(({ kind }) => kind)) });
export type ReminderEvent = z.infer<typeof reminderEvent>;

/**
 * Sends one reminder of a session (issue 12), run by the one-time EventBridge Scheduler schedule made at booking
 * (locally, by the dev scheduler). Sent once: the reminder's time is stamped on the booking on the condition that it
 * is not yet and the session is still confirmed, before the e-mail; if the e-mail fails, the stamp is removed and the
 * error thrown, so the scheduler's retry sends it. A session cancelled or moved since sends nothing.
 */
export async function sendReminder(db: Db, { visioId, kind }: ReminderEvent, send: (mail: Mail) => Promise<void>, at: string): Promise<'sent' | 'skipped'> {
  const stamp = kind === '24h' ? 'reminded24hAt' : 'reminded1hAt';
  const { data: visio } = await db.entities.visio.get({ visioId }).go({ consistent: true });
  if (!visio || visio.status !== 'confirmee' || visio.start <= at) return 'skipped';
  const claimed = await db.entities.visio
    .patch({ visioId })
    .set({ [stamp]: at })
    .where((attributes, { eq, notExists }) => `${eq(attributes.status, 'confirmee')} AND ${notExists(attributes[stamp])}`)
    .go({ response: 'none' })
    .then(() => true, (error: unknown) => (isConditionFailure(error) ? false : Promise.reject(error)));
  if (!claimed) return 'skipped';
  const { data: profile } = await db.entities.profile.get({ userId: visio.userId }).go({ attributes: ['email', 'firstName'] });
  if (!profile) return 'skipped';
  try {
    await send({
      to: profile.email,
      ...visioReminderMail({ firstName: profile.firstName, kind, start: visio.start, durationMinutes: visio.durationMinutes, educatorName: visio.educatorName, meetingLink: visio.meetingLink }),
    });
  } catch (error) {
    await db.entities.visio.patch({ visioId }).remove([stamp]).go();
    throw error;
  }
  return 'sent';
}

export const handler = middy<unknown, 'sent' | 'skipped', Error, Context>(async (event: unknown) => {
  const parsed = reminderEvent.safeParse(event);
  if (!parsed.success) throw new Error('Rappel de visio : événement du planificateur inattendu');
  const outcome = await sendReminder(db(), parsed.data, sendMail, new Date().toISOString());
  logger.info('Rappel de visio', { kind: parsed.data.kind, outcome });
  return outcome;
}).use(injectLambdaContext(logger, { resetKeys: true }));
