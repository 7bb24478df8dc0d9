import type { FicheDetail } from '../../shared/contract/fiche-schemas';
import { ficheLock } from '../../shared/domain/entitlements';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { contentOf, teaserOf } from './fiche-items';

/**
 * A fiche's detail page (SPEC §2 Fiche detail). A caller with no member record: 403; unpublished or unknown: 404. The content (context, materials,
 * steps, mistakes, success criterion) is built only when the caller's plan may read the fiche; otherwise the
 * answer is the teaser, `locked` and the reason (DESIGN §6.4).
 */
export async function ficheDetail(db: Db, userId: string, ficheId: string): Promise<FicheDetail> {
  const [{ data: fiche }, { data: subscription }, { data: progress }] = await Promise.all([
    db.entities.fiche.get({ ficheId }).go(),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    db.entities.ficheProgress.get({ userId, ficheId }).go(),
  ]);
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  if (!fiche || !fiche.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  const lock = ficheLock(subscription.plan, fiche);
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
