import { createMember } from '../../functions/account/members';
import { validateFiche } from '../../functions/fiches/validate-fiche';
import type { Db } from '../../functions/lib/db/service';
import { credit, pointsSource } from '../../functions/lib/points/ledger';
import { periodItems, totalsItems } from '../../functions/lib/stats/counters';
import { createTicket } from '../../functions/support/create-ticket';
import { staffReply, staffSetStatus } from '../../functions/support/staff-actions';
import { FICHES } from '../../shared/catalogue';
import { parisMonth } from '../../shared/domain/months';
import { monthlyCounters, PLANS, type BillingPeriod, type PaidPlanId } from '../../shared/domain/plans';
import { signUpBonusReason } from '../../shared/domain/points';
import { planChangeDeltas } from '../../shared/domain/stats';
import type { TicketCategory } from '../../shared/domain/tickets';

/**
 * Twelve months of the demo's past (issue 23), so every chart of /admin/analytics has a shape on a fresh `npm start`:
 * members signing up month after month (more each month), some paying for Premium or Expert+ and a few leaving,
 * fiches validated week after week, tickets answered by Élodie sooner or later, then resolved.
 *
 * Each fact goes through the use case that makes it in the product, dated in the past: `createMember` (what Cognito's
 * post-confirmation trigger calls: these members have no Cognito account, so no one signs in as them),
 * `validateFiche`, `createTicket`, `staffReply`, `staffSetStatus`, the ledger's `credit` (a plan's bonus). A paid
 * plan alone has no past path through Stripe here: `paidPlanChange` writes what the webhook's synchronisation writes
 * (the member's plan, the subscription's row, its invoices) with the same figures (`planChangeDeltas`, the same
 * counters), so members by plan, MRR, conversions and churn agree with the facts.
 *
 * Idempotent and resumable: the timeline is anchored on the demo admin's sign-up (the same on every restart), each
 * step is conditioned on its own fact (a member created once, a fiche validated once, a ticket's key, a plan change
 * written over the older state it read), and the last step is the last member's sign-up: once it is there, a restart
 * reads one item and skips the rest.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** How far back the history goes, and how many members it brings (more each month). */
const HISTORY_DAYS = 350;
const MEMBERS = 30;
/** Members whose history is written at the same time. */
const PARALLEL = 6;

const FIRST_NAMES = [
  'Camille', 'Lucas', 'Chloé', 'Hugo', 'Manon', 'Théo', 'Léa', 'Nathan', 'Inès', 'Jules', 'Sarah', 'Louis',
  'Emma', 'Gabriel', 'Jade', 'Arthur', 'Louise', 'Raphaël', 'Alice', 'Tom', 'Lina', 'Maël', 'Zoé', 'Noah',
  'Anna', 'Sacha', 'Rose', 'Paul', 'Mila', 'Adam', 'Juliette', 'Victor', 'Clara', 'Martin', 'Agathe', 'Simon',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent',
  'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'Andre', 'Mercier',
  'Dupont', 'Lambert', 'Bonnet', 'Francois', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guerin', 'Muller',
];

