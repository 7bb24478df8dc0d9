import { BRAND } from '../../shared/brand';
import { levelFor } from '../../shared/domain/levels';
import { formatEuros } from '../../shared/domain/money';
import { PLANS } from '../../shared/domain/plans';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '../../shared/domain/tickets';
import { VIDEO_STATUS_LABELS } from '../../shared/domain/videos';
import { VISIO_STATUS_LABELS } from '../../shared/domain/visios';
import { pointsLabel } from '../../shared/domain/points';
import { discordLinkOf, type MemberData } from './member-data';

/**
 * The file 'Télécharger mes données' hands the member (issue 22, RGPD articles 15 and 20), built from the inventory
 * (member-data.ts). Its shape is stable and versioned (`version`): keys in English (a machine-readable format others can
 * import), every date an ISO 8601 instant in UTC, amounts in cents with their currency, and a French `readme` that says
 * what each section holds. Nothing of another member, no staff note, no internal key of the table: the sections are
 * picked field by field here, never the stored items as they are.
 *
 * Version 1:
 * - generatedAt, member.id
 * - account: email, firstName, createdAt, cguAcceptedAt, plan (+ label), billing (Stripe references and state), points
 *   (balance, level), suspension
 * - consents: [{ kind, label, granted, changedAt }]
 * - dogs: [{ answers (the profile's answers, SPEC's French field names), completionPercentage, complete, createdAt, updatedAt }]
 * - validations, pointsLedger, rewards, shares
 * - tickets: [{ …, messages: [{ author ('member' | 'staff'), authorName, body, createdAt }] }]
 * - videos: [{ id, status, fiche, ticket, dog, sentAt, commentedAt, durationSeconds, comments: [{ atSeconds, untilSeconds,
 *   text, educator }], replies: [{ author, authorName, body, createdAt }] }] (issue 26; the files themselves are not in
 *   the export: the member has them, and they are deleted 180 days after their feedback)
 * - visios, payments, subscriptions, discord, teamActions
 */
export const EXPORT_FORMAT_VERSION = 1;

const README = [
  `Voici toutes les données que ${BRAND.name} conserve sur toi, à la date de « generatedAt » (droit d’accès et à la portabilité, articles 15 et 20 du RGPD).`,
  'Les noms des rubriques sont en anglais, pour que d’autres services puissent lire ce fichier ; les dates sont en temps universel (UTC, format ISO 8601) et les montants en centimes.',
  'account : ton compte (adresse e-mail, prénom, date d’inscription, acceptation des CGU, offre, facturation, points). consents : tes consentements et leur date.',
  'dogs : tes chiens et leur profil (id : l’identifiant du chien). validations : les fiches validées, par chien (dogId). trainingSessions : tes séances d’entraînement, par chien, avec ta note.' +
  ' pointsLedger : chaque gain ou dépense de points. rewards : tes récompenses. shares : tes liens de partage.',
  'tickets : tes questions aux éducateurs et tous les messages échangés (les notes internes de l’équipe n’y figurent pas). videos : les vidéos envoyées, les commentaires de l’éducateur et vos échanges (sans les fichiers eux-mêmes). visios : tes séances vidéo.',
  'payments : tes paiements (factures). subscriptions : tes abonnements payants. discord : la liaison de ton compte Discord. teamActions : ce que l’équipe a fait sur ton compte (points ou crédits offerts, rôles), avec sa raison.',
  `Une question sur tes données ? Écris à ${BRAND.supportEmail}.`,
].join('\n');

