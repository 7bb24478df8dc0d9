import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** The newest Node.js runtime this aws-cdk-lib knows (cdk-nag's LambdaLatestVersion checks the same list). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * How function code is produced. `bundle`: esbuild bundles each entry locally (no Docker), as deployed.
 * `inline`: a one-line inline stub instead of the bundle, every other setting identical — for fast template tests.
 */
export type FunctionCode = 'bundle' | 'inline';

export interface FunctionBuild {
  /** Absolute path of the repository root (package.json, package-lock.json, functions/). */
  readonly projectRoot: string;
  readonly code: FunctionCode;
  readonly logLevel: string;
}

export type TableAccess = 'read' | 'write';

/** A table and the names of its global secondary indexes, so grants can name each index instead of `index/*`. */
export interface TableBinding {
  readonly table: ITable;
  readonly indexNames: readonly string[];
}

/** The members' live channel as a function sees it: where to publish, and the grant to do so (infra/constructs/realtime.ts). */
export interface MemberChannelBinding {
  /** `https://<http domain>/event` of the AppSync Events API. */
  readonly eventUrl: string;
  grantPublish(grantee: IGrantable): void;
}

export interface AppFunctionProps {
  readonly build: FunctionBuild;
  /** Entry file relative to the project root, e.g. `functions/account/handler.ts`. */
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  /** Where asynchronous invocations that still fail after Lambda's retries end up (today the visio reminder, which the scheduler invokes). */
  readonly deadLetterQueue?: IQueue;
}

const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** No Scan, on purpose: every access pattern is a Query on a named index (DESIGN §6 rule 6). */
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** esbuild's ESM output has no `require`; this banner gives CommonJS dependencies one. */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

const INLINE_STUB = "exports.handler = async () => { throw new Error('inline test stub: synthesize with bundled code to deploy'); };";

/**
 * Every Lambda of the product: esbuild-minified ESM with source maps, ARM64, current Node runtime,
 * explicit memory and timeout, X-Ray tracing, its own log group with retention, and a role that starts
 * with nothing but writing to that log group. Grants are added with `bindTable`, `bindSecret`, `bindEventBus` and
 * `bindMemberChannel`.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { build } = props;
    const entry = path.join(build.projectRoot, props.entry);
    if (!existsSync(entry)) {
      throw new Error(`AppFunction ${id}: entry ${props.entry} does not exist (see the Lambda layout in functions/).`);
    }
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.entry}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      deadLetterQueue: props.deadLetterQueue,
      environment: { LOG_LEVEL: build.logLevel, NODE_OPTIONS: '--enable-source-maps' },
      projectRoot: build.projectRoot,
      depsLockFilePath: path.join(build.projectRoot, 'package-lock.json'),
      entry,
      handler: 'index.handler',
      ...(build.code === 'inline' ? { code: Code.fromInline(INLINE_STUB) } : {}),
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        // The runtime ships AWS SDK v3: using it keeps each bundle far under the 1 MB budget.
        externalModules: ['@aws-sdk/*'],
        // And its fetch is undici: @discordjs/rest's import of it is answered by the runtime's globals.
        esbuildArgs: { '--alias:undici': path.join(build.projectRoot, 'functions/lib/discord/undici-runtime.ts') },
      },
    });

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permission.',
    });
  }

  /**
   * What Lambda does with a run invoked asynchronously (by EventBridge Scheduler) that fails: `retryAttempts` more runs
   * (at most 2, about 1 and 2 minutes apart) while the event is younger than `maxEventAge`, then the dead-letter queue.
   */
  retryAsyncRuns(options: { retryAttempts: number; maxEventAge: Duration }): void {
    if (!this.deadLetterQueue) throw new Error(`${this.node.path}: a function retried asynchronously needs a dead-letter queue for the runs that still fail`);
    this.configureAsyncInvoke(options);
    Validations.of(this.node.findChild('EventInvokeConfig')).acknowledge({
      id: 'Serverless-LambdaAsyncFailureDestination',
      reason: 'A run that still fails after its retries goes to the function’s dead-letter queue (DeadLetterConfig), which has its alarm; an on-failure destination would put it there twice.',
    });
  }

  /** Least-privilege table access: reads on the table and each named index; writes on the table only. */
  bindTable({ table, indexNames }: TableBinding, { access }: { access: TableAccess }): void {
    this.addEnvironment('TABLE_NAME', table.tableName);
    this.addToRolePolicy(
      new PolicyStatement({
        actions: READ_ACTIONS,
        resources: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
      }),
    );
    if (access === 'write') {
      this.addToRolePolicy(new PolicyStatement({ actions: WRITE_ACTIONS, resources: [table.tableArn] }));
    }
  }

  /** Reading one secret, named by its ARN in `variable`: secretsmanager:GetSecretValue on that secret only. */
  bindSecret(secret: ISecret, variable: string): void {
    this.addEnvironment(variable, secret.secretArn);
    secret.grantRead(this);
  }

  /** Publishing to the bus: events:PutEvents on that bus only. */
  bindEventBus(bus: IEventBus): void {
    this.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
    bus.grantPutEventsTo(this);
  }

  /** Notifying members (functions/lib/realtime/notifier.ts): appsync:EventPublish on the `members` namespace only. */
  bindMemberChannel(channel: MemberChannelBinding): void {
    this.addEnvironment('REALTIME_EVENT_URL', channel.eventUrl);
    channel.grantPublish(this);
  }

  /**
   * Objects of a private bucket under one prefix: exactly `actions` (s3:GetObject, s3:PutObject…) on `<bucket>/<prefix>*`,
   * with `list` s3:ListBucket on the bucket for keys under that prefix only; the bucket's name in `variable`. The keys
   * are chosen at run time (a member, a video), hence the prefix's wildcard, which cdk-nag is told about with `why`.
   */
  bindBucketObjects(bucket: IBucket, { prefix, actions, list = false, variable, why }: { prefix: string; actions: string[]; list?: boolean; variable: string; why: string }): void {
    this.addEnvironment(variable, bucket.bucketName);
    this.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }));
    if (list) {
      this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } } }));
    }
    const bucketId = Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnBucket);
    Validations.of(this.role ?? this).acknowledge({ id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`, reason: `Keys chosen at run time: the function ${why}, under ${prefix} of this bucket only.` });
  }

  /** Notifying staff members (issue 21): appsync:EventPublish on the `staff` namespace only (`Realtime.staffChannel`). */
  bindStaffChannel(channel: MemberChannelBinding): void {
    this.addEnvironment('REALTIME_EVENT_URL', channel.eventUrl);
    channel.grantPublish(this);
  }
}
