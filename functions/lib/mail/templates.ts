import { BRAND } from '../../../shared/brand';
import { cancellationRefund } from '../../../shared/domain/visios';
import { config } from '../config';
import type { Mail } from './send-mail';

/**
 * The members' e-mails (issues 11, 12): French, plain text and HTML, each a pure function of what it tells. Every
 * value written into the HTML is escaped: a ticket title or a summary is the member's or the team's own text.
 */

type MailContent = Omit<Mail, 'to'>;

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' });

/** 'mardi 24 novembre 2026 à 14:30', Paris time. */
export const parisDateTime = (instant: string): string => PARIS_DATE_TIME.format(new Date(instant));

const siteLink = (path: string): string => new URL(path, config().SITE_URL).toString();

const SIGNATURE = 'L’équipe La Meute';
const UNSUBSCRIBE_LABEL = 'Se désinscrire en un clic';

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  /** A quoted text (an excerpt of an answer, the team's reason), shown apart. */
  quote?: string;
  /** A marketing e-mail's footer (issue 22): why the member gets it, and the page that withdraws it in one click. */
  /** The footer's one-click way out; its link reads UNSUBSCRIBE_LABEL unless it says its own. */
  unsubscribe?: { reason: string; url: string; label?: string };
}

/** One layout for every e-mail: greeting, paragraphs, a quote, one button, the signature; the text version says the same. */
function compose({ subject, greeting, paragraphs, action, quote, unsubscribe }: Layout): MailContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(quote ? [quote.replace(/^/gm, '> '), ''] : []),
    `${action.label} : ${action.url}`,
    '',
    SIGNATURE,
    ...(unsubscribe ? ['', '--', unsubscribe.reason, `${unsubscribe.label ?? UNSUBSCRIBE_LABEL} : ${unsubscribe.url}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2520">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c2703d;background:#faf6f1;white-space:pre-line;font-size:15px">${escapeHtml(quote)}</blockquote>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#c2703d;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:15px">${escapeHtml(SIGNATURE)}</p>
</div>
${unsubscribe ? `<p style="max-width:560px;margin:16px auto 0;font-size:13px;line-height:1.5;color:#6b625a">${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#6b625a">${escapeHtml(unsubscribe.label ?? UNSUBSCRIBE_LABEL)}</a></p>` : ''}
</body></html>`;
  return { subject, text, html };
}

/** The first lines of an answer, for the e-mail that announces it. */
const EXCERPT_LENGTH = 400;
const excerptOf = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body);

export function ticketAnsweredMail({ firstName, ticketId, ticketTitle, educatorName, answer }: { firstName: string; ticketId: string; ticketTitle: string; educatorName: string; answer: string }): MailContent {
  return compose({
    subject: `${educatorName} a répondu à ton ticket « ${ticketTitle} »`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [`${educatorName}, éducateur ou éducatrice de La Meute, a répondu à ta question « ${ticketTitle} ».`, 'Tu peux lire la réponse complète et lui répondre depuis ton espace.'],
    quote: excerptOf(answer),
    action: { label: 'Lire la réponse', url: siteLink(`/membre/tickets/${ticketId}`) },
  });
}

/** A video the check after upload refused (issue 26): why, and what to do. */
export function videoRefusedMail({ firstName, reason }: { firstName: string; reason: string }): MailContent {
  return compose({
    subject: 'Ta vidéo n’a pas pu être envoyée',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [reason, 'Elle n’a pas été décomptée de tes vidéos du mois : tu peux en envoyer une autre dès maintenant.'],
    action: { label: 'Envoyer une vidéo', url: siteLink('/membre/videos') },
  });
}

/** An educator finished their answer to a video (issue 26): where to see the comments on the timeline. */
export function videoCommentedMail({ firstName, subject }: { firstName: string; subject: string }): MailContent {
  return compose({
    subject: 'Ta vidéo est commentée',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Un éducateur a regardé ta vidéo (${subject}) et t’a laissé ses commentaires, placés aux moments de la vidéo dont ils parlent.`,
      'Clique sur un commentaire pour revoir le passage. Une question ? Réponds-lui directement sous la vidéo.',
    ],
    action: { label: 'Voir les commentaires', url: siteLink('/membre/videos') },
  });
}

