import type { EventDetail, EventName } from '../events/catalogue';

/**
 * The automations an admin connects to Make (SPEC §2 Admin Automations, §7 send-make-webhook): five events of the
 * catalogue, each with its own webhook URL and on/off switch. What Make receives for each is `automationPayload`.
 */
export const AUTOMATION_EVENTS = ['profile_created', 'plan_upgraded', 'payment_failed', 'subscription_cancelled', 'ticket_closed'] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];

export const AUTOMATIONS: Readonly<Record<AutomationEvent, { label: string; description: string }>> = {
  profile_created: { label: 'Nouveau membre', description: 'Un compte vient d’être créé : bienvenue, ajout à la liste de diffusion.' },
  plan_upgraded: { label: 'Passage à une offre payante', description: 'Un membre souscrit Premium ou Expert+, ou monte d’offre.' },
  payment_failed: { label: 'Paiement échoué', description: 'Le renouvellement d’un abonnement a échoué : relance du membre.' },
  subscription_cancelled: { label: 'Abonnement résilié', description: 'Un membre a résilié : l’accès dure jusqu’à la fin de la période payée.' },
  ticket_closed: { label: 'Ticket résolu', description: 'Un éducateur a résolu un ticket : demande d’avis, suivi.' },
};

export function isAutomationEvent(name: string): name is AutomationEvent {
  return (AUTOMATION_EVENTS as readonly string[]).includes(name);
}

/** What a test delivery sends ('Tester'): a plausible member, clearly marked as a test. */
const SAMPLE_MEMBER = { userId: 'test-automatisation', userEmail: 'camille.test@example.com', userName: 'Camille', plan: 'premium', dogName: 'Filou' } as const;
export const AUTOMATION_SAMPLES: { [N in AutomationEvent]: EventDetail<N> } = {
  profile_created: { ...SAMPLE_MEMBER, plan: 'gratuit', dogName: null },
  plan_upgraded: { ...SAMPLE_MEMBER, subscriptionType: 'premium', previousPlan: 'gratuit' },
  payment_failed: { ...SAMPLE_MEMBER, invoiceId: 'in_test_automatisation', amount: 1490 },
  subscription_cancelled: { ...SAMPLE_MEMBER, subscriptionType: 'premium', accessUntil: '2026-12-31T23:00:00.000Z' },
  ticket_closed: { ...SAMPLE_MEMBER, ticketId: 'ticket-test-automatisation' },
};

/**
 * The JSON body an automation's webhook receives: SPEC §7's fields (event, user_email, user_name, plan, dog_name), the
 * event's own fields in snake_case, and its id and time, so a scenario can ignore a delivery it has already seen
 * (a retry after a timeout delivers the same event id again). `test` marks the admin's 'Tester'.
 */
export function automationPayload(name: EventName, event: { id: string; time: string; detail: object }, test = false): Record<string, unknown> {
  const { userEmail, userName, plan, dogName, userId, ...rest } = event.detail as Record<string, unknown>;
  const extra = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
  return {
    event: name,
    event_id: event.id,
    occurred_at: event.time,
    ...(test ? { test: true } : {}),
    user_id: userId,
    ...(userEmail === undefined ? {} : { user_email: userEmail, user_name: userName, plan, dog_name: dogName }),
    ...extra,
  };
}
