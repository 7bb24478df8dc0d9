import type { EventDetail, EventName } from '../events/catalogue';

/**
 * The automations an admin connects to Make (SPEC §2 Admin Automations, §7 send-make-webhook): every event of the
 * catalogue whose consumers include `automation-webhook` (a unit test holds the two lists equal), each with its own
 * webhook URL and on/off switch, in the order of the admin page. What Make receives for each is `automationPayload`.
 */
export const AUTOMATION_EVENTS = [
  'profile_created',
  'auth_login',
  'profile_updated',
  'fiche_validated',
  'points_milestone',
  'ticket_closed',
  'plan_upgraded',
  'subscription_cancelled',
  'plan_cancelled',
  'payment_failed',
  'newsletter_changed',
] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];

export const AUTOMATIONS: Readonly<Record<AutomationEvent, { label: string; description: string }>> = {
  profile_created: { label: 'Nouveau membre', description: 'Un compte vient d’être créé : bienvenue, ajout à la liste de diffusion.' },
  auth_login: { label: 'Connexion d’un membre', description: 'Un membre se connecte : suivi de l’activité, relance des comptes inactifs.' },
  profile_updated: { label: 'Profil du chien enregistré', description: 'Un membre enregistre le profil de son chien, avec son taux de complétion.' },
  fiche_validated: { label: 'Fiche validée', description: 'Un membre valide une fiche pour la première fois avec l’un de ses chiens (nommé dans dog_name), avec les points gagnés.' },
  points_milestone: { label: 'Nouveau niveau atteint', description: 'Les points d’un membre atteignent un niveau pour la première fois : félicitations.' },
  ticket_closed: { label: 'Ticket résolu', description: 'Un éducateur a résolu un ticket : demande d’avis, suivi.' },
  plan_upgraded: { label: 'Passage à une offre payante', description: 'Un membre souscrit Premium ou Expert+, ou monte d’offre.' },
  subscription_cancelled: { label: 'Abonnement résilié', description: 'Un membre a résilié : l’accès dure jusqu’à la fin de la période payée.' },
  plan_cancelled: { label: 'Retour au plan Gratuit', description: 'Un plan payant a pris fin (période terminée ou paiement abandonné) : le membre repasse au plan Gratuit.' },
  payment_failed: { label: 'Paiement échoué', description: 'Le renouvellement d’un abonnement a échoué : relance du membre.' },
  newsletter_changed: { label: 'Inscription à la newsletter', description: 'Un membre s’inscrit à la newsletter ou s’en désinscrit (champ subscribed) : la liste de diffusion suit.' },
};

export function isAutomationEvent(name: string): name is AutomationEvent {
  return (AUTOMATION_EVENTS as readonly string[]).includes(name);
}

/**
 * Who the member is, as every automation's payload says it (SPEC §7: user_email, user_name, plan, dog_name). Most
 * events carry it; the others (a dog profile saved, a fiche validated, a level reached) are written where reading the
 * member would cost a hot path, so the consumer reads it at delivery (`withMemberFacts`).
 */
type MemberFacts = Pick<EventDetail<'profile_created'>, 'userId' | 'userEmail' | 'userName' | 'plan' | 'dogName'>;
export type AutomationDetail<N extends AutomationEvent> = EventDetail<N> & MemberFacts;

/**
 * The event's detail with the member's facts: its own when it carries them, else `read` ones (the event's fields win).
 * An event about one dog (`dogId`, a fiche validated) names that dog, not the member's first.
 */
export async function withMemberFacts<N extends AutomationEvent>(detail: EventDetail<N>, read: (userId: string, dogId?: string) => Promise<MemberFacts>): Promise<AutomationDetail<N>> {
  if ('userEmail' in detail) return detail as AutomationDetail<N>;
  return { ...(await read(detail.userId, 'dogId' in detail ? detail.dogId : undefined)), ...detail };
}

/** What a test delivery sends ('Tester'), and the page's example: a plausible member, clearly marked as a test. */
const SAMPLE_MEMBER = { userId: 'test-automatisation', userEmail: 'camille.test@example.com', userName: 'Camille', plan: 'premium', dogName: 'Filou' } as const;
export const AUTOMATION_SAMPLES: { [N in AutomationEvent]: AutomationDetail<N> } = {
  profile_created: { ...SAMPLE_MEMBER, plan: 'gratuit', dogName: null },
  auth_login: SAMPLE_MEMBER,
  profile_updated: { ...SAMPLE_MEMBER, completionPercentage: 85, profilComplet: true },
  fiche_validated: { ...SAMPLE_MEMBER, ficheId: 'fiche-test-automatisation', dogId: '1', pointsEarned: 10 },
  points_milestone: { ...SAMPLE_MEMBER, level: 'apprenti', total: 55 },
  ticket_closed: { ...SAMPLE_MEMBER, ticketId: 'ticket-test-automatisation' },
  plan_upgraded: { ...SAMPLE_MEMBER, subscriptionType: 'premium', previousPlan: 'gratuit' },
  subscription_cancelled: { ...SAMPLE_MEMBER, subscriptionType: 'premium', accessUntil: '2026-12-31T23:00:00.000Z' },
  plan_cancelled: { ...SAMPLE_MEMBER, plan: 'gratuit', previousPlan: 'premium' },
  payment_failed: { ...SAMPLE_MEMBER, invoiceId: 'in_test_automatisation', amount: 1490 },
  newsletter_changed: { ...SAMPLE_MEMBER, subscribed: true, changedAt: '2026-11-03T09:30:00.000Z' },
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