/** The export's JSON document (version 1). */
export function memberExportDocument(data: MemberData, { userId, generatedAt, ficheTitles, consents }: ExportContext) {
  const { profile, subscription, points, accountStatus } = data;
  const total = points?.total ?? 0;
  const plan = subscription?.plan ?? 'gratuit';
  return {
    version: EXPORT_FORMAT_VERSION,
    readme: README,
    generatedAt,
    member: { id: userId },
    account: {
      email: profile?.email ?? null,
      firstName: profile?.firstName ?? null,
      createdAt: profile?.createdAt ?? null,
      cguAcceptedAt: profile?.cguAcceptedAt ?? null,
      plan,
      planLabel: PLANS[plan].name,
      giftedPlan: subscription?.giftPlan ? { plan: subscription.giftPlan, endsAt: subscription.giftEndsAt ?? null } : null,
      monthlyAllowance: subscription
        ? { ticketsRemaining: subscription.ticketsRemaining, visiosRemaining: subscription.visiosRemaining, visiosBonus: subscription.visiosBonus }
        : null,
      billing: subscription?.stripeCustomerId
        ? {
            stripeCustomerId: subscription.stripeCustomerId,
            stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
            billingPeriod: subscription.billingPeriod ?? null,
            status: subscription.billingStatus ?? null,
            periodEnd: subscription.periodEnd ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? null,
          }
        : null,
      points: { total, level: levelFor(total).label },
      suspension: accountStatus?.suspendedAt ? { suspendedAt: accountStatus.suspendedAt } : null,
    },
    consents,
    dogs: data.dogProfiles.map((dog) => ({
      id: dog.dogId,
      answers: dog.answers,
      completionPercentage: dog.completionPercentage,
      complete: dog.profilComplet,
      createdAt: dog.createdAt,
      updatedAt: dog.updatedAt,
    })),
    validations: data.validations.map((v) => ({ dogId: v.dogId, ficheId: v.ficheId, ficheTitle: ficheTitles.get(v.ficheId) ?? null, completedAt: v.completedAt, pointsEarned: v.pointsEarned })),
    trainingSessions: data.trainingSessions.map((s) => ({
      dogId: s.dogId,
      ficheId: s.ficheId,
      ficheTitle: ficheTitles.get(s.ficheId) ?? null,
      at: s.at,
      repeat: s.kind === 'repeat',
      pointsEarned: s.pointsEarned,
      rating: s.rating ?? null,
      note: s.note ?? null,
    })),
    pointsLedger: data.ledger.map((line) => ({ points: line.points, reason: line.reason, source: line.source, createdAt: line.createdAt })),
    rewards: data.rewards.map((r) => ({
      id: r.rewardId,
      type: r.rewardType,
      origin: r.origin,
      pointsCost: r.pointsCost,
      reason: r.reason ?? null,
      unlockedAt: r.unlockedAt,
      used: r.used,
      usedAt: r.usedAt ?? null,
      usedFor: r.usedFor ?? null,
    })),
    shares: data.shares.map((s) => ({ ficheId: s.ficheId, ficheTitle: ficheTitles.get(s.ficheId) ?? null, createdAt: s.createdAt })),
    tickets: data.tickets.map(({ ticket, messages }) => ({
      id: ticket.ticketId,
      title: ticket.title,
      description: ticket.description,
      category: ticket.category,
      priority: ticket.priority,
      status: ticket.status,
      fiche: ticket.ficheId ? { id: ticket.ficheId, title: ticket.ficheTitle ?? null } : null,
      educator: ticket.assigneeName ?? null,
      createdAt: ticket.createdAt,
      firstResponseAt: ticket.firstResponseAt ?? null,
      resolvedAt: ticket.resolvedAt ?? null,
      closedAt: ticket.closedAt ?? null,
      messages: messages.map((m) => ({ author: m.authorRole, authorName: m.authorName, body: m.body, createdAt: m.createdAt })),
    })),
    videos: data.videos.map(({ video, comments, replies }) => ({
      id: video.videoId,
      status: video.status,
      fiche: video.ficheId ? { id: video.ficheId, title: video.ficheTitle ?? null } : null,
      ticket: video.ticketId ? { id: video.ticketId, title: video.ticketTitle ?? null } : null,
      dog: video.dogName ?? null,
      createdAt: video.createdAt,
      sentAt: video.sentAt ?? null,
      commentedAt: video.commentedAt ?? null,
      durationSeconds: video.durationSeconds ?? null,
      sizeBytes: video.sizeBytes ?? null,
      comments: [...comments]
        .sort((a, b) => a.atSeconds - b.atSeconds)
        .map((c) => ({ atSeconds: c.atSeconds, untilSeconds: c.untilSeconds ?? null, text: c.text, educator: c.authorName, createdAt: c.createdAt })),
      replies: replies.map((r) => ({ author: r.authorRole, authorName: r.authorName, body: r.body, createdAt: r.createdAt })),
    })),
    visios: data.visios.map((v) => ({
      id: v.visioId,
      start: v.start,
      end: v.end,
      durationMinutes: v.durationMinutes,
      educator: v.educatorName,
      status: v.status,
      paidWith: v.paidWith,
      note: v.note ?? null,
      summary: v.summary ?? null,
      cancelledAt: v.cancelledAt ?? null,
      cancelledBy: v.cancelledBy ?? null,
      cancelReason: v.cancelReason ?? null,
      createdAt: v.createdAt,
    })),
    payments: data.payments.map((p) => ({
      id: p.paymentId,
      kind: p.kind,
      product: p.product,
      billingPeriod: p.billingPeriod ?? null,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      email: p.memberEmail,
      paidAt: p.paidAt,
      refundedAt: p.refundedAt ?? null,
    })),
    subscriptions: data.paidSubscriptions.map((s) => ({
      id: s.subscriptionId,
      plan: s.plan,
      billingPeriod: s.billingPeriod,
      status: s.status,
      amount: s.amount,
      periodEnd: s.periodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      startedAt: s.startedAt,
    })),
    discord: { linked: discordLinkOf(data) !== null, discordUserId: discordLinkOf(data) },
    teamActions: data.adminActions.map((a) => ({ kind: a.kind, summary: a.summary, reason: a.reason, createdAt: a.createdAt })),
  };
}

