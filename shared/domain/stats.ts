import { PLANS, yearlyPricePerMonth, type BillingPeriod, type PlanId } from './plans';
import type { RewardType } from './rewards';

/** The admin's figures (SPEC §2 Admin Dashboard, issue 14): what each fact adds to them. */

export const MEMBER_COUNTERS = { gratuit: 'membersGratuit', premium: 'membersPremium', expert: 'membersExpert' } as const satisfies Record<PlanId, TotalCounter>;

/** Monthly recurring revenue of one subscription, in cents: its monthly price, or a twelfth of its yearly one. */
export function monthlyRevenue(plan: PlanId, period: BillingPeriod | null | undefined): number {
  if (plan === 'gratuit' || !period) return 0;
  return period === 'yearly' ? yearlyPricePerMonth(plan) : PLANS[plan].prices.monthly;
}

/** Counters of the whole service, as it stands now. */
export const TOTAL_COUNTERS = ['membersGratuit', 'membersPremium', 'membersExpert', 'mrr', 'ficheValidations', 'ticketsOuvert', 'ticketsEnCours', 'ticketsResolu', 'ticketsFerme'] as const;
export type TotalCounter = (typeof TOTAL_COUNTERS)[number];
/** Counters of what happened in a Paris month or day. */
export const PERIOD_COUNTERS = ['signups', 'paidActivations', 'paidCancellations', 'ficheValidations', 'visios', 'firstResponses', 'firstResponseMinutes'] as const;
export type PeriodCounter = (typeof PERIOD_COUNTERS)[number];

/** A ticket's status, counted under its counter. */
export const TICKET_STATUS_COUNTERS = { ouvert: 'ticketsOuvert', en_cours: 'ticketsEnCours', resolu: 'ticketsResolu', ferme: 'ticketsFerme' } as const satisfies Record<string, TotalCounter>;

export interface PlanState {
  plan: PlanId;
  /** How the member pays: null for a plan the team gave (no revenue). */
  period: BillingPeriod | null;
  /** A staff account (issue 21): out of the members by plan; its own paid plan is still revenue and a sale. */
  staff?: boolean;
}

/**
 * What a change of a member's plan moves: the member counted under their new plan instead of the old one (a staff
 * account, `before.staff`, is counted under none), the MRR by the difference, and a paid activation (a first paid
 * subscription) or a paid cancellation (a paid plan ended).
 */
export function planChangeDeltas(before: PlanState, after: PlanState): { totals: Partial<Record<TotalCounter, number>>; period: Partial<Record<PeriodCounter, number>> } {
  const deltas: Partial<Record<TotalCounter, number>> = {};
  const add = (counter: TotalCounter, delta: number) => {
    if (delta !== 0) deltas[counter] = (deltas[counter] ?? 0) + delta;
  };
  if (before.plan !== after.plan && !before.staff) {
    add(MEMBER_COUNTERS[before.plan], -1);
    add(MEMBER_COUNTERS[after.plan], 1);
  }
  add('mrr', monthlyRevenue(after.plan, after.period) - monthlyRevenue(before.plan, before.period));
  const period: Partial<Record<PeriodCounter, number>> = {};
  // Paid members only: a plan the team gives (no billing period) is neither a sale nor a churn.
  if (!before.period && after.period && after.plan !== 'gratuit') period.paidActivations = 1;
  if (before.period && before.plan !== 'gratuit' && after.plan === 'gratuit') period.paidCancellations = 1;
  return { totals: deltas, period };
}

/**
 * What a member deleting their account moves (issue 22): they leave the members of their plan (a staff account was
 * counted under none), their subscription ends at once, so its MRR goes and a paid plan counts one paid cancellation,
 * as any paid plan that ends. Their sign-up, a past fact, stays counted.
 */
export function memberLeavingDeltas(before: PlanState): { totals: Partial<Record<TotalCounter, number>>; period: Partial<Record<PeriodCounter, number>> } {
  const { totals, period } = planChangeDeltas(before, { plan: 'gratuit', period: null });
  if (!before.staff) totals[MEMBER_COUNTERS.gratuit] = (totals[MEMBER_COUNTERS.gratuit] ?? 0) - 1;
  const moved = Object.fromEntries(Object.entries(totals).filter(([, delta]) => delta !== 0)) as Partial<Record<TotalCounter, number>>;
  return { totals: moved, period };
}

