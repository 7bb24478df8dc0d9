/**
 * AWS list prices for eu-west-3 (Europe, Paris), in US dollars as AWS bills them, for the cost model
 * (scripts/load/costs.ts → docs/costs.md). Each price names the page it comes from; `PRICES_READ` is when they were
 * transcribed. They are constants on purpose: the model must give the same answer twice; when AWS changes a price,
 * change it here (and the date), then run `npm run costs` again. Only pay-per-use prices and the fixed monthly fees
 * of what infra/ deploys; the free tiers are those that never expire (the 12-month ones are left out).
 */
export const PRICES_READ = '2026-11-26';

/** The rate used to give euros (AWS invoices in USD; a French company pays the converted amount). */
export const EUR_PER_USD = { rate: 0.86, read: PRICES_READ, source: 'ECB euro reference rate, rounded (1 € ≈ 1.16 $)' };

export const PRICES = {
  lambda: {
    source: 'https://aws.amazon.com/lambda/pricing/ (Europe (Paris), Arm price)',
    /** Per million requests. */
    perMillionRequests: 0.2,
    /** Per GB-second, Arm (infra/constructs/app-function.ts deploys every function on ARM_64), first 7.5 billion GB-s. */
    perGbSecondArm: 0.0000133334,
    free: { requests: 1_000_000, gbSeconds: 400_000 },
  },
  apiGateway: {
    source: 'https://aws.amazon.com/api-gateway/pricing/ (HTTP APIs, Europe (Paris), first 300 million)',
    perMillionRequests: 1.17,
  },
  dynamodb: {
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/ (Europe (Paris), Standard table class, after the November 2024 price cut)',
    perMillionWriteUnits: 0.7425,
    perMillionReadUnits: 0.1485,
    /** Per GB-month stored beyond the first 25 GB. */
    perGbMonth: 0.3,
    freeGb: 25,
  },
  cognito: {
    source: 'https://aws.amazon.com/cognito/pricing/ (user pools by feature plan)',
    /** infra/constructs/auth.ts deploys the Plus plan (threat protection in full-function mode): no free tier. */
    plusPerMau: 0.02,
    /** For comparison: Essentials, 10,000 MAU free per account, then per MAU. */
    essentialsPerMau: 0.015,
    essentialsFreeMau: 10_000,
  },
  cloudFront: {
    source: 'https://aws.amazon.com/cloudfront/pricing/ (pay as you go, Europe edge locations)',
    /** Per GB out to the internet, first 10 TB. */
    perGb: 0.085,
    /** Per 10,000 HTTPS requests. */
    per10kRequests: 0.012,
    free: { gb: 1024, requests: 10_000_000 },
  },
  waf: {
    source: 'https://aws.amazon.com/waf/pricing/',
    perWebAclMonth: 5,
    /** Per rule or managed rule group per month (infra/constructs/web-acl.ts: the per-IP rate rule and two AWS managed groups). */
    perRuleMonth: 1,
    rules: 3,
    perMillionRequests: 0.6,
  },
  ses: {
    source: 'https://aws.amazon.com/ses/pricing/ (outbound e-mail)',
    perThousandMails: 0.1,
  },
  appSyncEvents: {
    source: 'https://aws.amazon.com/appsync/pricing/ (AppSync Events: Event API operations, connection minutes)',
    /** Per million Event API operations: a publish is one, each delivery to a subscriber another. */
    perMillionOperations: 1,
    perMillionConnectionMinutes: 0.08,
  },
  eventBridge: {
    source: 'https://aws.amazon.com/eventbridge/pricing/ (custom events published)',
    perMillionEvents: 1,
  },
  sqs: {
    source: 'https://aws.amazon.com/sqs/pricing/ (standard queues)',
    perMillionRequests: 0.4,
    freeRequests: 1_000_000,
    /**
     * Lambda's pollers of an idle SQS source long-poll (20 s) with about 5 pollers per queue: about 650,000 empty
     * receives per queue and month, whatever the traffic (one queue per consumer, infra/constructs/events.ts).
     */
    idleReceivesPerQueueMonth: 648_000,
  },
  cloudWatchLogs: {
    source: 'https://aws.amazon.com/cloudwatch/pricing/ (Logs, standard ingestion, Europe (Paris))',
    perGbIngested: 0.57,
    freeGb: 5,
  },
  secretsManager: {
    source: 'https://aws.amazon.com/secrets-manager/pricing/ (SSM standard parameters are free)',
    perSecretMonth: 0.4,
    per10kCalls: 0.05,
    /** infra: the API's Cognito server client, Stripe, Discord, the unsubscribe links' key. */
    secrets: 4,
  },
} as const;

export type Prices = typeof PRICES;
