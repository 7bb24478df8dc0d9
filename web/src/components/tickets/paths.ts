/** Where the member's tickets live (SPEC §2 route list; a ticket's own page is issue 11's). */
export const TICKETS_PATH = '/membre/tickets';
export const ticketPath = (id: string): string => `${TICKETS_PATH}/${encodeURIComponent(id)}`;