interface VisioFacts {
  firstName: string;
  start: string;
  durationMinutes: number;
  educatorName: string;
}

export function visioBookedMail({ firstName, start, durationMinutes, educatorName, meetingLink }: VisioFacts & { meetingLink: string }): MailContent {
  return compose({
    subject: `Ta visio du ${parisDateTime(start)} est réservée`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Ta visio de ${durationMinutes} minutes avec ${educatorName} est confirmée pour le ${parisDateTime(start)} (heure de Paris).`,
      `Le jour J, rejoins la visio depuis ton espace, jusqu’à 10 minutes avant le début, ou directement par ce lien : ${meetingLink}`,
      'Tu peux la déplacer ou l’annuler sans frais jusqu’à 24 h avant. Nous t’enverrons un rappel la veille et une heure avant.',
    ],
    action: { label: 'Voir mes visios', url: siteLink('/membre/visios') },
  });
}

export function visioReminderMail({ firstName, kind, start, durationMinutes, educatorName, meetingLink }: VisioFacts & { kind: '24h' | '1h'; meetingLink: string }): MailContent {
  const when = kind === '24h' ? 'demain' : 'dans une heure';
  return compose({
    subject: `Rappel : ta visio avec ${educatorName} commence ${when}`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Ta visio de ${durationMinutes} minutes avec ${educatorName} a lieu le ${parisDateTime(start)} (heure de Paris).`,
      'Prévois un endroit calme, ton chien à côté de toi, quelques friandises et son matériel habituel (laisse, harnais, jouet).',
      `Lien de la visio : ${meetingLink}`,
    ],
    action: { label: 'Rejoindre depuis mon espace', url: siteLink('/membre/visios') },
  });
}

export function visioChangedMail({
  firstName,
  change,
  start,
  educatorName,
  reason,
  paid = false,
}: Omit<VisioFacts, 'durationMinutes'> & { change: 'cancelled' | 'outcome' | 'reassigned'; reason?: string; paid?: boolean }): MailContent {
  if (change === 'reassigned') {
    // Its educator left the team (issue 21) and another, free at that time, takes it: same time, same link.
    return compose({
      subject: `Ta visio du ${parisDateTime(start)} se fera avec ${educatorName}`,
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        `L’éducateur qui devait t’accompagner ne fait plus partie de l’équipe. ${educatorName} assurera ta visio du ${parisDateTime(start)}, à la même heure.`,
        'Rien ne change de ton côté : le lien pour la rejoindre reste le même.',
      ],
      action: { label: 'Voir mes visios', url: siteLink('/membre/visios') },
    });
  }
  if (change === 'cancelled') {
    return compose({
      subject: `Ta visio du ${parisDateTime(start)} est annulée`,
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        `${educatorName} a dû annuler votre visio du ${parisDateTime(start)}. Nous en sommes désolés.`,
        `${cancellationRefund(paid)} Tu peux réserver un autre créneau dès maintenant.`,
      ],
      ...(reason ? { quote: reason } : {}),
      action: { label: 'Réserver un autre créneau', url: siteLink('/membre/visios') },
    });
  }
  return compose({
    subject: 'Le compte rendu de ta visio est disponible',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [`${educatorName} a complété le compte rendu de votre visio du ${parisDateTime(start)}.`, 'Retrouve-le dans l’historique de tes visios.'],
    action: { label: 'Lire le compte rendu', url: siteLink('/membre/visios') },
  });
}

export const EXPORT_READY_SUBJECT = 'Tes données La Meute sont prêtes à télécharger';

/**
 * 'Télécharger mes données' (issue 22): the export the member asked for is ready, until its date. The mail holds no
 * link to the files themselves: they are downloaded from 'Mon compte', signed in.
 */
