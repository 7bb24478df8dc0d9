import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { AdminFicheRow } from '../../shared/contract/admin-schemas';
import type { Fiche } from '../../shared/domain/fiche';
import { ficheFormToContent, ficheToFormValues, type FicheForm } from '../../shared/schemas/fiche-admin';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { ficheCounts } from '../lib/stats/counters';

type FicheItem = EntityItem<Db['entities']['fiche']>;

const accessOf = (item: Pick<FicheItem, 'isFree' | 'expertPlusOnly'>): AdminFicheRow['access'] => (item.isFree ? 'free' : item.expertPlusOnly ? 'expert' : 'premium');

function rowOf(item: FicheItem, validations: number): AdminFicheRow {
  return {
    id: item.ficheId,
    title: item.title,
    category: item.category,
    level: item.level,
    pointsReward: item.pointsReward,
    access: accessOf(item),
    isPublished: item.isPublished,
    validations,
    updatedAt: item.updatedAt ?? item.createdAt,
  };
}

/** The item a form makes: the access flags kept coherent (free, else Premium, else Expert+). */
function contentItem(form: FicheForm) {
  const { nextFicheId, ...content } = ficheFormToContent(form);
  const isFree = content.isFree;
  return {
    ...content,
    premiumOnly: !isFree && !content.expertPlusOnly,
    expertPlusOnly: !isFree && content.expertPlusOnly,
    ...(nextFicheId ? { nextFicheId } : {}),
  };
}

/** The admin's table: every fiche not deleted (published and drafts: two Queries of the publication index), newest first. */
export async function adminFiches(db: Db): Promise<{ fiches: AdminFicheRow[] }> {
  const [published, drafts, counts] = await Promise.all([
    db.entities.fiche.query.byPublication({ publication: 'published' }).go({ pages: 'all' }),
    db.entities.fiche.query.byPublication({ publication: 'draft' }).go({ pages: 'all' }),
    ficheCounts(db),
  ]);
  const rows = [...published.data, ...drafts.data].map((item) => rowOf(item, counts.get(item.ficheId) ?? 0));
  return { fiches: rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
}

async function liveFiche(db: Db, ficheId: string): Promise<FicheItem> {
  const { data } = await db.entities.fiche.get({ ficheId }).go({ consistent: true });
  if (!data || data.deletedAt) throw new HttpError('FICHE_NOT_FOUND');
  return data;
}

/** A fiche as the edit dialog's form shows it. */
export async function adminFicheForm(db: Db, ficheId: string) {
  const item = await liveFiche(db, ficheId);
  const { ficheId: id, deletedAt: _deleted, updatedAt: _updated, publishedAt: _published, ...fiche } = item;
  return { id, isPublished: item.isPublished, form: ficheToFormValues({ ...fiche, id, nextFicheId: item.nextFicheId ?? null } as Fiche) };
}

async function assertNextFiche(db: Db, nextFicheId: string | null, self?: string): Promise<void> {
  if (!nextFicheId) return;
  const { data } = await db.entities.fiche.get({ ficheId: nextFicheId }).go({ attributes: ['ficheId', 'deletedAt'] });
  if (!data || data.deletedAt || nextFicheId === self) throw new HttpError('NEXT_FICHE_UNKNOWN');
}

/** `Chiens réactifs : la méthode` → `chiens-reactifs-la-methode-3f9a`: readable in URLs, unique by its suffix. */
export function ficheIdFor(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'fiche'}-${randomBytes(2).toString('hex')}`;
}

/** Creates a fiche, as a draft: the admin publishes it with the table's switch once it reads well. */
export async function createFiche(db: Db, form: FicheForm, at: string): Promise<AdminFicheRow> {
  await assertNextFiche(db, form.nextFicheId);
  const item = { ...contentItem(form), ficheId: ficheIdFor(form.title), isPublished: false, createdAt: at, updatedAt: at };
  await db.entities.fiche.create(item).go({ response: 'none' });
  return rowOf({ ...item, publication: 'draft', access: item.isFree ? 'free' : 'paid' } as FicheItem, 0);
}

/**
 * Rewrites a fiche's content (its publication and creation date kept). Members read it at once; their validations,
 * keyed by the fiche's id, keep their points.
 */
export async function updateFiche(db: Db, ficheId: string, form: FicheForm, at: string): Promise<AdminFicheRow> {
  const current = await liveFiche(db, ficheId);
  await assertNextFiche(db, form.nextFicheId, ficheId);
  const { nextFicheId: _next, ...kept } = current;
  const item = { ...kept, ...contentItem(form), ficheId, isPublished: current.isPublished, createdAt: current.createdAt, updatedAt: at };
  try {
    // Over the very version read: an edit and a deletion (or two edits) racing cannot resurrect or mix.
    await db.entities.fiche
      .put(item)
      .where(({ updatedAt, deletedAt }, { eq, notExists }) => `${current.updatedAt ? eq(updatedAt, current.updatedAt) : notExists(updatedAt)} AND ${notExists(deletedAt)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError('FICHE_CHANGED');
    throw error;
  }
  return rowOf(item as FicheItem, (await ficheCounts(db)).get(ficheId) ?? 0);
}

/** 'Fiche publiée' / 'Fiche dépubliée': members see it, or no longer do (their history and points stay). */
export async function setPublication(db: Db, ficheId: string, isPublished: boolean, at: string): Promise<AdminFicheRow> {
  const current = await liveFiche(db, ficheId);
  try {
    await db.entities.fiche
      .patch({ ficheId })
      .set({ isPublished, updatedAt: at, isFree: current.isFree, createdAt: current.createdAt, ...(isPublished && !current.publishedAt ? { publishedAt: at } : {}) })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError('FICHE_NOT_FOUND');
    throw error;
  }
  return rowOf({ ...current, isPublished, updatedAt: at }, (await ficheCounts(db)).get(ficheId) ?? 0);
}

/**
 * Deletes a fiche for the members and the admin's table. The item is kept with its deletion date: the members who
 * validated it keep their history and points, and the catalogue's seed, which creates a fiche only if its id is
 * absent, never brings it back.
 */
export async function deleteFiche(db: Db, ficheId: string, at: string): Promise<void> {
  const current = await liveFiche(db, ficheId);
  await db.entities.fiche
    .patch({ ficheId })
    .set({ deletedAt: at, isPublished: false, updatedAt: at, isFree: current.isFree, createdAt: current.createdAt })
    .go({ response: 'none' });
}
