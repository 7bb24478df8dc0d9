import type { AvailabilityRulesInput, StaffVisio, StaffVisioRow } from '../../shared/contract/visio-schemas';
import type { Role } from '../../shared/domain/roles';
import { isOpenTicket } from '../../shared/domain/tickets';
import { mayRecordOutcome } from '../../shared/domain/visios';
import { parisDate } from '../../shared/domain/visio-slots';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { notificationItem } from '../lib/realtime/notifier';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { memberContext } from '../lib/members/context';
import { parseRules } from './availability';
import { cancelVisio } from './cancel-visio';
import type { VisioItem } from '../lib/visios/visio-item';
import { isReleasedHold } from '../lib/visios/held-visio';
import { staffVisioRow, visioById } from './visio-views';

/** A new educator's week until they set theirs: nothing offered, so no member books a time nobody chose. */
const NO_AVAILABILITY: AvailabilityRulesInput = { weekly: [], overrides: [], minNoticeMinutes: 12 * 60, bufferMinutes: 15, horizonDays: 30 };

export interface StaffCaller {
  educatorId: string;
  roles: readonly Role[];
}

export async function staffAvailability(db: Db, educatorId: string, now: string) {
  const { data } = await db.entities.availability.get({ educatorId }).go();
  if (!data) return { rules: NO_AVAILABILITY, updatedAt: null };
  const rules = parseRules(data.rulesJson);
  // A date gone by changes no slot: left out, so the form never sends back a date older than a save accepts.
  const today = parisDate(now);
  return { rules: { ...rules, overrides: rules.overrides.filter(({ date }) => date >= today) }, updatedAt: data.updatedAt };
}

/** Saves the caller's rules as a whole (the form sends them all). Sessions already booked stay booked. */
export async function saveStaffAvailability(db: Db, { educatorId, rules, at }: { educatorId: string; rules: AvailabilityRulesInput; at: string }) {
  const { data: profile } = await db.entities.profile.get({ userId: educatorId }).go({ attributes: ['firstName'] });
  await db.entities.availability.put({ educatorId, educatorName: profile?.firstName ?? 'Éducateur', rulesJson: JSON.stringify(rules), updatedAt: at }).go();
  return { rules, updatedAt: at };
}

const AGENDA_LIMIT = 100;

/** The caller's agenda: confirmed sessions not yet over, soonest first; or the past ones (held, missed, cancelled), newest first. */
export async function staffAgenda(db: Db, { educatorId, scope, now }: { educatorId: string; scope: 'upcoming' | 'past'; now: string }): Promise<{ visios: StaffVisioRow[] }> {
  // A session lasts an hour at most: one started less than an hour ago may still be running.
  const runningSince = new Date(Date.parse(now) - 3_600_000).toISOString();
  const query = db.entities.visio.query.byEducator({ educatorId });
  const { data } =
    scope === 'upcoming'
      ? await query.gte({ start: runningSince }).where(({ status }, { eq }) => eq(status, 'confirmee')).go({ pages: 'all' })
      : await query.lt({ start: now }).where(({ status }, { ne }) => ne(status, 'deplacee')).go({ order: 'desc', limit: AGENDA_LIMIT });
  const visios = scope === 'upcoming' ? data.filter((visio) => visio.end > now).slice(0, AGENDA_LIMIT) : data.filter((visio) => !isReleasedHold(visio));
  return { visios: visios.map((visio) => staffVisioRow(visio, now)) };
}

/**
 * A session the caller may handle: their own, or any for an admin. An educator asking for another's session gets the
 * same 404 as for one that does not exist: the member's context is seen only by the educator of the session.
 */
export async function handledVisio(db: Db, { educatorId, roles }: StaffCaller, visioId: string): Promise<VisioItem> {
  const visio = await visioById(db, visioId);
  if (visio.educatorId !== educatorId && !roles.includes('admin')) throw new HttpError('VISIO_NOT_FOUND');
  return visio;
}

async function staffVisioView(db: Db, visio: VisioItem, now: string): Promise<StaffVisio> {
  const [member, { data: tickets }] = await Promise.all([
    memberContext(db, visio.userId, visio.dogId),
    db.entities.ticket.query.byMember({ userId: visio.userId }).go({ order: 'desc', limit: 20, attributes: ['ticketId', 'title', 'status'] }),
  ]);
  return {
    visio: staffVisioRow(visio, now),
    member: { ...member, openTickets: tickets.filter(({ status }) => isOpenTicket(status)).map(({ ticketId, title, status }) => ({ id: ticketId, title, status })) },
    mayRecordOutcome: mayRecordOutcome(visio, now),
  };
}

export async function staffVisio(db: Db, caller: StaffCaller, visioId: string, now: string): Promise<StaffVisio> {
  return staffVisioView(db, await handledVisio(db, caller, visioId), now);
}

/**
 * Records how a session went, once it has started: held or missed, and the written summary the member reads
 * ('Compte rendu'). May be corrected later (a summary completed after the fact), over the version read. The member is
 * told live and, when there is a summary, by e-mail: both events written in the same transaction.
 */
export async function recordOutcome(
  db: Db,
  caller: StaffCaller,
  { visioId, status, summary, at }: { visioId: string; status: 'terminee' | 'absent'; summary?: string | undefined; at: string },
): Promise<StaffVisio> {
  const visio = await handledVisio(db, caller, visioId);
  if (visio.status === 'annulee' || visio.status === 'deplacee') throw new HttpError('VISIO_NOT_CHANGEABLE');
  if (!mayRecordOutcome(visio, at)) throw new HttpError('VISIO_OUTCOME_TOO_EARLY');
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => {
        const update = entities.visio.patch({ visioId }).set({ status, outcomeAt: at, ...(summary ? { summary } : {}) });
        return [
          (summary ? update : update.remove(['summary']))
            .add({ version: 1 })
            .where(({ version }, { eq }) => eq(version, visio.version))
            .commit(),
          notificationItem(entities, visio.userId, { kind: 'visio_updated', visioId, change: 'outcome' }, at),
          outboxItem(entities, 'visio_changed_by_team', { userId: visio.userId, visioId, change: 'outcome' }, at),
        ];
      })
      .go(),
  );
  if (result.canceled) throw new HttpError(result.data[0]?.code === 'ConditionalCheckFailed' ? 'VISIO_CHANGED' : 'BUSY');
  return staffVisioView(db, await visioById(db, visioId), at);
}

/** The team cancels a session: the credit (or a paid session's money) always comes back, and the member is told why. */
export async function staffCancel(db: Db, caller: StaffCaller, { visioId, reason, at }: { visioId: string; reason: string; at: string }): Promise<StaffVisio> {
  const visio = await handledVisio(db, caller, visioId);
  return staffVisioView(db, await cancelVisio(db, { visio, by: 'staff', reason, at }), at);
}
