import type { Recommendations } from '../../shared/contract/dog-profile-schemas';
import { recommendFiches, scoringContext } from '../../shared/domain/recommendations';
import { educatorAlertTags } from '../../shared/domain/tag-derivation';
import type { Db } from '../lib/db/service';
import { cardOf } from './cards';
import { publishedTeasers } from './fiche-items';
import { readMemberContext } from './member-context';

/**
 * The recommendations page (SPEC §2 Recommendations): the dog's tags with their reasons, its completion, and up
 * to 10 fiches scoring above 0 among the published ones the member has not completed yet, locked ones included
 * as teasers with their lock. Without a dog profile: nothing to score, `profile` is null.
 */
export async function recommendations(db: Db, userId: string, dogId?: string): Promise<Recommendations> {
  const [member, teasers] = await Promise.all([readMemberContext(db, userId, dogId), publishedTeasers(db)]);
  const { plan, points, dogProfile } = member;
  if (!dogProfile) return { plan, points, profile: null, tags: [], ticketAlert: false, ticketAlertTags: [], fiches: [] };

  const context = scoringContext(plan, dogProfile);
  const alertTags = educatorAlertTags(context.tags);
  const toDo = teasers.filter((fiche) => !member.completed.has(fiche.id));
  return {
    plan,
    points,
    profile: {
      nom: dogProfile.nom ?? null,
      completion_percentage: dogProfile.completion_percentage,
      profil_complet: dogProfile.profil_complet,
      profile_version: dogProfile.profile_version,
    },
    tags: context.derivedTags,
    ticketAlert: alertTags.length > 0,
    ticketAlertTags: alertTags,
    fiches: recommendFiches(context, toDo).map((scored) => cardOf(scored, member.completed)),
  };
}
