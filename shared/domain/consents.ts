import { canReadFiche, readingPlan, type FicheAccessFlags } from './entitlements';
import type { PlanId } from './plans';
import { addDays, parisDate } from './visio-slots';

/**
 * A member's consents (issue 22, RGPD art. 7): each an e-mail the member chose to receive, given or withdrawn on
 * 'Mon compte' (and withdrawn in one click from the e-mail itself), dated. A new kind (the training companion's
 * reminders) is one line here: the store, the routes, the page and the unsubscribe link all follow this list.
 */
export const CONSENTS = {
  newsletter: { label: 'Recevoir la newsletter', description: 'Conseils d’éducation et nouveautés de La Meute, environ une fois par mois.' },
  newFiches: { label: 'Me prévenir quand de nouvelles fiches sont publiées', description: 'Un e-mail par semaine, seulement s’il y a de nouvelles fiches accessibles avec ton offre.' },
} as const satisfies Record<string, { label: string; description: string }>;

export type ConsentKind = keyof typeof CONSENTS;
export const CONSENT_KINDS = Object.keys(CONSENTS) as [ConsentKind, ...ConsentKind[]];

/** One consent as stored and shown: given or not, and since when (given, or withdrawn); never answered: no date. */
export interface ConsentState {
  granted: boolean;
  changedAt: string | null;
}

/**
 * Every kind's state from the stored items (absent: never given). `legacyNewsletter` is the sign-up's answer kept on
 * the profile by accounts created before the consents had their own items: it counts until the member changes it.
 */
export function consentStates(
  stored: readonly { kind: ConsentKind; granted: boolean; changedAt: string }[],
  legacyNewsletter?: { granted: boolean; at: string },
): Record<ConsentKind, ConsentState> {
  const states = Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, { granted: false, changedAt: null }])) as Record<ConsentKind, ConsentState>;
  if (legacyNewsletter?.granted) states.newsletter = { granted: true, changedAt: legacyNewsletter.at };
  for (const { kind, granted, changedAt } of stored) if (kind in states) states[kind] = { granted, changedAt };
  return states;
}

/** The weekly new-fiches e-mail: the week a run belongs to (its Monday, Paris) and the publications it lists. */
export const NEW_FICHES_WINDOW_DAYS = 7;

/** The Paris Monday ('YYYY-MM-DD') of the week of an instant: a member gets one new-fiches e-mail per such week. */
export function parisWeekOf(instant: string): string {
  const day = parisDate(instant);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** The publications a run due at `scheduledTime` lists: those of the seven days before it, its own instant excluded. */
export function newFichesWindow(scheduledTime: string): { from: string; to: string } {
  const to = new Date(scheduledTime).toISOString();
  return { from: new Date(Date.parse(to) - NEW_FICHES_WINDOW_DAYS * 86_400_000).toISOString(), to };
}

export interface PublishedFiche extends FicheAccessFlags {
  ficheId: string;
  publishedAt?: string | undefined;
}

/** The fiches a member on `plan` reads among those published within the window, oldest first (none: no e-mail). */
export function newFichesFor<F extends PublishedFiche>(fiches: readonly F[], window: { from: string; to: string }, plan: PlanId, staff = false): F[] {
  const reading = readingPlan(plan, staff);
  return fiches
    .filter((fiche) => fiche.publishedAt !== undefined && fiche.publishedAt >= window.from && fiche.publishedAt < window.to && canReadFiche(reading, fiche))
    .sort((a, b) => (a.publishedAt! < b.publishedAt! ? -1 : a.publishedAt! > b.publishedAt! ? 1 : 0));
}
