import { gbSeconds, monthlyBill, perMemberEur, type MemberMonth } from '../../../scripts/load/cost-model';
import { budgetLines, checkLedger, errorsByStatus, isLoopback, routeFigures, type MemberLedger, type Sample } from '../../../scripts/load/measure';
import { PRICES } from '../../../scripts/load/prices';

/**
 * Issue 24, the load of a launch day: the pure parts of `npm run load` (figures per route, errors, the ledger's
 * check, the budget lines, the loopback guard) and of `npm run costs` (GB-seconds, the month's bill per service).
 */

const samples = (route: string, durations: number[], status = 200): Sample[] => durations.map((ms) => ({ route, status, ms }));

describe('the load run’s figures', () => {
  it('gives each route its count, throughput and nearest-rank percentiles, in the order routes first appear', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    const [points, fiche] = routeFigures([...samples('GET /points', hundred), ...samples('GET /fiches/{id}', [5, 5, 5, 50])], 10);
    expect(points).toMatchObject({ route: 'GET /points', requests: 100, throughput: 10, p50: 50, p95: 95, p99: 99, errors: 0 });
    expect(points!.spread).toBeCloseTo(99 / 50);
    expect(fiche).toMatchObject({ route: 'GET /fiches/{id}', requests: 4, p50: 5, p99: 50, spread: 10 });
  });

  it('counts every answer outside 2xx as an error, by status, a missing answer as 0', () => {
    const run = [...samples('GET /points', [1, 2]), ...samples('GET /points', [3], 500), ...samples('POST /fiches/{id}/validate', [4, 5], 0), ...samples('GET /me', [1], 204)];
    expect(errorsByStatus(run)).toEqual({ '500': 1, '0': 2 });
    expect(routeFigures(run, 1).map((route) => route.errors)).toEqual([1, 2, 0]);
  });

  it('targets loopback addresses only', () => {
    expect(['http://localhost:3001', 'http://127.0.0.1:9229/', 'http://[::1]:8000'].map(isLoopback)).toEqual([true, true, true]);
    expect(['http://10.0.0.5:3001', 'https://api.lameute.fr', 'http://localhost.example.com'].map(isLoopback)).toEqual([false, false, false]);
  });
});

const member = (changes: Partial<MemberLedger> = {}): MemberLedger => ({
  userId: 'm1',
  before: { total: 5, lines: [{ source: 'profile:complete', points: 5 }] },
  after: {
    total: 5 + 10 + 15,
    lines: [
      { source: 'profile:complete', points: 5 },
      { source: 'fiche:a', points: 10 },
      { source: 'fiche:b', points: 15 },
    ],
  },
  answers: [
    { ficheId: 'a', pointsEarned: 10 },
    { ficheId: 'b', pointsEarned: 15 },
    { ficheId: 'a', pointsEarned: 0 },
  ],
  unanswered: 0,
  ...changes,
});

describe('the ledger’s check after the run', () => {
  it('passes when the answers’ points equal the new lines and the balance’s move, a repeated fiche paying once', () => {
    const check = checkLedger([member(), member({ userId: 'm2' })]);
    expect(check).toMatchObject({ members: 2, credits: 4, pointsAnswered: 50, lostPoints: 0, doublePoints: 0, doubleFiches: 0, balanceMismatches: 0, unjudged: 0, faults: [] });
    expect(budgetLines([], {}, check)[1]!.pass).toBe(true);
  });

  it('finds a lost credit: an answer that paid without its line nor its balance move', () => {
    const lost = member({ after: { total: 15, lines: [{ source: 'profile:complete', points: 5 }, { source: 'fiche:a', points: 10 }] } });
    const check = checkLedger([lost]);
    expect(check.lostPoints).toBe(15);
    expect(check.faults[0]).toContain('fiche b paid without its ledger line');
    expect(budgetLines([], {}, check)[1]!.pass).toBe(false);
  });

  it('finds a double credit: the same fiche paid by two answers, or a balance moved more than its lines', () => {
    const twice = checkLedger([member({ answers: [{ ficheId: 'a', pointsEarned: 10 }, { ficheId: 'b', pointsEarned: 15 }, { ficheId: 'a', pointsEarned: 10 }] })]);
    expect(twice).toMatchObject({ doubleFiches: 1, lostPoints: 10 });
    const inflated = checkLedger([member({ after: { ...member().after, total: 40 } })]);
    expect(inflated).toMatchObject({ balanceMismatches: 1, doublePoints: 10 });
    const unpaid = checkLedger([member({ answers: [{ ficheId: 'a', pointsEarned: 10 }] })]);
    expect(unpaid.doublePoints).toBe(15);
    expect(unpaid.faults[0]).toContain('line fiche:b (15) without a paying answer');
  });

  it('leaves a member with an unanswered validation unjudged, and the budget line fails on it', () => {
    const check = checkLedger([member({ unanswered: 1, after: { total: 0, lines: [] } })]);
    expect(check).toMatchObject({ unjudged: 1, lostPoints: 0, faults: [] });
    expect(budgetLines([], {}, check)[1]!.pass).toBe(false);
  });
});

