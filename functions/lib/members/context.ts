import type { MemberContext } from '../../../shared/contract/ticket-schemas';
import { DOG_SUMMARY_FIELDS, dogSummary } from '../../../shared/domain/dog-profile/summary';
import { deriveTags } from '../../../shared/domain/tag-derivation';
import { dogProfileOf } from '../../dogs/stored-profile';
import type { Db } from '../db/service';
import { FIRST_DOG_ID, firstDog } from '../../../shared/domain/dogs';

/** How many recently validated fiches the context shows. */
const RECENT_FICHES = 5;

/**
 * What an educator sees of a member beside one of the member's tickets or visios: first name, plan, quota, the profile
 * of the dog the ticket or visio is about (summary, tags with their reasons) and the fiches validated lately for it. Only read through a ticket or a visio
 * the team handles: no staff route lists or opens a member otherwise.
 */
export async function memberContext(db: Db, userId: string, dogId?: string): Promise<MemberContext> {
  const [{ data: profile }, { data: subscription }, { data: dogs }] = await Promise.all([
    db.entities.profile.get({ userId }).go({ attributes: ['firstName', 'createdAt'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan', 'ticketsRemaining'] }),
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  // The dog the ticket or visio is about (issue 25), else the member's first; a dog no longer found, the first.
  const dog = dogs.find((one) => one.dogId === dogId) ?? firstDog(dogs);
  const { data: progress } = await db.entities.dogProgress.query.byUser({ userId, dogId: dog?.dogId ?? FIRST_DOG_ID }).go({ pages: 'all' });
  const recent = progress.sort((a, b) => b.completedAt.localeCompare(a.completedAt)).slice(0, RECENT_FICHES);
  const { data: fiches } = recent.length
    ? await db.entities.fiche.get(recent.map(({ ficheId }) => ({ ficheId }))).go({ attributes: ['ficheId', 'title'] })
    : { data: [] };
  const titles = new Map(fiches.map((fiche) => [fiche.ficheId, fiche.title]));
  const answers = dog ? dogProfileOf(dog) : null;
  return {
    firstName: profile?.firstName ?? 'Membre',
    plan: subscription?.plan ?? 'gratuit',
    ticketsRemaining: subscription?.ticketsRemaining ?? 0,
    memberSince: profile?.createdAt ?? '',
    dog: answers && dog ? { dogId: dog.dogId, name: answers.nom ?? 'Son chien', summary: dogSummary(answers, DOG_SUMMARY_FIELDS), tags: deriveTags(answers) } : null,
    recentFiches: recent.map(({ ficheId, completedAt }) => ({ id: ficheId, title: titles.get(ficheId) ?? ficheId, completedAt })),
  };
}