/**
 * What joining or leaving the team moves (issue 21): a staff account is not a member, so one promoted leaves the
 * members of their plan (their sign-up, a past fact, stays counted), and one who leaves the team is counted under
 * their plan again (an invited educator too, who never signed up: no sign-up is added). Revenue does not move.
 */
export function staffChangeDeltas(plan: PlanId, becomesStaff: boolean): Partial<Record<TotalCounter, number>> {
  return { [MEMBER_COUNTERS[plan]]: becomesStaff ? -1 : 1 };
}

/**
 * The points' counters (the admin's points page): the points members hold in all, what each kind of source credited
 * or debited in a Paris month, and the rewards exchanged for points, in all and per month. The ledger's own
 * transaction moves them (functions/lib/points/ledger.ts).
 */
export const POINTS_SOURCE_KINDS = ['fiche', 'ticket', 'purchase', 'plan-bonus', 'challenge', 'share', 'adjustment', 'exchange', 'profile'] as const;
export type PointsSourceKind = (typeof POINTS_SOURCE_KINDS)[number];

/** What each kind of source is called on the admin's points page. */
export const POINTS_SOURCE_LABELS: Record<PointsSourceKind, string> = {
  fiche: 'Fiches validées',
  ticket: 'Tickets résolus',
  purchase: 'Bonus boutique',
  'plan-bonus': 'Bonus d’abonnement',
  challenge: 'Défis du mois',
  share: 'Partages vérifiés',
  adjustment: 'Ajustements de l’équipe',
  exchange: 'Récompenses échangées',
  profile: 'Profils complétés',
};

const EARNED_COUNTERS = {
  fiche: 'earnedFiche',
  ticket: 'earnedTicket',
  purchase: 'earnedPurchase',
  'plan-bonus': 'earnedPlanBonus',
  challenge: 'earnedChallenge',
  share: 'earnedShare',
  adjustment: 'earnedAdjustment',
  exchange: 'earnedExchange',
  profile: 'earnedProfile',
} as const satisfies Record<PointsSourceKind, string>;
const SPENT_COUNTERS = {
  fiche: 'spentFiche',
  ticket: 'spentTicket',
  purchase: 'spentPurchase',
  'plan-bonus': 'spentPlanBonus',
  challenge: 'spentChallenge',
  share: 'spentShare',
  adjustment: 'spentAdjustment',
  exchange: 'spentExchange',
  profile: 'spentProfile',
} as const satisfies Record<PointsSourceKind, string>;
export const REWARD_COUNTERS = { ticket_standard: 'rewardsTicketStandard', ticket_urgent: 'rewardsTicketUrgent', visio_gratuite: 'rewardsVisioGratuite', video_retour: 'rewardsVideoRetour' } as const satisfies Record<RewardType, string>;

export const POINTS_COUNTERS = ['pointsInCirculation', ...Object.values(EARNED_COUNTERS), ...Object.values(SPENT_COUNTERS), ...Object.values(REWARD_COUNTERS)] as const;
export type PointsCounter = (typeof POINTS_COUNTERS)[number];

/** The kind of a ledger source (`fiche:<id>` → `fiche`). */
export function sourceKind(source: string): PointsSourceKind {
  const kind = source.slice(0, source.indexOf(':'));
  const known = POINTS_SOURCE_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new Error(`Source de points inconnue : ${source}`);
  return known;
}

/** What a ledger move adds to the points' counters: the points in circulation, and its kind's earned or spent points. */
export function pointsMoveDeltas(moves: ReadonlyArray<{ source: string; points: number }>, exchanged?: RewardType): Partial<Record<PointsCounter, number>> {
  const deltas: Partial<Record<PointsCounter, number>> = {};
  const add = (counter: PointsCounter, delta: number) => {
    deltas[counter] = (deltas[counter] ?? 0) + delta;
  };
  for (const { source, points } of moves) {
    add('pointsInCirculation', points);
    const kind = sourceKind(source);
    add(points >= 0 ? EARNED_COUNTERS[kind] : SPENT_COUNTERS[kind], Math.abs(points));
  }
  if (exchanged) add(REWARD_COUNTERS[exchanged], 1);
  return deltas;
}