/** Questions members asked, each answered by the demo educator. */
const QUESTIONS: ReadonlyArray<{ category: TicketCategory; title: string; description: string; reply: string }> = [
  {
    category: 'chiot',
    title: 'Mon chiot pleure la nuit dans sa caisse',
    description: 'Notre chiot de 10 semaines pleure une heure chaque nuit dans sa caisse. Faut-il aller le voir ou le laisser se calmer seul ?',
    reply: 'Bonjour ! À cet âge, placez la caisse près de votre lit les premières nuits et répondez calmement sans le sortir. La fiche « Propreté : les bases pour ton chiot » vous aidera aussi pour la sortie de la nuit.',
  },
  {
    category: 'obeissance',
    title: 'Le rappel ne marche plus au parc',
    description: 'À la maison mon chien revient tout de suite, mais au parc il m’ignore dès qu’il voit d’autres chiens. Comment avancer ?',
    reply: 'Bonjour ! Le parc est un niveau de difficulté bien plus élevé : reprenez le rappel avec une longe, à bonne distance des autres chiens, et une récompense de grande valeur. Augmentez la difficulté par petites étapes.',
  },
  {
    category: 'reactif',
    title: 'Il aboie sur les vélos',
    description: 'Ma chienne aboie et se jette sur chaque vélo qui passe pendant la balade. Je ne sais plus comment la tenir.',
    reply: 'Bonjour ! Commencez à une distance où elle voit les vélos sans réagir, et récompensez chaque regard calme. La fiche « Guide : comprendre la réactivité de ton chien » explique pourquoi la distance compte autant.',
  },
  {
    category: 'comportement',
    title: 'Il détruit le canapé quand je pars',
    description: 'Depuis notre déménagement, mon chien abîme le canapé dès que je m’absente plus d’une heure. Que puis-je faire ?',
    reply: 'Bonjour ! Un déménagement perturbe souvent les repères. Travaillez des absences très courtes, laissez-lui un jouet à mâcher et une balade de flair avant de partir. Tenez-moi au courant d’ici une semaine.',
  },
  {
    category: 'general',
    title: 'Quelle durée de balade pour un jeune chien ?',
    description: 'Mon chien a 7 mois. Combien de temps de balade par jour est raisonnable sans le fatiguer ?',
    reply: 'Bonjour ! Plusieurs sorties courtes valent mieux qu’une longue : trois balades de 20 à 30 minutes, dont une de flair, conviennent très bien à cet âge.',
  },
];

