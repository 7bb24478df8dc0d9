import type { Consents } from '../../shared/contract/consent-schemas';
import { CONSENTS, CONSENT_KINDS, consentStates, type ConsentKind, type ConsentState } from '../../shared/domain/consents';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { memberFacts } from '../lib/members/facts';

/**
 * A member's consents (issue 22): read with their dates, given or withdrawn on 'Mon compte' or by an e-mail's
 * one-click link. The store is one item per kind (functions/lib/db/entities/consent.ts); the kinds are
 * shared/domain/consents.ts.
 */

type ConsentSource = 'account' | 'unsubscribe-link';

/** Every kind's state: its item, else the newsletter answer an older profile kept, else never given. */
async function statesOf(db: Db, userId: string): Promise<{ exists: boolean; states: Record<ConsentKind, ConsentState> }> {
  const [{ data: items }, { data: profile }] = await Promise.all([
    db.entities.consent.query.byUser({ userId }).go({ consistent: true }),
    db.entities.profile.get({ userId }).go({ attributes: ['newsletter', 'cguAcceptedAt', 'createdAt'] }),
  ]);
  const legacy = profile ? { granted: profile.newsletter, at: profile.cguAcceptedAt ?? profile.createdAt } : undefined;
  return { exists: profile !== null, states: consentStates(items, legacy) };
}

const answer = (states: Record<ConsentKind, ConsentState>): Consents => ({ consents: CONSENT_KINDS.map((kind) => ({ kind, ...states[kind] })) });

export async function readConsents(db: Db, userId: string): Promise<Consents> {
  const { exists, states } = await statesOf(db, userId);
  if (!exists) throw new HttpError('MEMBER_NOT_FOUND');
  return answer(states);
}

/**
 * Gives or withdraws one consent. Asking for the state it already has changes nothing (its date stays the date it was
 * given). Otherwise ONE transaction: the consent written whole with the new date, on the condition that it does not
 * already hold the value asked (two tabs switching it at once: one change, one date, one event), with a check that the
 * member still exists, and for the newsletter its `newsletter_changed` event for the mailing list (Make), so the list
 * follows each change that committed and only those.
 */
export async function setConsent(db: Db, change: { userId: string; kind: ConsentKind; granted: boolean; source: ConsentSource; now: string }): Promise<Consents> {
  const { userId, kind, granted, source, now } = change;
  const { exists, states } = await statesOf(db, userId);
  if (!exists) throw new HttpError('MEMBER_NOT_FOUND');
  if (states[kind].granted === granted) return answer(states);
  const facts = kind === 'newsletter' ? await memberFacts(db, userId) : null;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.consent
          .put({ userId, kind, granted, changedAt: now, source })
          .where((stored, { notExists, ne }) => `${notExists(stored.granted)} OR ${ne(stored.granted, granted)}`)
          .commit(),
        entities.profile.check({ userId }).where((stored, { exists: present }) => present(stored.userId)).commit(),
        ...(facts ? [outboxItem(entities, 'newsletter_changed', { ...facts, subscribed: granted, changedAt: now }, now)] : []),
      ])
      .go(),
  );
  if (result.canceled) {
    const [consent, profile] = result.data;
    if (profile?.code === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
    // Another request made this very change first: its date and event stand.
    if (consent?.code !== 'ConditionalCheckFailed') throw new Error(`Consentement ${kind} de ${userId} non enregistré : ${result.data.map((item) => item.code).join(', ')}`);
    return answer((await statesOf(db, userId)).states);
  }
  return answer({ ...states, [kind]: { granted, changedAt: now } });
}

/**
 * The one-click unsubscribe (RFC 8058) of a verified link: withdraws that consent without sign-in. An account deleted
 * since the e-mail left has nothing to withdraw: the answer is the same, so the link says nothing about the account.
 */
export async function unsubscribe(db: Db, link: { userId: string; kind: ConsentKind; now: string }): Promise<{ kind: ConsentKind; label: string }> {
  try {
    await setConsent(db, { ...link, granted: false, source: 'unsubscribe-link' });
  } catch (error) {
    if (!(error instanceof HttpError && error.code === 'MEMBER_NOT_FOUND')) throw error;
  }
  return { kind: link.kind, label: CONSENTS[link.kind].label };
}
