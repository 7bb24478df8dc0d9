import { randomBytes } from 'node:crypto';
import type { DogProfileResponse, SaveDogProfileBody } from '../../shared/contract/dog-profile-schemas';
import { isAnswered, profileMeta } from '../../shared/domain/dog-profile/completion';
import { withoutContradictedDetails } from '../../shared/domain/dog-profile/dependent-answers';
import { dogLimit, FIRST_DOG_ID } from '../../shared/domain/dogs';
import type { DogProfileAnswers } from '../../shared/schemas/dog-profile';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import { monthsFormToAnswers } from '../../shared/schemas/dog-profile-forms';
import type { Db } from '../lib/db/service';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { creditItems, pointsSource } from '../lib/points/ledger';
import { chooseDog, readMemberPartition } from './member-dogs';
import { dogProfileResponse, revisionOf, type DogProfileItem } from './stored-profile';

/** A dog's profile: `dogId`'s, or the member's first dog's; null when the member has no dog yet. */
export async function findDogProfile(db: Db, userId: string, dogId?: string): Promise<DogProfileResponse | null> {
  const data = await readMemberPartition(db, userId);
  const { dog } = chooseDog(data.dog, data.subscription[0]?.plan ?? 'gratuit', dogId);
  return dog ? dogProfileResponse(dog) : null;
}

export interface DogProfileSave {
  userId: string;
  /** Which dog (issue 25); absent: the member's first dog, created by this save if they have none. */
  dogId?: string;
  /** One form's values, already parsed by the contract with that form's shared schema. */
  body: SaveDogProfileBody;
  now: string;
}

/** A new dog's id (not the first): 11 letters and digits, unique among the member's dogs by its randomness. */
const newDogId = () => `d${BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).padStart(13, '0').slice(0, 10)}`;

/**
 * Stores one form's answers over the previous ones: a form replaces the fields it asks and keeps the others
 * (the quick form does not erase what the complete form recorded). Completion, version and profil_complet are
 * computed here from the merged answers, never read from the request.
 *
 * Why a conditional write rather than a per-field merge: every form sends all of its fields, the ones the member
 * left as they were included. Merging those into the stored answers field by field would let a page loaded before
 * another save put back the values it was loaded with, over answers that save had acknowledged. So a save is
 * accepted only from a copy of the current profile: the member's copy (`revision`, absent for a first save) must
 * be the stored revision, and the item is written on the condition that this revision is still the stored one,
 * in the same transaction as a check that the member exists (a token that outlives its account writes nothing).
 * A save that loses the race changes nothing and answers 409 DOG_PROFILE_CHANGED: the member reloads and saves
 * again. No retry here: retrying would be deciding, on the member's behalf, that their stale values win.
 *
 * The first save that makes the profile complete (profil_complet) pays POINTS_RULES.profileCompleted once (issue 23,
 * ledger source `profile:complete`), in the same transaction. Whether it was paid is read with the profile: a save
 * that reaches the write carries the revision of the save before it, so it was sent after that save committed and
 * its read sees that save's line; should the line exist all the same, its condition cancels the save (409, as above).
 */
export async function saveDogProfile(db: Db, { userId, dogId, body, now }: DogProfileSave): Promise<DogProfileResponse> {
  const { plan, dogs, profileBonus } = await readForSave(db, userId);
  const chosen = chooseDog(dogs, plan, dogId);
  return writeDogProfile(db, { userId, dogId: chosen.dogId, previous: chosen.dog, plan, profileBonus, body, now });
}

/**
 * 'Ajouter un chien' (issue 25): a new dog from a profile form, within the plan's limit (shared/domain/dogs.ts). The
 * limit is held by the member's dog counter, raised in the dog's own transaction on the condition that it is under
 * the limit: however many additions race, the member ends with exactly the limit, and the others answer 409
 * DOG_LIMIT_REACHED. (A move to a smaller plan racing an addition lands as an addition just before the move: the dog
 * past the new limit is then read-only, like any other.) The first dog of a member who has none gets id `1`.
 */
export async function addDog(db: Db, { userId, body, now }: Omit<DogProfileSave, 'dogId'>): Promise<DogProfileResponse> {
  const { plan, dogs, profileBonus } = await readForSave(db, userId);
  const dogId = dogs.length === 0 ? FIRST_DOG_ID : newDogId();
  try {
    return await writeDogProfile(db, { userId, dogId, previous: undefined, plan, profileBonus, body: { ...body, revision: undefined }, now });
  } catch (error) {
    // Two first dogs at once: one is `1`, the other gets an id of its own (the counter still decides).
    if (!(error instanceof HttpError && error.code === 'DOG_PROFILE_CHANGED' && dogId === FIRST_DOG_ID)) throw error;
    return writeDogProfile(db, { userId, dogId: newDogId(), previous: undefined, plan, profileBonus, body: { ...body, revision: undefined }, now });
  }
}

