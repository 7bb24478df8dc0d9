import { GENERIC_ERROR } from '../../../../shared/schemas/messages';
import { isApiError } from '../../lib/api/ApiError';

/**
 * What a failed ticket call tells the member: the API's own French message when it refused for a ticket reason
 * (no right to open one, a closed ticket, a credit spent meanwhile…) or the network failed; otherwise SPEC §8's
 * 'Une erreur est survenue'.
 */
export function ticketFailureMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  if (error.code.startsWith('TICKET_') || error.status === 0) return error.message;
  return GENERIC_ERROR;
}
