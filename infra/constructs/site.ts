import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_BASE_PATH, type RuntimeConfig } from '../../shared/contract/runtime-config';
import { PRERENDERED_DIR } from '../../web/src/ssr/prerendered';

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
}

const YEAR = Duration.days(365);

/**
 * The web app and its API on one origin: a private S3 bucket behind CloudFront (origin access control, HTTPS only,
 * SPA fallback, security headers) and the HTTP API under `/api/*` (never cached), behind a WAF web ACL, with access
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

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'La Meute: security headers of every response, pages and API',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: YEAR, includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(region, props.realtimeSources), override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true }],
      },
    });

    // The public pages are prerendered to `_pages/<name>.html` (web/src/ssr/prerendered.ts): an extensionless path
    // asks for its page, and S3's 403 for a path that has none brings the SPA shell (the error responses below).
    const prerenderedPages = new CloudFrontFunction(this, 'PrerenderedPages', {
      comment: 'La Meute: extensionless paths to their prerendered page',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(`function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') request.uri = '/${PRERENDERED_DIR}/index.html';
  else if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/${PRERENDERED_DIR}' + uri + '.html';
  return request;
}`),
    });

    const spaFallback = { ttl: Duration.seconds(0), responseHttpStatus: 200, responsePagePath: '/index.html' };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'La Meute web app and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: prerenderedPages, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Every answer is per member (the access token) or changes at once: nothing is cached. Every viewer header
        // but Host (API Gateway routes on its own host name) goes through, Authorization included, with the query.
        [`${API_BASE_PATH}/*`]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          // A redirect would turn a POST into a GET: plain HTTP gets a 403 instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
      // Client-side routes (/membre/dashboard…) are not objects: S3 answers 403 through OAC, 404 otherwise.
      errorResponses: [403, 404].map((httpStatus) => ({ httpStatus, ...spaFallback })),
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
    const hasBuild = existsSync(path.join(this.props.webDist, 'index.html'));
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'lameute:site-without-build',
        `${this.props.webDist} has no index.html: only config.json would be deployed. Run \`npm run build\` first (\`npm run deploy\` does).`,
      );
    }
    const deployment = new BucketDeployment(this, 'Deployment', {
      sources: [...(hasBuild ? [Source.asset(this.props.webDist)] : []), Source.jsonData('config.json', config)],
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

/**
 * Scripts and styles from the site only (Chakra/Emotion inject style tags, hence 'unsafe-inline' for styles),
 * calls to the site itself (the API is its `/api`), to Cognito and to the members' live channel.
 */
function contentSecurityPolicy(region: string, realtimeSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com ${realtimeSources.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
