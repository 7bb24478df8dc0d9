import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';
import { notifyMember } from '../lib/realtime/notifier';
import { deleteSchedule, scheduleOnce } from '../lib/schedules/one-time';
import { visioEffects, type VisioEffects } from '../lib/visios/visio-effects';

/**
 * What a booked session sets off (issue 12), from its `visio_booked` event (issue 15's outbox): its 24 h and 1 h
 * reminders scheduled and the member's confirmation e-mail, once per booking. The session is read as it stands: one
 * cancelled or moved before the event arrived gets nothing (its reminder would find it so anyway).
 */
export async function noticesOnBooking(db: Db, effects: VisioEffects, event: ConsumedEvent<'visio-notices'>): Promise<'sent' | 'skipped'> {
  const { data: visio } = await db.entities.visio.get({ visioId: event.detail.visioId }).go({ consistent: true });
  if (!visio || visio.status !== 'confirmee') {
    logger.info('Visio plus confirmée : ni rappel ni e-mail', { visioId: event.detail.visioId, status: visio?.status });
    return 'skipped';
  }
  await effects.booked(visio);
  return 'sent';
}

export const handler = consumerHandler('visio-notices', async (event) => {
  await noticesOnBooking(db(), visioEffects(db(), { notify: notifyMember, sendMail, scheduleOnce, deleteSchedule }), event);
});
