import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import type { Db } from '../lib/db/service';

export interface DogsMigration {
  /** The member's single profile became their first dog. */
  profileMoved: boolean;
  /** Fiches completed by the member, now completed for their first dog. */
  validationsMoved: number;
}

/** Pairs (copy, delete) per transaction: DynamoDB takes 100 items in one. */
const PAIRS_PER_TRANSACTION = 50;

/**
 * Several dogs (issue 25): a member's single dog profile (entities/dog-profile.ts) becomes their first dog
 * (`FIRST_DOG_ID`, entities/dog.ts) with the same answers, figures, revision and dates, and the fiches they completed
 * (entities/fiche-progress.ts) become completions of that dog (entities/dog-progress), with their dates and points:
 * nothing is lost, and the ledger's lines stay as they are (the first dog's fiches keep their source `fiche:<id>`).
 *
 * Idempotent, and safe beside the member's own requests and another run:
 * - the profile moves in one transaction: the dog is created only if absent, the old item deleted only if present,
 *   the dog counter rises by one with it; a second run finds no old item and does nothing; a run that loses the race
 *   to another is cancelled whole (nothing written twice);
 * - each completion is copied (a put of the same values, so copying twice writes the same item) and its old item
 *   deleted in the same transaction.
 * A member with no profile but completions (a fiche can be validated before the profile is made) gets those
 * completions on dog `1`, the id their first dog will have.
 */
export async function migrateMemberDogs(db: Db, userId: string, now: string): Promise<DogsMigration> {
  const [{ data: legacy }, { data: progress }] = await Promise.all([
    db.entities.dogProfile.get({ userId }).go({ consistent: true }),
    db.entities.ficheProgress.query.byUser({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  let profileMoved = false;
  if (legacy) {
    const result = await db.transaction
      .write((entities) => [
        entities.dog
          .create({
            userId,
            dogId: FIRST_DOG_ID,
            answers: legacy.answers,
            completionPercentage: legacy.completionPercentage,
            profilComplet: legacy.profilComplet,
            profileVersion: legacy.profileVersion,
            form: legacy.form,
            ...(legacy.revision === undefined ? {} : { revision: legacy.revision }),
            createdAt: legacy.createdAt,
            updatedAt: legacy.updatedAt,
          })
          .commit(),
        entities.dogRoster.update({ userId }).add({ count: 1 }).set({ updatedAt: now }).commit(),
        entities.dogProfile
          .delete({ userId })
          .where((attributes, { exists }) => exists(attributes.userId))
          .commit(),
      ])
      .go();
    // Cancelled: another run (or the member's first request, which migrates too) moved it first.
    profileMoved = !result.canceled;
  }
  for (let start = 0; start < progress.length; start += PAIRS_PER_TRANSACTION) {
    const batch = progress.slice(start, start + PAIRS_PER_TRANSACTION);
    await db.transaction
      .write((entities) =>
        batch.flatMap(({ ficheId, completedAt, pointsEarned }) => [
          entities.dogProgress.put({ userId, dogId: FIRST_DOG_ID, ficheId, completedAt, pointsEarned }).commit(),
          entities.ficheProgress.delete({ userId, ficheId }).commit(),
        ]),
      )
      .go();
  }
  return { profileMoved, validationsMoved: progress.length };
}

/** Every member, page by page (the profiles by creation): `npm start`'s seed and scripts/migrate-dogs.ts run it. */
export async function migrateAllDogs(db: Db, now: string, log: (line: string) => void = () => {}): Promise<{ members: number; profilesMoved: number; validationsMoved: number }> {
  const totals = { members: 0, profilesMoved: 0, validationsMoved: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string }[]; cursor: string | null } = await db.entities.profile.query
      .byCreation({})
      .go({ cursor, limit: 200, attributes: ['userId'] });
    const moved = await Promise.all(page.data.map(({ userId }) => migrateMemberDogs(db, userId, now)));
    totals.members += page.data.length;
    totals.profilesMoved += moved.filter((one) => one.profileMoved).length;
    totals.validationsMoved += moved.reduce((sum, one) => sum + one.validationsMoved, 0);
    cursor = page.cursor;
    if (moved.some((one) => one.profileMoved || one.validationsMoved)) log(`${totals.members} membres parcourus`);
  } while (cursor);
  return totals;
}
