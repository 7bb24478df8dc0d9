import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Log } from './log';

/** A one-time schedule as EventBridge Scheduler's CreateSchedule receives it (the fields the product sends). */
export interface LocalSchedule {
  name: string;
  group: string;
  /** The instant of `at(yyyy-mm-ddThh:mm:ss)` (UTC, as the product writes it). */
  at: string;
  targetArn: string;
  input: string;
}

interface CreateScheduleRequest {
  GroupName?: string;
  ScheduleExpression?: string;
  ScheduleExpressionTimezone?: string;
  Target?: { Arn?: string; Input?: string };
}

const AT_EXPRESSION = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;

/**
 * The local EventBridge Scheduler for one-time schedules (DESIGN §5: the dev process runs the schedules): keeps them
 * (on disk under the data directory, so a restart keeps the reminders), runs each at its time by invoking its target
 * function, then deletes it (ActionAfterCompletion DELETE). Tests run one at once instead of waiting.
 */
export function createOneTimeSchedules({ dataDir, log, invoke }: { dataDir: string | null; log: Log; invoke: (targetArn: string, input: string) => Promise<void> }) {
  const file = dataDir ? join(dataDir, 'schedules.json') : null;
  const schedules = new Map<string, LocalSchedule>(file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalSchedule[]).map((s) => [s.name, s]) : []);
  const timers = new Map<string, NodeJS.Timeout>();
  const save = () => {
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify([...schedules.values()]));
  };
  const run = async (name: string) => {
    const schedule = schedules.get(name);
    if (!schedule) return false;
    clearTimeout(timers.get(name));
    timers.delete(name);
    schedules.delete(name);
    save();
    await invoke(schedule.targetArn, schedule.input).catch((error: unknown) => log.error(`Planification ${name} en échec : ${error instanceof Error ? error.message : String(error)}`));
    return true;
  };
  const arm = (schedule: LocalSchedule) => {
    // setTimeout holds 24.8 days at most: a later schedule re-arms itself when that wait ends.
    const wait = Math.min(Date.parse(schedule.at) - Date.now(), 2 ** 31 - 1);
    timers.set(schedule.name, setTimeout(() => (Date.parse(schedule.at) <= Date.now() ? void run(schedule.name) : arm(schedule)), Math.max(wait, 0)).unref());
  };
  for (const schedule of schedules.values()) arm(schedule);
  return {
    /** CreateSchedule: 'conflict' when the name exists, as Scheduler answers (409 ConflictException). */
    create(name: string, request: CreateScheduleRequest): LocalSchedule | 'conflict' | 'invalid' {
      if (schedules.has(name)) return 'conflict';
      const at = AT_EXPRESSION.exec(request.ScheduleExpression ?? '')?.[1];
      if (!at || (request.ScheduleExpressionTimezone ?? 'UTC') !== 'UTC' || !request.Target?.Arn) return 'invalid';
      const schedule = { name, group: request.GroupName ?? 'default', at: `${at}.000Z`, targetArn: request.Target.Arn, input: request.Target.Input ?? '{}' };
      schedules.set(name, schedule);
      save();
      arm(schedule);
      return schedule;
    },
    delete(name: string): boolean {
      clearTimeout(timers.get(name));
      timers.delete(name);
      const existed = schedules.delete(name);
      save();
      return existed;
    },
    get: (name: string) => schedules.get(name),
    list: (): LocalSchedule[] => [...schedules.values()],
    /** Runs a schedule now (tests); false when there is none by that name. */
    runNow: run,
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
export type OneTimeSchedules = ReturnType<typeof createOneTimeSchedules>;
