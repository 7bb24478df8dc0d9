import type { Node } from 'constructs';
import * as z from 'zod';
import { httpsUrl, missingPublisherFields, SOCIAL_NETWORKS } from '../shared/site-config';
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
  /**
   * Whether SES has verified `mailDomain` (its DKIM records published, the preflight says so): then Cognito sends its
   * codes and invitations through it. False on the first deployment, since Cognito refuses an unverified identity.
   * Set in cdk.json, not with `-c`, so that no later deploy forgets it.
   */
  readonly mailDomainVerified: boolean;
  readonly logLevel: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** The WAF's per-IP limit on API requests (infra/constructs/web-acl.ts). */
  readonly firewall: WebAclProps;
  /** Who the alarms e-mail (`-c alarmEmail=…`): the alarm topic's subscriber; none until given (the preflight says so). */
  readonly alarmEmail?: string;
}

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return String(value);
};

/** A yes-or-no key: true or false in cdk.json, "true" or "false" with `-c`; false when absent. */
const flag = (node: Node, key: string): boolean => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context ${key} must be true or false, got ${JSON.stringify(value)}`);
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

/** The operator's address for the alarms, checked here rather than by SNS at deploy time. */
const alarmEmail = (node: Node): { alarmEmail?: string } => {
  const value = text(node, 'alarmEmail');
  if (!value) return {};
  if (!z.email().safeParse(value).success) throw new Error(`Context alarmEmail must be an e-mail address, got "${value}"`);
  return { alarmEmail: value };
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
    mailDomainVerified: flag(node, 'mailDomainVerified'),
    logLevel: text(node, 'logLevel') ?? 'INFO',
    throttle: { rateLimit: positiveNumber(node, 'apiRateLimit', 50), burstLimit: positiveNumber(node, 'apiBurstLimit', 100) },
    firewall: { requestsPerIp: requestsPerIp(node), windowSeconds: 300 },
    ...alarmEmail(node),
  };
}

/**
 * The site's public facts (issue 22, shared/site-config.ts), the `site` object of cdk.json: `discordInviteUrl`,
 * `social` (`instagram`, `facebook`) and `publisher` (the mentions légales). CDK writes it into the site's
 * `config.json` as given. `warnings` says what the site will not show: a link that is not an https address, and the
 * publisher's missing fields (the mentions légales then say they are not filled in).
 */
export function readSiteContext(node: Node): { site: Record<string, unknown>; warnings: string[] } {
  const value: unknown = node.tryGetContext('site') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`Context site must be an object (cdk.json), got ${JSON.stringify(value)}`);
  const site = value as Record<string, unknown>;
  const social = typeof site.social === 'object' && site.social !== null ? (site.social as Record<string, unknown>) : {};
  const links: Array<[string, unknown]> = [['site.discordInviteUrl', site.discordInviteUrl], ...SOCIAL_NETWORKS.map((network): [string, unknown] => [`site.social.${network}`, social[network]])];
  const missing = missingPublisherFields(site.publisher);
  return {
    site,
    warnings: [
      ...links.filter(([, url]) => url !== undefined && url !== '' && httpsUrl(url) === null).map(([key]) => `${key} is not an https address: the link will not be shown`),
      ...(missing.length > 0
        ? [`The mentions légales have no publisher: fill ${missing.map((field) => `site.publisher.${field}`).join(', ')} in cdk.json (README, deploy checklist). Until then /mentions-legales says these details are not filled in`]
        : []),
    ],
  };
}
