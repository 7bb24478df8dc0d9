import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IKeyGroup,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import { readSiteContext } from '../config';
import { contentSecurityPolicy, type EdgeBehaviour, type EdgeOrigin, SECURITY_HEADERS, SITE_EDGE } from '../site/edge';

export interface SiteDomain {
  /** e.g. `app.lameute.fr`; its DNS record (CNAME/alias to the distribution) is managed outside this stack. */
  readonly name: string;
  /** ACM certificate for that name, in us-east-1 (CloudFront's requirement). */
  readonly certificateArn: string;
}

export interface SiteProps {
  /** The built web app (`npm run build` → web/dist). */
  readonly webDist: string;
  readonly domain?: SiteDomain;
  /** Host of the HTTP API, served under `/api/*` (its stage is named `api`, so paths go through unchanged). */
  readonly apiDomainName: string;
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) that filters every request to the distribution. */
  readonly webAclArn: string;
  /** Origins the app connects to besides its own and Cognito: the members' live channel (HTTPS and WebSocket). */
  readonly realtimeSources: readonly string[];
  /**
   * The members' videos (issue 26, infra/constructs/media.ts): the bucket `/videos/*` reads by origin access control,
   * the key group whose keys sign its URLs, and the bucket's address the app POSTs uploads to (the CSP's connect-src).
   */
  readonly videos: { readonly bucket: IBucket; readonly keyGroup: IKeyGroup; readonly uploadOrigin: string };
}

/**
 * The web app and its API on one origin: a private S3 bucket behind CloudFront (origin access control, HTTPS only,
 * client routes to the app shell, security headers), the HTTP API under `/api/*` (never cached, its answers
 * untouched) and the members' videos under `/videos/*` (signed URLs only), as infra/site/edge.ts describes them, behind a WAF web ACL, with access
 * logs of the bucket and the distribution in a log bucket. `deploy()` uploads web/dist and the runtime
 * `config.json` once the user pool exists.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://…` origin the app is served from (the custom domain if there is one). */
  readonly origin: string;

  constructor(scope: Construct, id: string, private readonly props: SiteProps) {
    super(scope, id);
    const { region } = Stack.of(this);

    const logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with an ACL, which needs this ownership setting.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging its own access would log the log deliveries.',
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    // The edge's behaviours, viewer-request function, error responses and headers come from infra/site/edge.ts,
    // which the local site server reads too.
    const { hstsMaxAgeSeconds, frameOption, referrerPolicy, permissionsPolicy } = SECURITY_HEADERS;
    const securityHeaders = {
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[frameOption], override: true },
      referrerPolicy: { referrerPolicy: enumMember(HeadersReferrerPolicy, referrerPolicy), override: true },
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy([`https://cognito-idp.${region}.amazonaws.com`, ...props.realtimeSources, props.videos.uploadOrigin]),
        override: true,
      },
    };
    const customHeaders = [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }];
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'La Meute: security headers of every response, pages and API',
      securityHeadersBehavior: securityHeaders,
      customHeadersBehavior: { customHeaders },
    });

    // A behaviour with its own Cache-Control (the service workers, the manifest: infra/site/edge.ts) gets a policy of the
    // same security headers plus that one, one per value.
    const headersWithCacheControl = new Map<string, ResponseHeadersPolicy>();
    const headersFor = (cacheControl: string | undefined): ResponseHeadersPolicy => {
      if (cacheControl === undefined) return headers;
      let policy = headersWithCacheControl.get(cacheControl);
      if (!policy) {
        policy = new ResponseHeadersPolicy(this, `SecurityHeadersCache${headersWithCacheControl.size + 1}`, {
          comment: `La Meute: security headers and Cache-Control ${cacheControl}`,
          securityHeadersBehavior: securityHeaders,
          customHeadersBehavior: {
            customHeaders: [...customHeaders, { header: 'Cache-Control', value: cacheControl, override: true }],
          },
        });
        headersWithCacheControl.set(cacheControl, policy);
      }
      return policy;
    };

    // One origin access control signs CloudFront's reads of both private buckets, the site's and the videos'.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', { description: 'La Meute: CloudFront reads the private buckets' });
    const origins: Record<EdgeOrigin, IOrigin> = {
      // Listing lets S3 answer 404 for a missing object (a reader that may not list gets 403): an unknown asset is a
      // 404. No viewer request can list the bucket: the function gives every extensionless path, `/` included, a key.
      site: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl, originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] }),
      api: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, originSslProtocols: [OriginSslPolicy.TLS_V1_2] }),
      // Read only (issue 26): a missing video is S3's 403, never a listing; the behaviour serves signed URLs only.
      videos: S3BucketOrigin.withOriginAccessControl(props.videos.bucket, { originAccessControl, originAccessLevels: [AccessLevel.READ] }),
    };
    const behaviour = (edge: EdgeBehaviour): BehaviorOptions => ({
      origin: origins[edge.origin],
      viewerProtocolPolicy: edge.plainHttp === 'redirect' ? ViewerProtocolPolicy.REDIRECT_TO_HTTPS : ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: edge.methods === 'all' ? AllowedMethods.ALLOW_ALL : AllowedMethods.ALLOW_GET_HEAD,
      ...(edge.cache === 'none' ? { cachePolicy: CachePolicy.CACHING_DISABLED, originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER } : {}),
      responseHeadersPolicy: headersFor(edge.cacheControl),
      compress: true,
      ...(edge.signedUrls ? { trustedKeyGroups: [props.videos.keyGroup] } : {}),
      ...(edge.viewerRequest
        ? {
            functionAssociations: [
              {
                function: new CloudFrontFunction(this, 'ViewerRequest', {
                  comment: 'La Meute: client routes to the app shell, public pages to their prerendered file',
                  runtime: FunctionRuntime.JS_2_0,
                  code: FunctionCode.fromInline(edge.viewerRequest),
                }),
                eventType: FunctionEventType.VIEWER_REQUEST,
              },
            ],
          }
        : {}),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'La Meute web app and API',
      webAclId: props.webAclArn,
      defaultRootObject: SITE_EDGE.defaultRootObject,
      defaultBehavior: behaviour(SITE_EDGE.defaultBehaviour),
      additionalBehaviors: Object.fromEntries(Object.entries(SITE_EDGE.behaviours).map(([pattern, edge]) => [pattern, behaviour(edge)])),
      errorResponses: SITE_EDGE.errorResponses.map(({ httpStatus, responseHttpStatus, responsePagePath }) => ({
        httpStatus,
        responseHttpStatus,
        responsePagePath,
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A French-language service with members abroad (expatriates, francophone countries): no geographic restriction is wanted.',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose security policy cannot be chosen; with the `domainName` context it enforces TLSv1.2_2021.',
      });
    }

    this.origin = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads web/dist and `config.json`. Without web/dist (synth before `npm run build`) only config.json
   * is uploaded, with a warning. Nothing is pruned: hashed chunks of the previous build stay available to
   * tabs still running it; the whole distribution is invalidated so the new index.html and config are served.
   */
  deploy(config: RuntimeConfig): void {
    // The site's public facts (Discord, social networks, the publisher) from cdk.json's `site`: what is missing is said
    // at every synth and deploy rather than refused, so the first deploy (whose outputs the rest of the checklist
    // needs) goes through before the company's details are final; the page then says they are not filled in.
    const { site, warnings } = readSiteContext(this.node);
    if (warnings.length > 0) Annotations.of(Stack.of(this)).addWarningV2('lameute:site-config', warnings.join('. '));
    const hasBuild = existsSync(path.join(this.props.webDist, 'index.html'));
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'lameute:site-without-build',
        `${this.props.webDist} has no index.html: only config.json would be deployed. Run \`npm run build\` first (\`npm run deploy\` does).`,
      );
    }
    const deployment = new BucketDeployment(this, 'Deployment', {
      sources: [...(hasBuild ? [Source.asset(this.props.webDist)] : []), Source.jsonData('config.json', { ...config, site })],
      destinationBucket: this.bucket,
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH }),
    });
    acknowledgeDeploymentHandler(deployment, this.bucket);
  }
}

