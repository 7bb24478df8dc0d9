import type { Prices } from './prices';

/**
 * The cost model's arithmetic (pure, unit-tested in test/unit/load-costs.test.ts): what one active member uses in a
 * month (built from the journeys measured on the local stack and the usage profile), times the number of members,
 * priced service by service with the free tiers that never expire and the fixed monthly fees.
 */

/** What one active member makes the services do in a month. */
export interface MemberMonth {
  lambdaRequests: number;
  lambdaGbSeconds: number;
  apiRequests: number;
  dynamoReadUnits: number;
  dynamoWriteUnits: number;
  /** KB the member's items keep in the table (ledger lines, progress, sessions…). */
  dynamoStorageKb: number;
  cloudFrontRequests: number;
  cloudFrontGb: number;
  mails: number;
  liveOperations: number;
  liveConnectionMinutes: number;
  events: number;
  sqsRequests: number;
  logGb: number;
  secretCalls: number;
}

/** Per journey: how many of each, measured on the local stack. */
export interface JourneyCount {
  /** Lambda invocations by memory size in MB, with their summed billed duration in ms. */
  invocations: Array<{ memoryMb: number; count: number; ms: number }>;
  apiRequests: number;
  cognitoSignIns: number;
  readUnits: number;
  writeUnits: number;
  events: number;
  consumerInvocations: number;
  mails: number;
  liveMessages: number;
}

export const GB_PER_MB = 1 / 1024;

/** Lambda GB-seconds of a set of invocations: memory (GB) × billed duration (s, each rounded up to the millisecond). */
export function gbSeconds(invocations: JourneyCount['invocations']): number {
  return invocations.reduce((sum, { memoryMb, ms }) => sum + memoryMb * GB_PER_MB * (Math.ceil(ms) / 1000), 0);
}

export interface CostLine {
  service: string;
  /** USD per month for all members. */
  usd: number;
  /** What the line counts, for the table. */
  basis: string;
}

const perMillion = (count: number, price: number) => (count / 1_000_000) * price;
const beyond = (used: number, free: number) => Math.max(0, used - free);

/** The month's bill for `members` active members, one line per service (USD). */
export function monthlyBill(prices: Prices, member: MemberMonth, members: number): CostLine[] {
  const n = (value: number) => value * members;
  const { lambda, apiGateway, dynamodb, cognito, cloudFront, waf, ses, appSyncEvents, eventBridge, sqs, cloudWatchLogs, secretsManager } = prices;
  const queues = 12;
  const sqsRequests = n(member.sqsRequests) + queues * sqs.idleReceivesPerQueueMonth;
  return [
    {
      service: 'Lambda',
      usd: perMillion(beyond(n(member.lambdaRequests), lambda.free.requests), lambda.perMillionRequests) + beyond(n(member.lambdaGbSeconds), lambda.free.gbSeconds) * lambda.perGbSecondArm,
      basis: `${fmt(n(member.lambdaRequests))} invocations, ${fmt(n(member.lambdaGbSeconds))} GB-s (free: 1 M, 400,000 GB-s)`,
    },
    { service: 'API Gateway (HTTP API)', usd: perMillion(n(member.apiRequests), apiGateway.perMillionRequests), basis: `${fmt(n(member.apiRequests))} requests` },
    {
      service: 'DynamoDB (on demand)',
      usd:
        perMillion(n(member.dynamoReadUnits), dynamodb.perMillionReadUnits) +
        perMillion(n(member.dynamoWriteUnits), dynamodb.perMillionWriteUnits) +
        beyond((n(member.dynamoStorageKb) / 1024 / 1024), dynamodb.freeGb) * dynamodb.perGbMonth,
      basis: `${fmt(n(member.dynamoReadUnits))} RRU, ${fmt(n(member.dynamoWriteUnits))} WRU, ${fmt(n(member.dynamoStorageKb) / 1024 / 1024)} GB`,
    },
    { service: 'Cognito (Plus plan)', usd: n(1) * cognito.plusPerMau, basis: `${fmt(members)} MAU` },
    {
      service: 'CloudFront',
      usd: beyond(n(member.cloudFrontGb), cloudFront.free.gb) * cloudFront.perGb + (beyond(n(member.cloudFrontRequests), cloudFront.free.requests) / 10_000) * cloudFront.per10kRequests,
      basis: `${fmt(n(member.cloudFrontRequests))} requests, ${fmt(n(member.cloudFrontGb))} GB (free: 10 M, 1 TB)`,
    },
    {
      service: 'WAF',
      usd: waf.perWebAclMonth + waf.rules * waf.perRuleMonth + perMillion(n(member.cloudFrontRequests), waf.perMillionRequests),
      basis: `1 web ACL, ${waf.rules} rules, ${fmt(n(member.cloudFrontRequests))} requests`,
    },
    { service: 'SES', usd: (n(member.mails) / 1000) * ses.perThousandMails, basis: `${fmt(n(member.mails))} e-mails` },
    {
      service: 'AppSync Events',
      usd: perMillion(n(member.liveOperations), appSyncEvents.perMillionOperations) + perMillion(n(member.liveConnectionMinutes), appSyncEvents.perMillionConnectionMinutes),
      basis: `${fmt(n(member.liveOperations))} operations, ${fmt(n(member.liveConnectionMinutes))} connection-minutes`,
    },
    { service: 'EventBridge', usd: perMillion(n(member.events), eventBridge.perMillionEvents), basis: `${fmt(n(member.events))} events` },
    {
      service: 'SQS',
      usd: perMillion(beyond(sqsRequests, sqs.freeRequests), sqs.perMillionRequests),
      basis: `${fmt(sqsRequests)} requests (${queues} queues' idle polling included; free: 1 M)`,
    },
    { service: 'CloudWatch Logs', usd: beyond(n(member.logGb), cloudWatchLogs.freeGb) * cloudWatchLogs.perGbIngested, basis: `${fmt(n(member.logGb))} GB ingested (free: 5 GB)` },
    {
      service: 'Secrets Manager',
      usd: secretsManager.secrets * secretsManager.perSecretMonth + (n(member.secretCalls) / 10_000) * secretsManager.per10kCalls,
      basis: `${secretsManager.secrets} secrets, ${fmt(n(member.secretCalls))} calls`,
    },
  ];
}

/** The bill's total per active member, in euros. */
export function perMemberEur(lines: readonly CostLine[], members: number, eurPerUsd: number): number {
  return (lines.reduce((sum, line) => sum + line.usd, 0) * eurPerUsd) / members;
}

function fmt(value: number): string {
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(3)).toLocaleString('en-US');
}
