import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { findMember } from '../account/members';
import { db } from '../lib/db/service';
import { emit } from '../lib/events/outbox';
import { logger } from '../lib/logger';

/** Cognito post-authentication: announces `auth_login` to the automations. Never blocks a sign-in. */
export const handler = async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
  const userId = event.request.userAttributes.sub;
  try {
    const member = userId ? await findMember(db(), userId) : null;
    if (member) {
      await emit(db(), 'auth_login', {
        userId: member.profile.id,
        userEmail: member.profile.email,
        userName: member.profile.firstName,
        plan: member.subscription.type,
        dogName: null,
      });
    }
  } catch (error) {
    logger.error('Publication de auth_login impossible', { error, userId });
  }
  return event;
};