/** The member of a CDK string enum whose value is `value` (the edge description spells headers as HTTP does). */
function enumMember<E extends Record<string, string>>(enumeration: E, value: string): E[keyof E] {
  const member = Object.values(enumeration).find((candidate) => candidate === value);
  if (member === undefined) throw new Error(`No member with the value ${value}`);
  return member as E[keyof E];
}

/**
 * BucketDeployment runs a singleton handler Lambda that aws-cdk-lib owns (runtime, code, grants): its findings
 * are acknowledged one by one, on that handler only.
 */
function acknowledgeDeploymentHandler(deployment: BucketDeployment, siteBucket: Bucket): void {
  const stack = Stack.of(deployment);
  const handler = deployment.handlerRole.node.scope;
  if (!handler) throw new Error('BucketDeployment handler role has no parent function');
  const owned = "CDK's BucketDeployment handler (code, runtime and grants are aws-cdk-lib's)";
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: `${owned}: its Python runtime moves with aws-cdk-lib upgrades.` },
    { id: 'Serverless-LambdaLatestVersion', reason: `${owned}: its Python runtime moves with aws-cdk-lib upgrades.` },
    { id: 'Serverless-LambdaDLQ', reason: `${owned}: invoked synchronously by CloudFormation, which reports its failure.` },
    { id: 'Serverless-LambdaTracing', reason: `${owned}: runs only during deployments; its log group has the trace of each run.` },
  );
  const siteBucketArn = `<${stack.getLogicalId(siteBucket.node.defaultChild as CfnBucket)}.Arn>`;
  const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  const assetBucket = `arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${stack.region}`;
  const copyGrants = [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    `Resource::${assetBucket}/*`,
    `Resource::${siteBucketArn}/*`,
  ];
  for (const finding of copyGrants) {
    Validations.of(deployment.handlerRole).acknowledge({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: `${owned}: copies the build from the CDK asset bucket to the site bucket, with the grants BucketDeployment sets on those two buckets.`,
    });
  }
  Validations.of(deployment.handlerRole).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${owned}: cloudfront:CreateInvalidation/GetInvalidation for the post-deploy invalidation; BucketDeployment grants them on "*".`,
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${owned}: the managed policy only lets it write its own logs.`,
    },
  );
}
