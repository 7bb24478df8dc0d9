import { percentile } from '../bench/stats';

/**
 * The pure parts of `npm run load` (issue 24, the load of a launch day): the figures per route, the errors, the
 * ledger's check and the budget lines. No I/O here, so the unit tests check them (test/unit/load-measure.test.ts).
 */

/** One timed request of the run: the route (`GET /points`), its answer's status (0: no answer) and its duration. */
export interface Sample {
  route: string;
  status: number;
  ms: number;
}

export interface RouteFigures {
  route: string;
  requests: number;
  /** Requests per second over the timed run. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  /** p99 ÷ p50: the budget is ≤ 10. */
  spread: number;
  errors: number;
}

/** An answer the member would see as a failure: anything but 2xx (a 0 is a request that never got one). */
export const isError = (status: number) => status < 200 || status >= 300;

/** Figures per route, in the order routes first appear, over a run of `seconds`. */
export function routeFigures(samples: readonly Sample[], seconds: number): RouteFigures[] {
  const byRoute = new Map<string, Sample[]>();
  for (const sample of samples) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
  return [...byRoute].map(([route, list]) => {
    const durations = list.map((sample) => sample.ms);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(durations, p)) as [number, number, number];
    return { route, requests: list.length, throughput: list.length / seconds, p50, p95, p99, spread: p99 / p50, errors: list.filter((sample) => isError(sample.status)).length };
  });
}

/** Errors counted by status (`0` when no answer came: a reset or a timeout), e.g. `{ '500': 2 }`. */
export function errorsByStatus(samples: readonly Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of samples) if (isError(status)) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** What one member's validations answered during the run: the fiche and the points the answer said it credited. */
export interface PaidAnswer {
  ficheId: string;
  pointsEarned: number;
}

/** A member's ledger as read from the table: the balance and every line (source and points). */
export interface LedgerState {
  total: number;
  lines: ReadonlyArray<{ source: string; points: number }>;
}

export interface MemberLedger {
  userId: string;
  /** Before the timed run (the sign-up's and the profile's credits, if any). */
  before: LedgerState;
  after: LedgerState;
  /** Every validation answered 2xx during the run, in any order. */
  answers: readonly PaidAnswer[];
  /** Validations that got no 2xx answer: they may or may not have committed, so their member is reported apart. */
  unanswered: number;
}

export interface LedgerCheck {
  members: number;
  /** Validations answered with points. */
  credits: number;
  /** Points the answers said they credited. */
  pointsAnswered: number;
  /** Points answered but absent from the ledger or the balance. */
  lostPoints: number;
  /** Points in the ledger or the balance that no answer credited, or a fiche paid by two answers. */
  doublePoints: number;
  /** Fiches whose points two or more answers claimed (a repeated validation must pay once). */
  doubleFiches: number;
  /** Members whose balance moved by another amount than their new ledger lines. */
  balanceMismatches: number;
  /** Members with an unanswered validation: their differences are not counted above (cannot be judged). */
  unjudged: number;
  /** One line per member in fault, for the report. */
  faults: string[];
}

/**
 * For each member, the points the validations' answers credited must equal the new lines of the ledger and the
 * balance's move, exactly: a paying answer without its line is a lost credit, a line or a balance move without a
 * paying answer (or one fiche paid by two answers) is a double credit. A fiche's line is the one whose source is
 * `fiche:<id>`; the month's challenge pays in the same answer (its line is counted with the answer's points).
 */
export function checkLedger(members: readonly MemberLedger[]): LedgerCheck {
  const check: LedgerCheck = { members: members.length, credits: 0, pointsAnswered: 0, lostPoints: 0, doublePoints: 0, doubleFiches: 0, balanceMismatches: 0, unjudged: 0, faults: [] };
  for (const member of members) {
    const known = new Set(member.before.lines.map((line) => line.source));
    const fresh = member.after.lines.filter((line) => !known.has(line.source));
    const ledgerMove = fresh.reduce((sum, line) => sum + line.points, 0);
    const balanceMove = member.after.total - member.before.total;
    const paying = member.answers.filter((answer) => answer.pointsEarned > 0);
    const answered = paying.reduce((sum, answer) => sum + answer.pointsEarned, 0);
    check.credits += paying.length;
    check.pointsAnswered += answered;
    if (member.unanswered > 0) {
      check.unjudged += 1;
      continue;
    }
    const faults: string[] = [];
    if (balanceMove !== ledgerMove) {
      check.balanceMismatches += 1;
      faults.push(`balance moved by ${balanceMove}, new ledger lines ${ledgerMove}`);
    }
    const paidTimes = new Map<string, number>();
    for (const { ficheId } of paying) paidTimes.set(ficheId, (paidTimes.get(ficheId) ?? 0) + 1);
    for (const [ficheId, times] of paidTimes) {
      if (times > 1) {
        check.doubleFiches += 1;
        faults.push(`fiche ${ficheId} paid by ${times} answers`);
      }
      if (!fresh.some((line) => line.source === `fiche:${ficheId}`)) faults.push(`fiche ${ficheId} paid without its ledger line`);
    }
    const unpaidLines = fresh.filter((line) => line.source.startsWith('fiche:') && !paidTimes.has(line.source.slice('fiche:'.length)));
    for (const line of unpaidLines) faults.push(`line ${line.source} (${line.points}) without a paying answer`);
    const seen = Math.min(ledgerMove, balanceMove);
    const most = Math.max(ledgerMove, balanceMove);
    if (answered > seen) check.lostPoints += answered - seen;
    if (most > answered) check.doublePoints += most - answered;
    if (answered !== ledgerMove) faults.push(`answers credited ${answered}, new ledger lines ${ledgerMove}`);
    if (faults.length > 0) check.faults.push(`${member.userId}: ${faults.join('; ')}`);
  }
  return check;
}

export interface BudgetLine {
  budget: string;
  measured: string;
  pass: boolean;
}

/** The issue's three budgets: 0 errors, 0 lost or double credits, p99 ≤ 10× p50 on every route. */
export function budgetLines(figures: readonly RouteFigures[], errors: Record<string, number>, ledger: LedgerCheck): BudgetLine[] {
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
  const byStatus = Object.entries(errors).map(([status, count]) => `${count}× ${status === '0' ? 'no answer' : status}`);
  const credits = ledger.lostPoints + ledger.doublePoints + ledger.doubleFiches + ledger.balanceMismatches + ledger.faults.length;
  const spread = figures.filter((route) => !(route.spread <= 10));
  const widest = [...figures].sort((a, b) => b.spread - a.spread)[0];
  return [
    { budget: '0 errors', measured: errorCount === 0 ? '0' : `${errorCount} (${byStatus.join(', ')})`, pass: errorCount === 0 },
    {
      budget: '0 lost or double credits (ledger and balances, every member)',
      measured: `${ledger.lostPoints} lost, ${ledger.doublePoints} double points, ${ledger.doubleFiches} fiches paid twice, ${ledger.balanceMismatches} balances off, ${ledger.unjudged} members unjudged; ${ledger.credits} paying validations, ${ledger.pointsAnswered} points`,
      pass: credits === 0 && ledger.unjudged === 0,
    },
    {
      budget: 'p99 ≤ 10× p50 on every route',
      measured: spread.length === 0 ? `widest ${widest ? `${widest.spread.toFixed(1)}× (${widest.route})` : 'n/a'}` : spread.map((route) => `${route.route} ${route.spread.toFixed(1)}×`).join(', '),
      pass: figures.length > 0 && spread.length === 0,
    },
  ];
}

/** True for a URL the load may target: loopback only (127.0.0.0/8, ::1, localhost). */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
