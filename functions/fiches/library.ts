import type { FicheLibrary } from '../../shared/contract/fiche-schemas';
import { isListedInLibrary, readingPlan } from '../../shared/domain/entitlements';
import { rankFiches, scoringContext } from '../../shared/domain/recommendations';
import type { Db } from '../lib/db/service';
import { cardOf } from './cards';
import { publishedTeasers } from './fiche-items';
import { readMemberContext } from './member-context';

/**
 * The library (SPEC §2 Fiche library): published fiches the plan lists (the free plan only the free ones),
 * ranked by match with the dog (catalogue order without a profile), as teasers with lock and progress. Staff see the
 * whole catalogue unlocked (readingPlan): they point members to any fiche.
 */
export async function ficheLibrary(db: Db, userId: string, staff: boolean, dogId?: string): Promise<FicheLibrary> {
  const [member, teasers] = await Promise.all([readMemberContext(db, userId, dogId), publishedTeasers(db)]);
  const plan = readingPlan(member.plan, staff);
  const listed = teasers.filter((fiche) => isListedInLibrary(plan, { ...fiche, isPublished: true }));
  const ranked = rankFiches(scoringContext(plan, member.dogProfile ?? {}), listed);
  return {
    plan,
    hasDogProfile: member.dogProfile !== null,
    fiches: ranked.map((scored) => cardOf(scored, member.completed)),
  };
}
