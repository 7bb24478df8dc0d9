import type { EventDetail, EventName } from '../../shared/events/catalogue';
import type { MemberNotification } from '../../shared/realtime/channels';
import type { Db } from '../lib/db/service';
import { publish } from '../lib/events/publisher';
import { logger } from '../lib/logger';
import { memberFacts, type MemberFacts } from '../lib/members/facts';
import { balanceAfterCredit } from '../lib/points/ledger';
import type { NotifyMember } from '../lib/points/rewards';
import { notifyMember } from '../lib/realtime/notifier';

type MemberEventName = 'plan_upgraded' | 'plan_cancelled' | 'subscription_cancelled' | 'payment_failed';
/** A member event without the member's facts, which the effects read once the write committed. */
export type MemberEvent = { [N in MemberEventName]: { name: N; detail: Omit<EventDetail<N>, keyof MemberFacts> } }[MemberEventName];

/** What a committed payment change does outside the database (issue 13): events, points milestone, live message. */
export interface PaymentEffects {
  committed(userId: string, outcome: { events?: readonly MemberEvent[]; credited?: boolean; notification?: MemberNotification }): Promise<void>;
}

export interface PaymentPorts {
  publish: <N extends EventName>(name: N, detail: EventDetail<N>) => Promise<void>;
  notify: NotifyMember;
}

const DEFAULT_PORTS: PaymentPorts = { publish, notify: notifyMember };

/**
 * The effects follow the commit, each best effort and logged on failure: the provider has been paid and the member's
 * state is written, so a failed publication must not turn the webhook into an error the provider would retry (the
 * event id is recorded: a retry would do nothing). The automations issue's outbox makes publication itself reliable.
 */
export function paymentEffects(db: Db, ports: PaymentPorts = DEFAULT_PORTS): PaymentEffects {
  return {
    async committed(userId, { events = [], credited = false, notification }) {
      try {
        if (credited) await balanceAfterCredit(db, userId);
        if (events.length > 0) {
          const facts = await memberFacts(db, userId);
          for (const event of events) await ports.publish(event.name, { ...facts, ...event.detail } as EventDetail<typeof event.name>);
        }
        if (notification) await ports.notify(userId, notification);
      } catch (error) {
        logger.error('Paiement : effets après écriture en échec', { error, events: events.map((event) => event.name) });
      }
    },
  };
}
