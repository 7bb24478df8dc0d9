import { randomUUID } from 'node:crypto';
import { routes } from '../../../shared/contract/routes';
import type { MemberRole } from './fixtures';
import { callAs } from './points';

/**
 * Opens a ticket as this demo member through the product's own route (`POST /tickets`, the member's plan or credits
 * paying for it) and answers its page's path, `/membre/tickets/<id>`.
 */
export async function openTicketAs(role: MemberRole, title = 'Rex tire en laisse en balade'): Promise<string> {
  const created = await callAs(role, 'POST', '/tickets', {
    title,
    description: 'Dès qu’il voit un autre chien, il tire très fort et aboie ; je ne sais plus comment réagir.',
    category: 'reactif',
    priority: 'standard',
    requestId: randomUUID(),
  });
  return `/membre/tickets/${routes.createTicket.output.parse(created).ticket.id}`;
}
