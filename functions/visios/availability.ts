import { storedAvailabilityRulesSchema, type AvailabilityRulesInput } from '../../shared/contract/visio-schemas';
import { teamSlots, type AvailabilityRules, type Busy } from '../../shared/domain/visio-slots';
import type { Db } from '../lib/db/service';

/** An educator's rules as slot generation reads them, and the name members see. */
export interface EducatorAvailability {
  educatorId: string;
  educatorName: string;
  rules: AvailabilityRules;
}

/** The rules went through the contract's schema when saved; reading them through it again keeps the types honest. */
export function parseRules(rulesJson: string): AvailabilityRulesInput {
  return storedAvailabilityRulesSchema.parse(JSON.parse(rulesJson));
}

/** Every educator who has set availability (one Query: the team is a handful of people, not thousands). */
export async function teamAvailability(db: Db): Promise<EducatorAvailability[]> {
  const { data } = await db.entities.availability.query.team({}).go({ pages: 'all' });
  return data.map((item) => ({ educatorId: item.educatorId, educatorName: item.educatorName, rules: parseRules(item.rulesJson) }));
}

const DAY_MS = 86_400_000;

/**
 * The sessions of each educator that hold their time (confirmed, held or missed: all but cancelled and moved ones,
 * whose cells were freed) and may touch the local dates `from` … `from + days - 1`: one Query per
 * educator on their agenda index, bounded by the start (a day on each side covers the time zone and any length).
 * `except` leaves out the booking being moved, whose time is free for its own move.
 */
export async function busyByEducator(db: Db, educatorIds: readonly string[], from: string, days: number, except?: string): Promise<Map<string, Busy[]>> {
  const low = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString();
  const high = new Date(Date.parse(`${from}T00:00:00Z`) + (days + 1) * DAY_MS).toISOString();
  const entries = await Promise.all(
    educatorIds.map(async (educatorId) => {
      const { data } = await db.entities.visio.query
        .byEducator({ educatorId })
        .between({ start: low }, { start: high })
        .where(({ status }, { ne }) => `${ne(status, 'annulee')} AND ${ne(status, 'deplacee')}`)
        .go({ pages: 'all', attributes: ['visioId', 'start', 'end'] });
      const busy = data.filter((visio) => visio.visioId !== except).map(({ start, end }) => ({ start, end }));
      return [educatorId, busy] as const;
    }),
  );
  return new Map(entries);
}

export interface SlotSearch {
  durationMinutes: number;
  from: string;
  days: number;
  now: string;
  /** A booking being moved: its own time counts as free. */
  except?: string;
}

/** The team's free slots (each with the educators free then), from their rules and their confirmed sessions. */
export async function freeTeamSlots(db: Db, search: SlotSearch, team?: EducatorAvailability[]) {
  const educators = team ?? (await teamAvailability(db));
  const busy = await busyByEducator(db, educators.map(({ educatorId }) => educatorId), search.from, search.days, search.except);
  return teamSlots(
    educators.map(({ educatorId, rules }) => ({ educatorId, rules, busy: busy.get(educatorId) ?? [] })),
    search,
  );
}