/** A month's points by kind of source: credited and debited, kinds that moved nothing left out. */
export function pointsBySource(values: CounterValues): Array<{ kind: PointsSourceKind; earned: number; spent: number }> {
  return POINTS_SOURCE_KINDS.map((kind) => ({ kind, earned: values[EARNED_COUNTERS[kind]] ?? 0, spent: values[SPENT_COUNTERS[kind]] ?? 0 })).filter(
    (row) => row.earned > 0 || row.spent > 0,
  );
}

/** Counter values of one period (or of the totals), a missing counter being 0. */
export type CounterValues = Partial<Record<TotalCounter | PeriodCounter | PointsCounter, number>>;

const DAY_MS = 86_400_000;
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the week a date (`YYYY-MM-DD`) is in: weeks start on Monday in France. */
export function weekStart(date: string): string {
  const ms = dateMs(date);
  return dateOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** The months from `from` to `to` (`YYYY-MM`), both included, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let [year, month] = from.split('-').map(Number) as [number, number]; `${year}-${String(month).padStart(2, '0')}` <= to; ) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

export interface WeekRow {
  /** Its Monday (`YYYY-MM-DD`). */
  week: string;
  signups: number;
  paidActivations: number;
  ficheValidations: number;
  firstResponses: number;
  /** Mean minutes a ticket waited for its first answer among the week's first answers; null without one. */
  firstResponseMinutes: number | null;
}

/** The day counters of `from`…`to` summed by week (Monday first), every week present, oldest first. */
export function weeklyRows(days: ReadonlyMap<string, CounterValues>, from: string, to: string): WeekRow[] {
  const weeks = new Map<string, CounterValues>();
  for (let ms = dateMs(weekStart(from)); ms <= dateMs(to); ms += 7 * DAY_MS) weeks.set(dateOf(ms), {});
  for (const [date, values] of days) {
    const week = weeks.get(weekStart(date));
    if (!week) continue;
    for (const [counter, value] of Object.entries(values) as [keyof CounterValues, number][]) week[counter] = (week[counter] ?? 0) + value;
  }
  return [...weeks].map(([week, values]) => ({
    week,
    signups: values.signups ?? 0,
    paidActivations: values.paidActivations ?? 0,
    ficheValidations: values.ficheValidations ?? 0,
    firstResponses: values.firstResponses ?? 0,
    firstResponseMinutes: values.firstResponses ? Math.round((values.firstResponseMinutes ?? 0) / values.firstResponses) : null,
  }));
}

export interface MonthRow {
  month: string;
  /** Members on each plan, and the MRR, at the end of the month (now, for the current one). */
  membersGratuit: number;
  membersPremium: number;
  membersExpert: number;
  mrr: number;
  paidActivations: number;
  paidCancellations: number;
  /** Paid plans that ended in the month, in percent of the paid members at its start; null without any. */
  churnRate: number | null;
}

const END_COUNTERS = ['membersGratuit', 'membersPremium', 'membersExpert', 'mrr'] as const;

/**
 * Month rows from the month counters and today's totals: a month's end value is today's total minus the changes made
 * in the months after it (each month's counter carries the changes of the totals made in it). `months`: oldest first,
 * ending with the current month.
 */
export function monthlyRows(monthCounters: ReadonlyMap<string, CounterValues>, totals: CounterValues, months: readonly string[]): MonthRow[] {
  const end = new Map<string, Record<(typeof END_COUNTERS)[number], number>>();
  let running = Object.fromEntries(END_COUNTERS.map((counter) => [counter, totals[counter] ?? 0])) as Record<(typeof END_COUNTERS)[number], number>;
  for (const month of [...months].reverse()) {
    end.set(month, running);
    const changes = monthCounters.get(month) ?? {};
    running = Object.fromEntries(END_COUNTERS.map((counter) => [counter, running[counter] - (changes[counter] ?? 0)])) as typeof running;
  }
  const startOfFirst = running;
  return months.map((month, index) => {
    const values = monthCounters.get(month) ?? {};
    const atEnd = end.get(month)!;
    const atStart = index === 0 ? startOfFirst : end.get(months[index - 1]!)!;
    const paidAtStart = atStart.membersPremium + atStart.membersExpert;
    const cancellations = values.paidCancellations ?? 0;
    return {
      month,
      ...atEnd,
      paidActivations: values.paidActivations ?? 0,
      paidCancellations: cancellations,
      churnRate: paidAtStart > 0 ? Math.round((cancellations / paidAtStart) * 1000) / 10 : null,
    };
  });
}