async function readForSave(db: Db, userId: string) {
  const [data, { data: profileBonus }] = await Promise.all([
    readMemberPartition(db, userId, { consistent: true }),
    db.entities.pointTransaction.get({ userId, source: pointsSource.profile() }).go({ consistent: true, attributes: ['source'] }),
  ]);
  const [subscription] = data.subscription;
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  return { plan: subscription.plan, dogs: data.dog, profileBonus: Boolean(profileBonus) };
}

interface DogProfileWrite {
  userId: string;
  dogId: string;
  previous: DogProfileItem | undefined;
  plan: Parameters<typeof dogLimit>[0];
  profileBonus: boolean;
  body: SaveDogProfileBody;
  now: string;
}

async function writeDogProfile(db: Db, { userId, dogId, previous, plan, profileBonus, body, now }: DogProfileWrite): Promise<DogProfileResponse> {
  const storedRevision = previous ? revisionOf(previous) : undefined;
  if (body.revision !== storedRevision) throw new HttpError('DOG_PROFILE_CHANGED');
  const limit = dogLimit(plan);

  const asked = answersOf(body);
  // A 'no' of this form clears the details another form had stored under its question (the wizard asks whether other
  // animals live at home, not which): the stored profile never reads 'Non' beside a list.
  const answers = withoutBlanks(withoutContradictedDetails({ ...previous?.answers, ...asked }));
  // The form's 'Me prévenir quand de nouvelles fiches adaptées sont publiées' is the new-fiches consent (issue 22):
  // ticked or unticked in this save, it is given or withdrawn with it; left as it was, the consent (which 'Mon compte'
  // or an e-mail's link may have changed since) is left alone.
  const newFiches = asked.notifications_nouvelles_fiches;
  const consentChanged = typeof newFiches === 'boolean' && newFiches !== (previous?.answers?.notifications_nouvelles_fiches ?? false);
  const meta = profileMeta(body.form, answers, previous?.profileVersion);
  const item = {
    answers,
    completionPercentage: meta.completion_percentage,
    profilComplet: meta.profil_complet,
    profileVersion: meta.profile_version,
    form: body.form,
    revision: (storedRevision ?? 0) + 1,
    updatedAt: now,
  };
  const bonus = item.profilComplet && !profileBonus
    ? { userId, source: pointsSource.profile(), points: POINTS_RULES.profileCompleted, reason: TRANSACTION_REASONS.profileCompleted, at: now }
    : null;
  const result = await db.transaction
    .write((entities) => [
      entities.profile
        .check({ userId })
        .where((attributes, { exists }) => exists(attributes.userId))
        .commit(),
      previous
        ? entities.dog
            .patch({ userId, dogId })
            .set(item)
            .where((attributes, { eq, notExists }) =>
              previous.revision === undefined ? notExists(attributes.revision) : eq(attributes.revision, previous.revision),
            )
            .commit()
        : entities.dog.create({ userId, dogId, createdAt: now, ...item }).commit(),
      // A new dog counts against the plan's limit: the counter's condition, not a read, decides (issue 25).
      ...(previous
        ? []
        : [
            entities.dogRoster
              .update({ userId })
              .add({ count: 1 })
              .set({ updatedAt: now })
              .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
              .commit(),
          ]),
      ...(consentChanged ? [entities.consent.put({ userId, kind: 'newFiches', granted: newFiches, changedAt: now, source: 'dog-profile' }).commit()] : []),
      // The automations hear of the save with it (the transactional outbox).
      outboxItem(entities, 'profile_updated', { userId, dogName: answers.nom ?? null, completionPercentage: item.completionPercentage, profilComplet: item.profilComplet }, now),
      // Last, so the items above keep their positions in a cancellation's reasons.
      ...(bonus ? creditItems(entities, bonus) : []),
    ])
    .go();
  if (result.canceled) {
    const [member, write, ...others] = result.data.map((entry) => entry.code);
    if (member === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
    if (!previous && write !== 'ConditionalCheckFailed' && others[0] === 'ConditionalCheckFailed') throw new HttpError('DOG_LIMIT_REACHED');
    // A moved revision, (real DynamoDB only) a write of the same items in flight, or the profile's bonus paid
    // meanwhile: nothing was written either way.
    if (write === 'ConditionalCheckFailed' || member === 'TransactionConflict' || write === 'TransactionConflict' || others.includes('ConditionalCheckFailed')) {
      throw new HttpError('DOG_PROFILE_CHANGED');
    }
    throw new Error(`Enregistrement du profil annulé : ${member}, ${write}`);
  }
  return dogProfileResponse({ ...item, dogId });
}

/** The stored answers of one form's values: the quick and complete forms enter the age in months, the wizard in years. */
function answersOf(body: SaveDogProfileBody): DogProfileAnswers {
  return body.form === 'quick' || body.form === 'complete' ? monthsFormToAnswers(body.profile) : body.profile;
}

/** Unanswered fields (null, '', empty list) are not stored. */
function withoutBlanks(answers: DogProfileAnswers): DogProfileAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswered(value))) as DogProfileAnswers;
}
