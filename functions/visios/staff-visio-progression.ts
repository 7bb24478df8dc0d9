import type { Progression } from '../../shared/contract/progression-schemas';
import type { Db } from '../lib/db/service';
import { dogAbout, dogProgression } from '../lib/members/progression';
import { handledVisio, type StaffCaller } from './staff-visios';

/**
 * The progression of the dog a visio is about (issue 25), the first block of the visio's member context: read by the
 * session's educator (or an admin) only, as the context is — another educator's session answers 404.
 */
export async function staffVisioProgression(db: Db, caller: StaffCaller, visioId: string, now: string): Promise<Progression> {
  const visio = await handledVisio(db, caller, visioId);
  return dogProgression(db, { userId: visio.userId, dogId: dogAbout(visio), now });
}