export type MemberExportDocument = ReturnType<typeof memberExportDocument>;

export interface ExportContext {
  userId: string;
  generatedAt: string;
  /** The titles of the fiches the member validated or shared (their ids otherwise say little). */
  ficheTitles: ReadonlyMap<string, string>;
  consents: readonly { kind: string; label: string; granted: boolean; changedAt: string | null }[];
}

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const PARIS = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string | null | undefined) => (iso ? PARIS.format(new Date(iso)) : '—');

/** A section of the summary: its title, then rows (or a sentence when it is empty). */
function section(title: string, rows: readonly string[], empty: string): string {
  return `<section><h2>${escapeHtml(title)}</h2>${rows.length ? `<ul>${rows.map((row) => `<li>${row}</li>`).join('')}</ul>` : `<p class="vide">${escapeHtml(empty)}</p>`}</section>`;
}

const line = (...parts: (string | null | undefined | false)[]) => parts.filter((part): part is string => Boolean(part)).map(escapeHtml).join(' · ');

/** A dog's name as the summary shows it. */
const dogName = (dog: { answers: unknown }): string => {
  const name = (dog.answers as { nom?: unknown }).nom;
  return typeof name === 'string' && name.trim() ? name.trim() : 'Ton chien';
};

/** A dog's answer as the summary shows it. */
function answerText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/**
 * The readable summary (French HTML, one self-contained page, no script, no outside resource) of the same document:
 * what a member reads without a JSON viewer. Every value is escaped: much of it is the member's own text.
 */
