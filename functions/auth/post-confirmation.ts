import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createMember } from '../account/members';
import { db } from '../lib/db/service';
import { logger } from '../lib/logger';

/**
 * Cognito post-confirmation: creates the member's rows exactly once (a retried trigger finds the profile and does
 * nothing); the same transaction writes `profile_created` to the outbox, which the automations then receive.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email;
  if (!userId || !email) throw new Error('Attributs sub ou email absents de la confirmation');
  const firstName = attributes.given_name ?? '';
  const now = new Date().toISOString();
  const outcome = await createMember(db(), {
    userId,
    email,
    firstName,
    newsletter: attributes['custom:newsletter'] === 'true',
    cguAcceptedAt: now,
    now,
  });
  logger.info('Confirmation du compte', { userId, outcome });
  return event;
};
