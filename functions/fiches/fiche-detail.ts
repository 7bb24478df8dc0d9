import type { FicheDetail } from '../../shared/contract/fiche-schemas';
import { ficheLock, readingPlan } from '../../shared/domain/entitlements';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { chooseDog } from '../dogs/member-dogs';
import { contentOf, teaserOf } from './fiche-items';

/** Who reads: the token's user, and whether they are staff (educator or admin, from the token's groups). */
export interface FicheReader {
  userId: string;
  staff: boolean;
  /** Whose completion the page shows (issue 25): `?dogId=`, else the member's first dog. */
  dogId?: string;
}

/**
 * A fiche's detail page (SPEC §2 Fiche detail). A member with no member record: 403; unpublished or unknown: 404. The content (context, materials,
 * steps, mistakes, success criterion) is built only when the caller's plan may read the fiche; otherwise the
 * answer is the teaser, `locked` and the reason (DESIGN §6.4). Staff read every fiche in full, whatever their own
 * plan (issue 21: an educator opens the fiche a member asks about). A read writes nothing — no view count, no
 * last-active date, no event — so a staff member's reads never show as member activity in the figures, the
 * recommendations or the automations.
 */
export async function ficheDetail(db: Db, { userId, staff, dogId: askedDog }: FicheReader, ficheId: string): Promise<FicheDetail> {
  const [{ data: fiche }, { data: subscription }, { data: dogs }] = await Promise.all([
    db.entities.fiche.get({ ficheId }).go(),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all', attributes: ['dogId', 'createdAt'] }),
  ]);
  const { dogId } = chooseDog(dogs, subscription?.plan ?? 'gratuit', askedDog);
  const { data: progress } = await db.entities.dogProgress.get({ userId, dogId, ficheId }).go();
  if (!subscription && !staff) throw new HttpError('MEMBER_NOT_FOUND');
  if (!fiche || !fiche.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  const lock = subscription ? ficheLock(readingPlan(subscription.plan, staff), fiche) : null;
  return {
    fiche: teaserOf(fiche),
    content: lock ? null : contentOf(fiche),
    locked: lock !== null,
    lock,
    completed: progress !== null,
    completedAt: progress?.completedAt ?? null,
    nextFiche: fiche.nextFicheId ? await publishedTitle(db, fiche.nextFicheId) : null,
  };
}

async function publishedTitle(db: Db, ficheId: string): Promise<FicheDetail['nextFiche']> {
  const { data } = await db.entities.fiche.get({ ficheId }).go({ attributes: ['ficheId', 'title', 'isPublished'] });
  return data?.isPublished ? { id: data.ficheId, title: data.title } : null;
}