export function exportReadyMail({ firstName, availableUntil }: { firstName: string; availableUntil: string }): MailContent {
  return compose({
    subject: EXPORT_READY_SUBJECT,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      'Comme tu nous l’as demandé, nous avons rassemblé tout ce que La Meute conserve sur toi : ton compte, tes consentements, le profil de ton chien, tes fiches validées, tes points, tes récompenses, tes tickets et leurs messages, tes visios, tes paiements et ta liaison Discord.',
      `Tu peux les télécharger depuis « Mon compte » jusqu’au ${parisDateTime(availableUntil)} : un fichier JSON complet et un résumé lisible. Ensuite, ces fichiers seront effacés ; tu pourras demander un nouvel export à tout moment.`,
      'Pour protéger tes données, le téléchargement n’est possible qu’une fois connecté à ton compte.',
    ],
    action: { label: 'Télécharger mes données', url: siteLink('/membre/compte') },
  });
}

export const WELCOME_SUBJECT = 'Bienvenue dans la meute 🐾';

/** Welcome (issue 15), once the account exists: what to do first. */
export function welcomeMail({ firstName }: { firstName: string }): MailContent {
  return compose({
    subject: WELCOME_SUBJECT,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      'Ton compte La Meute est prêt. Pour commencer, présente-nous ton chien : en deux minutes, son profil nous permet de te proposer les fiches d’exercices qui lui correspondent.',
      'Chaque fiche réussie te rapporte des points, à échanger ensuite contre un ticket ou une visio avec un éducateur.',
    ],
    action: { label: 'Créer le profil de mon chien', url: siteLink('/profil-chien') },
  });
}

/**
 * The account was deleted (issue 22), sent to the address it had: what is gone, what the law keeps, and that nothing
 * more will be sent. Sent once, from the account_deleted event.
 */
export function accountDeletedMail({ firstName }: { firstName: string }): MailContent {
  return compose({
    subject: 'Ton compte La Meute a été supprimé',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      'Comme tu nous l’as demandé, ton compte La Meute a été supprimé. Ton abonnement est arrêté, sans renouvellement, ton compte Discord n’est plus relié et tes données personnelles (profil, chien, fiches validées, points, récompenses) sont effacées.',
      'La loi nous impose de garder tes factures pendant 10 ans (article L123-22 du Code de commerce) : elles ne portent plus que leurs montants, leurs dates et une référence anonyme. Tes tickets restent dans l’historique de nos éducateurs sous le nom « Membre supprimé ».',
      `Tu ne recevras plus aucun e-mail de notre part. Si tu n’es pas à l’origine de cette suppression, écris-nous à ${BRAND.supportEmail}.`,
    ],
    action: { label: 'Revenir sur La Meute', url: siteLink('/') },
  });
}

