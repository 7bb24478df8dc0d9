import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_ERRORS } from '../../shared/contract/errors';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { routes } from '../../shared/contract/routes';

export interface WebAclProps {
  /** Most API requests one IP may send in `windowSeconds` before WAF answers 429 until it slows down. */
  readonly requestsPerIp: number;
  /** One of WAF's evaluation windows: 60, 120, 300 or 600 seconds. */
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

/** Key of the answer to a client over its rate: the API's own error shape, so the web app shows the catalogue's French message. */
const RATE_LIMITED_BODY = 'rate-limited';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const uriPath = (positionalConstraint: 'STARTS_WITH' | 'EXACTLY', searchString: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint, searchString, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

/**
 * The contract's webhook paths under the site (`/api/webhooks/stripe`, `/api/account/unsubscribe`): the rate rule
 * leaves them out. Stripe sends every event of every account it serves from a few shared addresses, so a busy day
 * (renewals on the 1st) would be counted against one IP, and a mail provider posts its users' one-click unsubscribes
 * (RFC 8058) the same way; each call is checked by its signature, and the stage throttle still caps them.
 */
export const WEBHOOK_PATHS = Object.values(routes)
  .filter((route) => route.access === 'webhook')
  .map((route) => `${API_BASE_PATH}${route.path}`);

const notWebhook = (): CfnWebACL.StatementProperty => {
  const [only, ...more] = WEBHOOK_PATHS.map((path) => uriPath('EXACTLY', path));
  if (!only) throw new Error('The contract has no webhook route: nothing to leave out of the rate limit');
  return { notStatement: { statement: more.length > 0 ? { orStatement: { statements: [only, ...more] } } : only } };
};

const managedRuleGroup = (
  priority: number,
  name: string,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) } },
  visibilityConfig: visibility(name),
});

/**
 * The web ACL of the site's CloudFront distribution (scope CLOUDFRONT, so its stack must be in us-east-1). In
 * order: a per-IP rate limit on the API (its webhooks excepted), then AWS's known-bad-inputs and common rule sets.
 * Every rule publishes CloudWatch metrics and sampled requests.
 */
export class WebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const { status, message } = API_ERRORS.TOO_MANY_REQUESTS;

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'La Meute: per-IP rate limit on the API, AWS managed rule sets',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('LaMeuteWebAcl'),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message } }),
        },
      },
      rules: [
        {
          name: 'ApiRequestsPerIp',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: status,
                customResponseBodyKey: RATE_LIMITED_BODY,
                responseHeaders: [{ name: 'retry-after', value: String(props.windowSeconds) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: props.requestsPerIp,
              evaluationWindowSec: props.windowSeconds,
              aggregateKeyType: 'IP',
              // API requests only (the site's files come from CloudFront's cache, a page load asks for dozens), but
              // not the webhooks (Stripe's, the e-mails' one-click unsubscribe).
              scopeDownStatement: { andStatement: { statements: [uriPath('STARTS_WITH', `${API_BASE_PATH}/`), notWebhook()] } },
            },
          },
          visibilityConfig: visibility('ApiRequestsPerIp'),
        },
        managedRuleGroup(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        // The common set blocks bodies over 8 KB; the API takes up to 64 KiB and answers a larger body with its own
        // French 413 (MAX_BODY_BYTES), so that one rule only counts.
        managedRuleGroup(2, 'AWSManagedRulesCommonRuleSet', [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
