import { API_ERRORS } from '../../../shared/contract/errors';
import { ApiError } from '../../../web/src/lib/api/ApiError';
import { ticketFailureMessage } from '../../../web/src/features/tickets/errors';

/** The toast of a failed ticket call (SPEC §8 'Une erreur est survenue', issue 11's refusals in French). */
describe('what a member reads when a ticket call fails', () => {
  it.each(['TICKET_PLAN_REQUIRED', 'TICKET_QUOTA_EXHAUSTED', 'TICKET_URGENT_NOT_ALLOWED', 'TICKET_CREDIT_TAKEN', 'TICKET_CLOSED'] as const)(
    'the API’s own message for %s',
    (code) => {
      const { status, message } = API_ERRORS[code];
      expect(ticketFailureMessage(new ApiError(status, code, message))).toBe(message);
    },
  );

  it('the network’s French message when the request never arrived', () => {
    expect(ticketFailureMessage(new ApiError(0, 'network', 'Problème de connexion. Vérifiez votre connexion internet.'))).toBe(
      'Problème de connexion. Vérifiez votre connexion internet.',
    );
  });

  it.each([
    ['a server error', new ApiError(500, 'INTERNAL', 'Erreur interne')],
    ['a refused body', new ApiError(400, 'VALIDATION_FAILED', 'Requête invalide')],
    ['anything else thrown', new TypeError('boom')],
  ])('“Une erreur est survenue” for %s', (_case, error) => {
    expect(ticketFailureMessage(error)).toBe('Une erreur est survenue');
  });
});
