import type { Fiche } from '../../shared/domain/fiche';
import type { Db } from '../lib/db/service';
import { isConditionFailure } from '../lib/db/condition';
import { toFicheItem } from './fiche-items';

/**
 * Writes the catalogue (shared/catalogue) into the table on every start, idempotently: each fiche is
 * created only if its id is absent, so a fiche an admin edited or unpublished keeps the admin's version.
 * Returns how many fiches were created.
 */
export async function seedCatalogue(db: Db, fiches: readonly Fiche[]): Promise<number> {
  const created = await Promise.all(
    fiches.map(async (fiche) => {
      try {
        await db.entities.fiche.create(toFicheItem(fiche)).go({ response: 'none' });
        return 1;
      } catch (error) {
        if (isConditionFailure(error)) return 0;
        throw error;
      }
    }),
  );
  return created.reduce<number>((sum, one) => sum + one, 0);
}