/** A renewal's payment failed (issue 15): the provider retries; the member updates their card meanwhile. */
export function paymentFailedMail({ firstName, planName, amount }: { firstName: string; planName: string; amount: string }): MailContent {
  return compose({
    subject: 'Le paiement de ton abonnement n’a pas abouti',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Le renouvellement de ton abonnement ${planName} (${amount}) n’a pas pu être débité. Cela arrive souvent avec une carte expirée ou un plafond atteint.`,
      'Mets à jour ton moyen de paiement depuis ton espace abonnement : nous réessaierons automatiquement dans les prochains jours, et tu gardes l’accès à ton offre en attendant.',
    ],
    action: { label: 'Mettre à jour ma carte', url: siteLink('/membre/abonnement') },
  });
}

/**
 * The member's address changed (issue 22), sent to the PREVIOUS address: the owner of that mailbox learns it at once,
 * and whom to tell if they did not ask for it.
 */
export function emailChangedMail({ firstName, email, changedAt }: { firstName: string; email: string; changedAt: string }): MailContent {
  return compose({
    subject: 'L’adresse e-mail de ton compte La Meute a changé',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `L’adresse e-mail de ton compte La Meute a été remplacée par ${email} le ${parisDateTime(changedAt)}. C’est désormais avec elle que tu te connectes, et nos e-mails y arriveront.`,
      `Si tu n’es pas à l’origine de ce changement, écris-nous sans attendre à ${BRAND.supportEmail} depuis cette adresse : nous t’aiderons à récupérer ton compte.`,
    ],
    action: { label: 'Écrire à l’équipe', url: `mailto:${BRAND.supportEmail}` },
  });
}

export interface NewFicheLine {
  ficheId: string;
  title: string;
  objective: string;
  durationMinutes: number;
}

/**
 * The weekly new fiches (issue 22), sent only to a member who asked for it and only when their plan reads at least one
 * fiche published that week: each fiche linked to its page. A marketing e-mail: its footer and headers unsubscribe.
 */
export function newFichesMail({ firstName, fiches, unsubscribeUrl }: { firstName: string; fiches: readonly NewFicheLine[]; unsubscribeUrl: string }): MailContent {
  const count = fiches.length;
  const lines = fiches.map(({ ficheId, title, objective, durationMinutes }) => `• ${title} (${durationMinutes} min) : ${objective}\n  ${siteLink(`/membre/fiche/${ficheId}`)}`);
  return compose({
    subject: count === 1 ? `Une nouvelle fiche pour ton chien : « ${fiches[0]!.title} »` : `${count} nouvelles fiches pour ton chien cette semaine`,
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      count === 1 ? 'Une nouvelle fiche a été publiée cette semaine, et ton offre te permet de la lire :' : `${count} nouvelles fiches ont été publiées cette semaine, et ton offre te permet de toutes les lire :`,
      lines.join('\n'),
    ],
    action: { label: count === 1 ? 'Lire la fiche' : 'Voir toutes les fiches', url: siteLink(count === 1 ? `/membre/fiche/${fiches[0]!.ficheId}` : '/membre/fiches') },
    unsubscribe: { reason: 'Tu reçois cet e-mail parce que tu as demandé à être prévenu·e des nouvelles fiches.', url: unsubscribeUrl },
  });
}

/**
 * A training reminder (issue 25): sent on one of the member's chosen days at their time, when they have not trained
 * yet that day and have no device with notifications on. Says where the week stands, and stops in one click.
 */
export function trainingReminderMail({ firstName, weekLine, stopUrl }: { firstName: string; weekLine: string; stopUrl: string }): MailContent {
  return compose({
    subject: 'Une petite séance avec ton chien aujourd’hui ?',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [`C’est l’un des jours que tu as choisis pour t’entraîner. ${weekLine}.`, 'Quelques minutes suffisent : une fiche courte, bien faite, vaut mieux qu’une longue séance.'],
    action: { label: 'Choisir une fiche', url: siteLink('/membre/recommandations') },
    unsubscribe: { reason: 'Tu reçois cet e-mail parce que tu as demandé des rappels d’entraînement.', url: stopUrl, label: 'Arrêter les rappels en un clic' },
  });
}

/*
 * The team's e-mails (issue 21): to educators and admins, who are addressed formally ("vous"), each with a link to
 * the ticket or the queue in the console (/equipe).
 */

interface StaffTicketFacts {
  firstName: string;
  ticketId: string;
  ticketTitle: string;
  memberName: string;
  dueBy: string;
  /** The ticket is nobody's yet: the whole team receives this e-mail. */
  unassigned: boolean;
}

const staffGreeting = (firstName: string) => `Bonjour ${firstName},`;
const staffTicketLink = (ticketId: string) => siteLink(`/equipe/tickets/${ticketId}`);
const whoseTicket = (unassigned: boolean) =>
  unassigned ? 'Il n’est assigné à personne : le premier disponible peut le prendre.' : 'Il vous est assigné.';

/** An urgent ticket was opened: its assignee, or the whole team while it has none, is told at once. */
export function urgentTicketMail({ firstName, ticketId, ticketTitle, memberName, dueBy, unassigned }: StaffTicketFacts): MailContent {
  return compose({
    subject: `Ticket urgent de ${memberName} : « ${ticketTitle} »`,
    greeting: staffGreeting(firstName),
    paragraphs: [
      `${memberName} vient d’ouvrir un ticket urgent, « ${ticketTitle} ». ${whoseTicket(unassigned)}`,
      `Une réponse est attendue avant le ${parisDateTime(dueBy)} (heure de Paris).`,
    ],
    action: { label: 'Ouvrir le ticket', url: staffTicketLink(ticketId) },
  });
}

/** A ticket is still unanswered two hours before its due-by. */
export function ticketDueSoonMail({ firstName, ticketId, ticketTitle, memberName, dueBy, unassigned }: StaffTicketFacts): MailContent {
  return compose({
    subject: `Échéance dans moins de 2 h : « ${ticketTitle} »`,
    greeting: staffGreeting(firstName),
    paragraphs: [
      `Le ticket « ${ticketTitle} » de ${memberName} n’a pas encore reçu de réponse de l’équipe. ${whoseTicket(unassigned)}`,
      `Son échéance est le ${parisDateTime(dueBy)} (heure de Paris) : une réponse avant cette heure tient la promesse faite au membre.`,
    ],
    action: { label: 'Répondre au ticket', url: staffTicketLink(ticketId) },
  });
}

export interface DigestTicketLine {
  title: string;
  memberName: string;
  priority: 'standard' | 'urgent';
  dueBy: string;
  /** Assigned to the educator the digest is for (else unassigned). */
  mine: boolean;
}

export interface DigestVisioLine {
  start: string;
  memberName: string;
  durationMinutes: number;
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' });
const PARIS_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full' });

function digestTicketLine({ title, memberName, priority, dueBy, mine }: DigestTicketLine): string {
  return `• ${priority === 'urgent' ? '[Urgent] ' : ''}« ${title} », ${memberName} (${mine ? 'à vous' : 'non assigné'}) : échéance le ${parisDateTime(dueBy)}`;
}

function digestSection(heading: string, lines: readonly string[], total: number): string[] {
  if (total === 0) return [];
  const more = total - lines.length;
  // One paragraph per section, a line per item (the HTML keeps the line breaks: pre-line).
  return [[`${heading} (${total}) :`, ...lines, ...(more > 0 ? [`… et ${more} autre${more > 1 ? 's' : ''}`] : [])].join('\n')];
}

/**
 * An educator's morning digest (8 h, Paris): their tickets and the unassigned ones, late then open, and their visios
 * of the day. Each section lists its first lines; the totals are exact.
 */
export function staffDigestMail({
  firstName,
  at,
  late,
  open,
  visios,
}: {
  firstName: string;
  at: string;
  late: { lines: readonly DigestTicketLine[]; total: number };
  open: { lines: readonly DigestTicketLine[]; total: number };
  visios: readonly DigestVisioLine[];
}): MailContent {
  const counts = [
    late.total ? `${late.total} en retard` : '',
    open.total ? `${open.total} ouvert${open.total > 1 ? 's' : ''}` : '',
    visios.length ? `${visios.length} visio${visios.length > 1 ? 's' : ''} aujourd’hui` : '',
  ].filter(Boolean);
  return compose({
    subject: `Votre journée du ${PARIS_DAY.format(new Date(at))} : ${counts.join(', ')}`,
    greeting: staffGreeting(firstName),
    paragraphs: [
      'Voici ce qui attend l’équipe ce matin, parmi vos tickets et ceux qui ne sont assignés à personne.',
      ...digestSection('En retard', late.lines.map(digestTicketLine), late.total),
      ...digestSection('Ouverts', open.lines.map(digestTicketLine), open.total),
      ...digestSection(
        'Vos visios du jour',
        visios.map(({ start, memberName, durationMinutes }) => `• ${PARIS_TIME.format(new Date(start))} : ${memberName} (${durationMinutes} min)`),
        visios.length,
      ),
    ],
    action: { label: 'Ouvrir la console', url: siteLink('/equipe/tickets') },
  });
}