describe('the budget lines', () => {
  const clean = checkLedger([member()]);
  it('pass with no error and every route’s p99 within 10× its p50', () => {
    const figures = routeFigures(samples('GET /points', [10, 10, 10, 100]), 1);
    expect(budgetLines(figures, {}, clean).map((line) => line.pass)).toEqual([true, true, true]);
  });

  it('fail on one error, and on a route whose p99 is over 10× its p50', () => {
    const figures = routeFigures([...samples('GET /points', [10, 10, 10, 101]), ...samples('GET /me', [1])], 1);
    const [errors, , spread] = budgetLines(figures, { '503': 1 }, clean);
    expect(errors).toMatchObject({ pass: false, measured: '1 (1× 503)' });
    expect(spread).toMatchObject({ pass: false, measured: 'GET /points 10.1×' });
  });
});

describe('the cost model’s arithmetic', () => {
  const nothing: MemberMonth = {
    lambdaRequests: 0,
    lambdaGbSeconds: 0,
    apiRequests: 0,
    dynamoReadUnits: 0,
    dynamoWriteUnits: 0,
    dynamoStorageKb: 0,
    cloudFrontRequests: 0,
    cloudFrontGb: 0,
    mails: 0,
    liveOperations: 0,
    liveConnectionMinutes: 0,
    events: 0,
    sqsRequests: 0,
    logGb: 0,
    secretCalls: 0,
  };
  const line = (lines: ReturnType<typeof monthlyBill>, service: string) => lines.find((entry) => entry.service.startsWith(service))!.usd;

  it('bills Lambda by memory × duration rounded up to the millisecond', () => {
    expect(gbSeconds([{ memoryMb: 1024, count: 2, ms: 99.2 }, { memoryMb: 512, count: 1, ms: 1000 }])).toBeCloseTo(0.1 + 0.5);
  });

  it('prices each service per use beyond its lasting free tier, plus the fixed fees', () => {
    const used: MemberMonth = { ...nothing, lambdaRequests: 200, lambdaGbSeconds: 50, apiRequests: 100, dynamoReadUnits: 1000, dynamoWriteUnits: 200, mails: 10, sqsRequests: 0 };
    const lines = monthlyBill(PRICES, used, 10_000);
    // 2 M invocations, 1 M of them free; 500,000 GB-s, 400,000 free.
    expect(line(lines, 'Lambda')).toBeCloseTo(1 * 0.2 + 100_000 * 0.0000133334);
    expect(line(lines, 'API Gateway')).toBeCloseTo(1 * PRICES.apiGateway.perMillionRequests);
    expect(line(lines, 'DynamoDB')).toBeCloseTo(10 * PRICES.dynamodb.perMillionReadUnits + 2 * PRICES.dynamodb.perMillionWriteUnits);
    expect(line(lines, 'Cognito')).toBeCloseTo(10_000 * 0.02);
    expect(line(lines, 'SES')).toBeCloseTo(100 * 0.1);
    expect(line(lines, 'WAF')).toBeCloseTo(5 + 3);
    expect(line(lines, 'Secrets Manager')).toBeCloseTo(4 * 0.4);
    // 12 queues' idle polling alone: 7.776 M requests, 1 M free.
    expect(line(lines, 'SQS')).toBeCloseTo(6.776 * 0.4);
    expect(line(lines, 'CloudFront')).toBe(0);
  });

  it('gives the cost per member in euros, the fixed fees shared by more members as they grow', () => {
    const small = perMemberEur(monthlyBill(PRICES, nothing, 1_000), 1_000, 0.5);
    const large = perMemberEur(monthlyBill(PRICES, nothing, 100_000), 100_000, 0.5);
    const fixed = 5 + 3 + 4 * 0.4 + 6.776 * 0.4;
    expect(small).toBeCloseTo(((1_000 * 0.02 + fixed) * 0.5) / 1_000);
    expect(large).toBeCloseTo(((100_000 * 0.02 + fixed) * 0.5) / 100_000);
  });
});
