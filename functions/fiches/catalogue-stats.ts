import { countQuery } from '../lib/db/count';
import type { Db } from '../lib/db/service';

/** True counts of published fiches, free and in all (SPEC §7 read an array's length; this counts). */
export async function countPublishedFiches(db: Db): Promise<{ freeCount: number; totalCount: number }> {
  const published = db.entities.fiche.query.byPublication;
  const [freeCount, totalCount] = await Promise.all([
    countQuery(published({ publication: 'published', access: 'free' }).params()),
    countQuery(published({ publication: 'published' }).params()),
  ]);
  return { freeCount, totalCount };
}