/** A small deterministic random source: the same history on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
/** Fixed ids: a restart finds the same member, ticket and invoice. */
const uuid = (kind: number, index: number) => `0d3e5a00-${String(kind).padStart(4, '0')}-4000-8000-${String(index).padStart(12, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();

interface Step {
  at: number;
  run: () => Promise<unknown>;
}

/**
 * A paid plan taken or ended in the past, as the webhook's synchronisation writes it (functions/payments/sync-subscription.ts):
 * the member's plan and monthly counters, the subscription's row, the admin's figures from `planChangeDeltas`, in one
 * transaction over the state read and only over an older one (`updatedAt`), so a restart writes it once.
 */
async function paidPlanChange(db: Db, change: { userId: string; email: string; plan: PaidPlanId; period: BillingPeriod; startedAt: string; at: string; ends: boolean }): Promise<void> {
  const { userId, email, plan, period, startedAt, at, ends } = change;
  const { data: before } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['plan', 'billingPeriod', 'staff', 'updatedAt'] });
  if (!before || before.updatedAt >= at) return;
  const after = ends ? { plan: 'gratuit' as const, period: null } : { plan, period };
  const deltas = planChangeDeltas({ plan: before.plan, period: before.billingPeriod ?? null, staff: before.staff === true }, after);
  const subscriptionId = `sub_demo_${userId.slice(-6)}`;
  const price = PLANS[plan].prices[period];
  await db.transaction
    .write((entities) => [
      entities.subscription
        .patch({ userId })
        .set({ plan: after.plan, ...monthlyCounters(after.plan), quotaMonth: parisMonth(at), billingStatus: ends ? 'canceled' : 'active', updatedAt: at, ...(ends ? {} : { billingPeriod: period }) })
        .remove(ends ? ['billingPeriod'] : [])
        .where(({ plan: stored, updatedAt }, { eq }) => `${eq(stored, before.plan)} AND ${eq(updatedAt, before.updatedAt)}`)
        .commit(),
      entities.paidSubscription
        .put({ subscriptionId, userId, memberEmail: email, plan, billingPeriod: period, status: ends ? 'canceled' : 'active', amount: price, periodEnd: ends ? at : iso(Date.parse(at) + (period === 'monthly' ? 30 : 365) * DAY_MS), cancelAtPeriodEnd: false, startedAt, updatedAt: at })
        .commit(),
      ...totalsItems(entities, deltas.totals),
      ...periodItems(entities, at, { ...deltas.period, ...deltas.totals }),
    ])
    .go();
}

/** The invoices a subscription paid (the first one, then each renewal), keyed by their number: one batch. */
async function invoices(db: Db, paid: { userId: string; email: string; plan: PaidPlanId; period: BillingPeriod; dates: readonly string[] }): Promise<void> {
  const { userId, email, plan, period, dates } = paid;
  if (dates.length === 0) return;
  await db.entities.payment
    .put(
      dates.map((at, number) => ({
        paymentId: `in_demo_${userId.slice(-6)}_${number + 1}`,
        userId,
        memberEmail: email,
        kind: 'subscription' as const,
        product: plan,
        billingPeriod: period,
        amount: PLANS[plan].prices[period],
        currency: 'eur',
        status: 'paid' as const,
        reference: `sub_demo_${userId.slice(-6)}`,
        paidAt: at,
        month: parisMonth(at),
      })),
    )
    .go();
}

/** The history's steps for one member, from their sign-up on. */
function memberSteps(db: Db, index: number, signUpAt: number, cap: number, educatorId: string): Step[] {
  const rand = random(index + 1);
  const userId = uuid(1, index + 1);
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const email = `${ascii(firstName)}.${ascii(LAST_NAMES[index % LAST_NAMES.length]!)}@example.com`;
  const newsletter = rand() < 0.5;
  const steps: Step[] = [
    { at: signUpAt, run: () => createMember(db, { userId, email, firstName, newsletter, cguAcceptedAt: iso(signUpAt), now: iso(signUpAt) }) },
  ];
  if (signUpAt >= cap) return steps;

  // Fiches validated over the following weeks, a few days apart (never two the same day: the daily cap).
  const free = FICHES.filter((fiche) => fiche.isFree && fiche.isPublished).map((fiche) => fiche.id);
  let at = signUpAt;
  for (let count = 1 + Math.floor(rand() * 3), offset = Math.floor(rand() * free.length); count > 0; count -= 1, offset += 1) {
    at += DAY_MS + Math.floor(rand() * 8 * DAY_MS) + Math.floor(rand() * 10 * HOUR_MS);
    if (at >= cap) break;
    const ficheId = free[offset % free.length]!;
    const when = iso(at);
    steps.push({ at, run: () => validateFiche(db, { userId, ficheId, now: () => when }) });
  }

  // Nearly half pay within three weeks; half of them leave one to four months later.
  if (rand() >= 0.45) return steps;
  const plan: PaidPlanId = rand() < 0.7 ? 'premium' : 'expert';
  const period: BillingPeriod = rand() < 0.8 ? 'monthly' : 'yearly';
  const paidAt = signUpAt + 2 * DAY_MS + Math.floor(rand() * 18 * DAY_MS);
  if (paidAt >= cap) return steps;
  const leaves = rand() < 0.5;
  const endAt = leaves ? paidAt + (30 + Math.floor(rand() * 90)) * DAY_MS : Infinity;
  const startedAt = iso(paidAt);
  steps.push({
    at: paidAt,
    run: async () => {
      await paidPlanChange(db, { userId, email, plan, period, startedAt, at: startedAt, ends: false });
      // The plan's bonus, as the synchronisation credits it: once per member and plan (the ledger's source key).
      await credit(db, { userId, source: pointsSource.planBonus(plan), points: PLANS[plan].signUpBonusPoints, reason: signUpBonusReason(plan), at: startedAt });
    },
  });
  const renewal = period === 'monthly' ? 30 * DAY_MS : 365 * DAY_MS;
  const billed: string[] = [];
  for (let at = paidAt; at < Math.min(endAt, cap); at += renewal) billed.push(iso(at));
  steps.push({ at: paidAt, run: () => invoices(db, { userId, email, plan, period, dates: billed }) });
  if (endAt < cap) {
    const endedAt = iso(endAt);
    steps.push({ at: endAt, run: () => paidPlanChange(db, { userId, email, plan, period, startedAt, at: endedAt, ends: true }) });
  }

  // A question while paid, answered within hours at first and sooner as the months went, then resolved.
  const askedAt = paidAt + DAY_MS + Math.floor(rand() * 20 * DAY_MS);
  if (askedAt >= Math.min(endAt, cap)) return steps;
  const question = QUESTIONS[index % QUESTIONS.length]!;
  const ticketId = uuid(2, index + 1);
  const waited = (20 + Math.floor(rand() * 300) + Math.floor(((cap - askedAt) / DAY_MS) * 2)) * MINUTE_MS;
  const answeredAt = askedAt + waited;
  const resolvedAt = answeredAt + (2 + Math.floor(rand() * 46)) * HOUR_MS;
  steps.push({
    at: askedAt,
    run: () => createTicket(db, { userId, requestId: ticketId, at: iso(askedAt), form: { category: question.category, title: question.title, description: question.description, priority: 'standard' } }),
  });
  if (answeredAt < cap) {
    steps.push({
      at: answeredAt,
      run: async () => {
        const { data: ticket } = await db.entities.ticket.get({ ticketId }).go({ consistent: true, attributes: ['firstResponseAt'] });
        if (ticket && !ticket.firstResponseAt) await staffReply(db, { educatorId, ticketId, body: question.reply, at: iso(answeredAt) });
      },
    });
  }
  if (resolvedAt < cap) {
    steps.push({
      at: resolvedAt,
      run: async () => {
        const { data: ticket } = await db.entities.ticket.get({ ticketId }).go({ consistent: true, attributes: ['status'] });
        if (ticket?.status === 'en_cours') await staffSetStatus(db, { educatorId, ticketId, status: 'resolu', at: iso(resolvedAt) });
      },
    });
  }
  return steps;
}

/**
 * Plays the history up to `anchor` (the demo admin's sign-up), each member's in the order it happened. Nothing to do
 * when the last member, whose sign-up is the last step, is already there.
 */
export async function seedDemoHistory(db: Db, owners: ReadonlyMap<string, string>): Promise<void> {
  const educatorId = owners.get('educateur@example.com');
  const adminId = owners.get('admin@example.com');
  if (!educatorId || !adminId) return;
  const lastMember = uuid(1, MEMBERS);
  if ((await db.entities.profile.get({ userId: lastMember }).go({ attributes: ['userId'] })).data) return;
  const { data: admin } = await db.entities.profile.get({ userId: adminId }).go({ attributes: ['createdAt'] });
  if (!admin) return;
  const anchor = Date.parse(admin.createdAt);
  // Every step before the last member's sign-up (an hour before the anchor), written last.
  const cap = anchor - 2 * HOUR_MS;
  const members = Array.from({ length: MEMBERS - 1 }, (_, index) => {
    // Sign-ups spread over the year, closer together as the months go (a growing service).
    const signUpAt = anchor - Math.round(HISTORY_DAYS * (1 - ((index + 0.5) / MEMBERS) ** 0.7) * DAY_MS) - (index % 9) * HOUR_MS;
    return memberSteps(db, index, Math.min(signUpAt, cap - HOUR_MS), cap, educatorId).sort((a, b) => a.at - b.at);
  });
  // One member's steps in their order; members side by side (their facts touch no common item but the counters,
  // which add up in any order), a few at a time.
  const queue = [...members];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let steps = queue.shift(); steps; steps = queue.shift()) for (const step of steps) await step.run();
    }),
  );
  for (const step of memberSteps(db, MEMBERS - 1, anchor - HOUR_MS, cap, educatorId)) await step.run();
}