export function memberExportSummary(doc: MemberExportDocument): string {
  const { account } = doc;
  const names = new Map(doc.dogs.map((dog) => [dog.id, dogName(dog)]));
  const sections = [
    section(
      'Ton compte',
      [
        line('Adresse e-mail', account.email),
        line('Prénom', account.firstName),
        line('Inscription', when(account.createdAt)),
        line('CGU acceptées', when(account.cguAcceptedAt)),
        line('Offre', account.planLabel, account.giftedPlan && `offerte par l’équipe jusqu’au ${when(account.giftedPlan.endsAt)}`),
        line('Points', `${pointsLabel(account.points.total)} (niveau ${account.points.level})`),
        ...(account.billing ? [line('Facturation Stripe', account.billing.stripeCustomerId, account.billing.status, account.billing.periodEnd && `période en cours jusqu’au ${when(account.billing.periodEnd)}`)] : []),
        ...(account.suspension ? [line('Compte suspendu le', when(account.suspension.suspendedAt))] : []),
      ],
      '',
    ),
    section('Tes consentements', doc.consents.map((c) => line(c.label, c.granted ? 'oui' : 'non', c.changedAt && `depuis le ${when(c.changedAt)}`)), 'Aucun consentement enregistré.'),
    section(
      doc.dogs.length > 1 ? 'Tes chiens' : 'Ton chien',
      doc.dogs.map(
        (dog) =>
          `<strong>${escapeHtml(dogName(dog))}</strong> — ${line(`Profil complété à ${dog.completionPercentage} %`, `mis à jour le ${when(dog.updatedAt)}`)}<dl>${Object.entries(dog.answers as Record<string, unknown>)
            .map(([field, value]) => `<dt>${escapeHtml(field.replace(/_/g, ' '))}</dt><dd>${escapeHtml(answerText(value))}</dd>`)
            .join('')}</dl>`,
      ),
      'Tu n’as pas encore créé le profil de ton chien.',
    ),
    section(
      'Fiches validées',
      doc.validations.map((v) => line(v.ficheTitle ?? v.ficheId, names.get(v.dogId), when(v.completedAt), pointsLabel(v.pointsEarned, { sign: true }))),
      'Aucune fiche validée.',
    ),
    section(
      'Séances d’entraînement',
      doc.trainingSessions.map((s) =>
        line(s.ficheTitle ?? s.ficheId, names.get(s.dogId), when(s.at), s.repeat ? 'séance refaite' : 'première séance', s.rating === null ? null : `note ${s.rating}/5`, s.note),
      ),
      'Aucune séance enregistrée.',
    ),
    section('Historique des points', doc.pointsLedger.map((l) => line(pointsLabel(l.points, { sign: true }), l.reason, when(l.createdAt))), 'Aucun mouvement de points.'),
    section('Récompenses', doc.rewards.map((r) => line(r.type.replace(/_/g, ' '), when(r.unlockedAt), r.used ? `utilisée le ${when(r.usedAt)}` : 'disponible', r.reason)), 'Aucune récompense.'),
    section('Liens de partage', doc.shares.map((s) => line(s.ficheTitle ?? s.ficheId, when(s.createdAt))), 'Aucun lien de partage.'),
    section(
      'Tickets et messages',
      doc.tickets.map(
        (t) =>
          `<strong>${escapeHtml(t.title)}</strong> — ${line(TICKET_CATEGORY_LABELS[t.category], TICKET_STATUS_LABELS[t.status].label, when(t.createdAt))}<p>${escapeHtml(t.description)}</p><ol>${t.messages
            .map((m) => `<li><em>${escapeHtml(m.author === 'member' ? 'Toi' : m.authorName)}, ${escapeHtml(when(m.createdAt))}</em><p>${escapeHtml(m.body)}</p></li>`)
            .join('')}</ol>`,
      ),
      'Aucun ticket.',
    ),
    section(
      'Vidéos et commentaires',
      doc.videos.map(
        (v) =>
          `<strong>${escapeHtml(v.fiche?.title ?? v.ticket?.title ?? 'Vidéo')}</strong> — ${line(VIDEO_STATUS_LABELS[v.status], when(v.createdAt), v.dog)}<ol>${[
            ...v.comments.map((c) => `<li><em>${escapeHtml(`${c.educator}, à ${c.atSeconds} s`)}</em><p>${escapeHtml(c.text)}</p></li>`),
            ...v.replies.map((r) => `<li><em>${escapeHtml(r.author === 'member' ? 'Toi' : r.authorName)}, ${escapeHtml(when(r.createdAt))}</em><p>${escapeHtml(r.body)}</p></li>`),
          ].join('')}</ol>`,
      ),
      'Aucune vidéo.',
    ),
    section('Visios', doc.visios.map((v) => line(when(v.start), `${v.durationMinutes} min`, `avec ${v.educator}`, VISIO_STATUS_LABELS[v.status], v.note && `ta demande : ${v.note}`, v.summary && `compte rendu : ${v.summary}`)), 'Aucune visio.'),
    section('Paiements', doc.payments.map((p) => line(when(p.paidAt), p.product, formatEuros(p.amount), p.status === 'refunded' ? `remboursé le ${when(p.refundedAt)}` : null)), 'Aucun paiement.'),
    section('Abonnements', doc.subscriptions.map((s) => line(PLANS[s.plan].name, s.billingPeriod === 'yearly' ? 'annuel' : 'mensuel', formatEuros(s.amount), s.status, `depuis le ${when(s.startedAt)}`)), 'Aucun abonnement payant.'),
    section('Discord', doc.discord.linked ? [line('Compte Discord relié', doc.discord.discordUserId)] : [], 'Aucun compte Discord relié.'),
    section('Actions de l’équipe sur ton compte', doc.teamActions.map((a) => line(when(a.createdAt), a.summary, a.reason)), 'Aucune.'),
  ];
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tes données ${escapeHtml(BRAND.name)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#2b2520;background:#f6f3ee;margin:0;padding:16px;line-height:1.5}main{max-width:760px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}h1{font-size:1.6rem;margin-top:0}h2{font-size:1.2rem;border-bottom:1px solid #e5ddd3;padding-bottom:4px;margin-top:28px}ul,ol{padding-left:20px}li{margin-bottom:8px;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:minmax(120px,auto) 1fr;gap:2px 12px}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.vide{color:#6b625a}</style>
</head><body><main>
<h1>Tes données ${escapeHtml(BRAND.name)}</h1>
<p>Résumé de tout ce que ${escapeHtml(BRAND.name)} conserve sur toi, au ${escapeHtml(when(doc.generatedAt))}. Le fichier JSON du même export contient les mêmes données, complètes, dans un format lisible par d’autres services.</p>
${sections.join('\n')}
<p>Une question sur tes données ? Écris à ${escapeHtml(BRAND.supportEmail)}.</p>
</main></body></html>`;
}
