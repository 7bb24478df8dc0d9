/** Answer delay of an educator on a ticket, by priority (SPEC §9). */
export const TICKET_RESPONSE_HOURS = { standard: 48, urgent: 24 } as const;
