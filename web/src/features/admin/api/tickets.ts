import { useQuery } from '@tanstack/react-query';
import { adminTicketsQuery, staffEducatorsQuery, type AdminTicketsFilter } from '../../../lib/api';

export const useAdminTickets = (filter: AdminTicketsFilter) => useQuery(adminTicketsQuery(filter));
/** The team, for the educator filter (an admin reaches the educators' routes). */
export const useTeam = () => useQuery(staffEducatorsQuery());
