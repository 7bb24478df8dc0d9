import { createTicket } from '../../functions/support/create-ticket';
import { staffReply, staffSetStatus } from '../../functions/support/staff-actions';
import type { Db } from '../../functions/lib/db/service';
import type { TicketForm } from '../../shared/schemas/ticket';

/**
 * Tickets of the demo accounts (issue 11), through the use cases a member and an educator go through: Pauline's
 * question answered by Élodie (the demo educator) and still in progress, Étienne's urgent one answered and resolved
 * (+5 points). Fixed request keys, and each step only when the ticket has not reached it: a restart changes nothing.
 */
interface DemoTicket {
  ownerEmail: string;
  requestId: string;
  form: TicketForm;
  reply: string;
  resolve: boolean;
}

const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    ownerEmail: 'premium@example.com',
    requestId: '5e0d7c1a-9b2f-4c3d-8e4f-0a1b2c3d4e51',
    form: {
      title: 'Moka tire en laisse dès qu’il voit un chien',
      description:
        'Depuis un mois, Moka se met à tirer très fort et à gémir dès qu’il aperçoit un autre chien, même de loin. Je change de trottoir mais il reste tendu longtemps. Que puis-je faire pendant nos balades ?',
      category: 'reactif',
      priority: 'standard',
    },
    reply:
      'Bonjour Pauline ! Ce que vous décrivez ressemble à de la frustration plus qu’à de l’agressivité. Pour commencer, gardez une distance où Moka peut encore vous regarder, et récompensez chaque regard vers vous. La fiche « Marcher en laisse sans tirer » détaille l’exercice : essayez 5 minutes par balade et dites-moi comment il réagit cette semaine.',
    resolve: false,
  },
  {
    ownerEmail: 'expert@example.com',
    requestId: '5e0d7c1a-9b2f-4c3d-8e4f-0a1b2c3d4e52',
    form: {
      title: 'Orage annoncé ce soir, Iris panique',
      description:
        'Iris tremble et se cache sous le lit au premier coup de tonnerre, et elle a déjà abîmé une porte en voulant fuir. Un orage est annoncé ce soir : comment l’aider à passer la nuit ?',
      category: 'comportement',
      priority: 'urgent',
    },
    reply:
      'Bonjour Étienne, pour ce soir : préparez-lui un refuge dans une pièce sans fenêtre, volets fermés, avec un fond sonore doux. Ne la forcez pas à sortir de sa cachette et restez calme près d’elle. Dès demain, nous pourrons travailler la désensibilisation aux bruits avec la fiche dédiée.',
    resolve: true,
  },
];

const DEMO_EDUCATOR_EMAIL = 'educateur@example.com';

export async function seedDemoTickets(db: Db, owners: ReadonlyMap<string, string>, now: () => string): Promise<void> {
  const educatorId = owners.get(DEMO_EDUCATOR_EMAIL);
  if (!educatorId) return;
  for (const demo of DEMO_TICKETS) {
    const userId = owners.get(demo.ownerEmail);
    if (!userId) continue;
    const { ticket, messages } = await createTicket(db, { userId, form: demo.form, requestId: demo.requestId, at: now() });
    if (messages.length === 0) await staffReply(db, { educatorId, ticketId: ticket.id, body: demo.reply, at: now() });
    if (demo.resolve && ticket.status !== 'resolu') await staffSetStatus(db, { educatorId, ticketId: ticket.id, status: 'resolu', at: now() });
  }
}
