import type { EventDetail } from '../../shared/events/catalogue';
import type { MemberNotification } from '../../shared/realtime/channels';
import type { Db } from '../lib/db/service';
import { logger } from '../lib/logger';
import type { MemberFacts } from '../lib/members/facts';
import { balanceAfterCredit } from '../lib/points/ledger';
import type { NotifyMember } from '../lib/points/rewards';
import { notifyMember } from '../lib/realtime/notifier';

type MemberEventName = 'plan_upgraded' | 'plan_cancelled' | 'subscription_cancelled' | 'payment_failed';
/** A member event without the member's facts, which the synchronisation adds when it writes it to the outbox. */
export type MemberEvent = { [N in MemberEventName]: { name: N; detail: Omit<EventDetail<N>, keyof MemberFacts> } }[MemberEventName];

/**
 * What a committed payment change does besides its transaction (issue 13): the points milestone a credit may reach and
 * the member's live message. Its events are not here: they are written to the outbox with the change.
 */
export interface PaymentEffects {
  committed(userId: string, outcome: { credited?: boolean; notification?: MemberNotification }): Promise<void>;
}

/**
 * The effects follow the commit, each best effort and logged on failure: the provider has been paid and the member's
 * state is written, so a failed live message must not turn the webhook into an error the provider would retry (the
 * event id is recorded: a retry would do nothing).
 */
export function paymentEffects(db: Db, notify: NotifyMember = notifyMember): PaymentEffects {
  return {
    async committed(userId, { credited = false, notification }) {
      try {
        if (credited) await balanceAfterCredit(db, userId);
        if (notification) await notify(userId, notification);
      } catch (error) {
        logger.error('Paiement : effets après écriture en échec', { error });
      }
    },
  };
}
