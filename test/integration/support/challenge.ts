import { FICHES } from '../../../shared/catalogue';
import { defaultChallengeFicheIds } from '../../../shared/domain/monthly-challenge';
import { parisMonth } from '../../../shared/domain/months';

/**
 * This month's default challenge (issue 23) on the seeded catalogue: with no admin's pick, validating one of these
 * fiches pays the challenge bonus too. A test that asserts a validation's exact points picks a fiche outside it,
 * whatever the month it runs in.
 */
export const monthChallengeIds = (): ReadonlySet<string> => new Set(defaultChallengeFicheIds(parisMonth(new Date()), FICHES.filter((fiche) => fiche.isPublished)));

export const outsideTheChallenge = (fiche: { id: string }): boolean => !monthChallengeIds().has(fiche.id);
