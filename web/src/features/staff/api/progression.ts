import { useQuery } from '@tanstack/react-query';
import { staffTicketProgressionQuery, staffVisioProgressionQuery } from '../../../lib/api';

/** The progression of a ticket's or a visio's dog, read through the ticket or the visio (issue 25). */
export const useTicketProgression = (ticketId: string) => useQuery(staffTicketProgressionQuery(ticketId));
export const useVisioProgression = (visioId: string) => useQuery(staffVisioProgressionQuery(visioId));