/**
 * The figures an admin reads (issue 23: one number per fact). Each is defined here once: the label every page shows
 * it under, its definition (shown in a tooltip beside it), and how it is computed. A figure kept by counters is the
 * sum of those counters in one bucket: the server computes it with `figureValue` from the counters it read, so two
 * pages showing the same figure read the same counters the same way. The others are computed from the items named
 * in `computedFrom`, by the one function that serves every page showing them.
 */
export type FigureSource =
  | { kind: 'counters'; bucket: 'totals' | 'month' | 'points'; counters: readonly (TotalCounter | PeriodCounter | PointsCounter)[] }
  | { kind: 'computed'; computedFrom: string };

export interface AdminFigure {
  label: string;
  definition: string;
  source: FigureSource;
}

const counters = (bucket: 'totals' | 'month' | 'points', ...names: Array<TotalCounter | PeriodCounter | PointsCounter>): FigureSource => ({ kind: 'counters', bucket, counters: names });
const computed = (computedFrom: string): FigureSource => ({ kind: 'computed', computedFrom });

export const ADMIN_FIGURES = {
  members: {
    label: 'Membres',
    definition: 'Comptes membres à ce jour, toutes offres confondues. L’équipe (éducateurs et admins) n’y est pas comptée, ni les comptes supprimés.',
    source: counters('totals', 'membersGratuit', 'membersPremium', 'membersExpert'),
  },
  membersByPlan: {
    label: 'Membres par offre',
    definition: 'Membres sur chaque offre (Gratuit, Premium, Expert+) : à ce jour, ou à la fin de chaque mois sur les graphiques. Une offre donnée par l’équipe compte sous cette offre.',
    source: computed('un compteur par offre (MEMBER_COUNTERS), à ce jour ; à la fin d’un mois passé, moins les changements des mois suivants (monthlyRows)'),
  },
  ticketsOpen: {
    label: 'Tickets ouverts',
    definition: 'Tickets qui attendent encore l’équipe : ouverts ou en cours, pas encore résolus ni fermés.',
    source: counters('totals', 'ticketsOuvert', 'ticketsEnCours'),
  },
  ticketsResolvedThisMonth: {
    label: 'Résolus ce mois-ci',
    definition: 'Tickets passés à « Résolu » depuis le 1er du mois (heure de Paris).',
    source: computed('les tickets récents (index des files), date de résolution dans le mois'),
  },
  ticketsLate: {
    label: 'Délais dépassés',
    definition: 'Tickets ouverts ce mois-ci dont la première réponse est arrivée après l’échéance, ou qui l’attendent encore au-delà.',
    source: computed('les tickets récents (index des files), échéance dépassée'),
  },
  firstResponseMedian: {
    label: 'Première réponse (médiane)',
    definition: 'Pour chaque éducateur, ce mois-ci : la moitié de ses premières réponses sont arrivées plus vite que ce délai, compté depuis l’ouverture du ticket.',
    source: computed('les tickets récents (index des files), premières réponses du mois'),
  },
  firstResponseMean: {
    label: 'Délai moyen de première réponse',
    definition: 'Temps moyen entre l’ouverture d’un ticket et la première réponse d’un éducateur, pour les premières réponses données dans la semaine.',
    source: computed('les compteurs de chaque jour : minutes d’attente des premières réponses divisées par leur nombre (weeklyRows)'),
  },
  visiosOfMonth: {
    label: 'Visios du mois',
    definition:
      'Visios réservées qui ont lieu dans le mois (heure de Paris) : à venir, faites ou manquées par le membre. Ni les annulées, ni celles dont le paiement est en attente ; une visio déplacée compte une fois, au mois de sa nouvelle date.',
    source: counters('month', 'visios'),
  },
  visiosHeld: {
    label: 'Faites',
    definition: 'Visios du mois que l’éducateur a marquées faites, compte rendu écrit.',
    source: computed('les visios du mois (index du mois), statut terminée'),
  },
  visiosNoShows: {
    label: 'Absences',
    definition: 'Visios du mois auxquelles le membre ne s’est pas présenté, selon l’éducateur.',
    source: computed('les visios du mois (index du mois), statut absent'),
  },
  visiosCancelled: {
    label: 'Annulées',
    definition: 'Visios du mois annulées par le membre ou par l’équipe. Un créneau libéré faute de paiement n’en est pas une.',
    source: computed('les visios du mois (index du mois), statut annulée'),
  },
  upcomingVisios: {
    label: 'Visios à venir',
    definition: 'Visios confirmées de l’éducateur qui n’ont pas encore commencé, tous mois confondus.',
    source: computed('les visios de l’éducateur (index de l’éducateur), confirmées et à venir'),
  },
  ficheValidations: {
    label: 'Fiches validées',
    definition: 'Validations de fiches par les membres, chacun validant une fiche une seule fois : depuis l’ouverture du service au tableau de bord, semaine par semaine sur les graphiques.',
    source: counters('totals', 'ficheValidations'),
  },
  ficheValidationsOfMonth: {
    label: 'Fiches validées ce mois-ci',
    definition: 'Validations de fiches par les membres depuis le 1er du mois (heure de Paris).',
    source: counters('month', 'ficheValidations'),
  },
  mrr: {
    label: 'Revenu mensuel récurrent (MRR)',
    definition: 'Ce que rapportent chaque mois les abonnements payants en cours : leur prix mensuel, ou un douzième de leur prix annuel. Une offre donnée par l’équipe n’y compte pas.',
    source: counters('totals', 'mrr'),
  },
  paidActivations: {
    label: 'Nouveaux abonnés payants',
    definition: 'Membres passés d’aucun abonnement payant à un abonnement payant dans la période. Une offre donnée par l’équipe n’en est pas un.',
    source: counters('month', 'paidActivations'),
  },
  paidCancellations: {
    label: 'Abonnements terminés',
    definition: 'Abonnements payants arrivés à leur fin dans la période : le membre est revenu à l’offre Gratuit, ou a supprimé son compte.',
    source: counters('month', 'paidCancellations'),
  },
  churnRate: {
    label: 'Churn mensuel',
    definition: 'Abonnements terminés dans le mois, en part des abonnés payants (Premium et Expert+) au début du mois.',
    source: computed('les compteurs du mois : abonnements terminés et membres payants au début du mois (monthlyRows)'),
  },
  signups: {
    label: 'Inscriptions',
    definition: 'Comptes membres créés dans la période. Un éducateur invité n’en est pas un.',
    source: counters('month', 'signups'),
  },
  pointsInCirculation: {
    label: 'Points en circulation',
    definition: 'Le solde de points de tous les membres réunis, à ce jour.',
    source: counters('points', 'pointsInCirculation'),
  },
  pointsEarnedThisMonth: {
    label: 'Points gagnés ce mois-ci',
    definition: 'Points crédités aux membres depuis le 1er du mois, toutes sources confondues (fiches, défis, bonus, ajustements de l’équipe…).',
    source: computed('les compteurs de points du mois, points gagnés de chaque source (pointsBySource)'),
  },
  rewardsExchangedThisMonth: {
    label: 'Récompenses échangées ce mois-ci',
    definition: 'Récompenses que les membres ont obtenues contre des points depuis le 1er du mois.',
    source: computed('les compteurs de points du mois, récompenses de chaque type'),
  },
  paymentsRevenue: {
    label: 'Encaissé (remboursements déduits)',
    definition: 'Paiements réussis du mois (abonnements, boutique, visios), moins ceux remboursés depuis.',
    source: computed('les paiements du mois (index du mois)'),
  },
  paymentsRefunded: {
    label: 'Remboursé',
    definition: 'Montant des paiements du mois qui ont été remboursés.',
    source: computed('les paiements du mois (index du mois), statut remboursé'),
  },
  paymentsCount: {
    label: 'Paiements',
    definition: 'Paiements du mois, réussis ou remboursés ; les échecs n’en font pas partie.',
    source: computed('les paiements du mois (index du mois), hors échecs'),
  },
} as const satisfies Record<string, AdminFigure>;

export type AdminFigureId = keyof typeof ADMIN_FIGURES;
export const ADMIN_FIGURE_IDS = Object.keys(ADMIN_FIGURES) as AdminFigureId[];

/**
 * A counter figure's value: the sum of its counters in the values read from its bucket (a missing counter is 0).
 * A figure computed otherwise has no such value: asking for one is a programming error.
 */
export function figureValue(id: AdminFigureId, values: CounterValues | undefined): number {
  const source: FigureSource = ADMIN_FIGURES[id].source;
  if (source.kind !== 'counters') throw new Error(`Le chiffre ${id} ne se lit pas sur des compteurs`);
  return source.counters.reduce((sum, counter) => sum + (values?.[counter] ?? 0), 0);
}
