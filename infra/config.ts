import type { Node } from 'constructs';
import * as z from 'zod';
import type { SiteDomain } from './constructs/site';
import type { WebAclProps } from './constructs/web-acl';

/** What one deployment of the product is, read from CDK context (cdk.json, or `-c key=value`). */
export interface DeploymentConfig {
  readonly stage: 'prod';
  readonly region: string;
  /** From CDK_DEFAULT_ACCOUNT when the CLI has credentials; absent otherwise (synth needs no account). */
  readonly account?: string;
  readonly domain?: SiteDomain;
  /** The domain the members' e-mails come from (an SES identity; its DKIM records are published at the registrar). */
  readonly mailDomain: string;
  readonly logLevel: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** The WAF's per-IP limit on API requests (infra/constructs/web-acl.ts). */
  readonly firewall: WebAclProps;
  /** Stripe's price ids by price key (`-c stripePrices='{…}'`, JSON); placeholders in SSM until given. */
  readonly stripePrices?: Readonly<Record<string, string>>;
  /** Discord's application, guild and plan roles (`-c discord='{"clientId":…,"guildId":…,"roles":{…}}'`); placeholders until given. */
  readonly discord?: { clientId: string; guildId: string; roles: Record<'gratuit' | 'premium' | 'expert', string> };
}

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return String(value);
};

const positiveNumber = (node: Node, key: string, fallback: number): number => {
  const value = Number(text(node, key) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Context ${key} must be a positive number`);
  return value;
};

/** WAF takes a whole number from 10 up. The default, 1000 per 5 minutes, leaves room for several members behind one address (a workplace, a carrier's NAT). */
const requestsPerIp = (node: Node): number => {
  const value = positiveNumber(node, 'apiRequestsPerIp', 1000);
  if (!Number.isInteger(value) || value < 10) throw new Error('Context apiRequestsPerIp must be a whole number of at least 10 (requests per IP in 5 minutes)');
  return value;
};

/** Stripe's price ids, a JSON object of `price_…` strings; the Payments construct checks every key is there. */
const stripePrices = (node: Node): { stripePrices?: Record<string, string> } => {
  const value = text(node, 'stripePrices');
  if (!value) return {};
  const parsed = z.record(z.string(), z.string().startsWith('price_')).safeParse(JSON.parse(value));
  if (!parsed.success) throw new Error('Context stripePrices must be a JSON object of Stripe price ids (price_…)');
  return { stripePrices: parsed.data };
};

const snowflake = z.string().regex(/^\d{17,20}$/);
const discordSchema = z.object({ clientId: snowflake, guildId: snowflake, roles: z.object({ gratuit: snowflake, premium: snowflake, expert: snowflake }) });

/** Discord's ids (snowflakes): the application, the guild, each plan's role. */
const discord = (node: Node): { discord?: z.infer<typeof discordSchema> } => {
  const value = text(node, 'discord');
  if (!value) return {};
  const parsed = discordSchema.safeParse(JSON.parse(value));
  if (!parsed.success) throw new Error('Context discord must be {"clientId","guildId","roles":{"gratuit","premium","expert"}} of Discord ids');
  return { discord: parsed.data };
};

/** Reads and checks the deployment context; never looks anything up in AWS, so synthesis works offline. */
export function readDeploymentConfig(node: Node, env: NodeJS.ProcessEnv = process.env): DeploymentConfig {
  const stage = text(node, 'stage') ?? 'prod';
  if (stage !== 'prod') throw new Error(`Context stage must be "prod" (the local stack is \`npm start\`), got "${stage}"`);
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (the certificate must be in us-east-1 for CloudFront)');
  }
  const account = env.CDK_DEFAULT_ACCOUNT;
  return {
    stage,
    region: text(node, 'region') ?? env.CDK_DEFAULT_REGION ?? 'eu-west-3',
    ...(account ? { account } : {}),
    ...(domainName && certificateArn ? { domain: { name: domainName, certificateArn } } : {}),
    mailDomain: text(node, 'mailDomain') ?? 'lameute.fr',
    logLevel: text(node, 'logLevel') ?? 'INFO',
    throttle: { rateLimit: positiveNumber(node, 'apiRateLimit', 50), burstLimit: positiveNumber(node, 'apiBurstLimit', 100) },
    firewall: { requestsPerIp: requestsPerIp(node), windowSeconds: 300 },
    ...stripePrices(node),
    ...discord(node),
  };
}
