import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import {
  AccountRecovery,
  FeaturePlan,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { BRAND } from '../../shared/brand';
import { ROLES } from '../../shared/domain/roles';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

export interface AuthProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  readonly bus: IEventBus;
}

/** Cognito triggers answer within Cognito's 5-second limit. */
const TRIGGER_SETTINGS = { memorySize: 1024, timeout: Duration.seconds(5) } as const;

/**
 * Members and staff: the Cognito user pool (email sign-in, SPEC §5 password rules, threat protection),
 * the staff groups, the sign-up and sign-in triggers, and the web app's client (SRP, no secret).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly triggers: { readonly preSignUp: AppFunction; readonly postConfirmation: AppFunction; readonly postAuthentication: AppFunction };

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const trigger = (name: string, description: string): AppFunction =>
      new AppFunction(this, name, { build: props.build, entry: `functions/auth/${name}.ts`, description, ...TRIGGER_SETTINGS });

    const preSignUp = trigger('pre-sign-up', 'Cognito pre-sign-up: the shared sign-up rules, again on the server');
    const postConfirmation = trigger('post-confirmation', "Cognito post-confirmation: creates the member's profile, subscription and points once");
    const postAuthentication = trigger('post-authentication', 'Cognito post-authentication: records the sign-in and publishes auth_login');
    this.triggers = { preSignUp, postConfirmation, postAuthentication };
    for (const fn of [postConfirmation, postAuthentication]) {
      fn.bindTable(props.data, { access: 'write' });
      fn.bindEventBus(props.bus);
    }
    for (const fn of [preSignUp, postConfirmation, postAuthentication]) {
      Validations.of(fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Cognito invokes its triggers synchronously and shows the failure to the caller; a dead-letter queue only serves asynchronous invocations.',
      });
    }

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      autoVerify: { email: true },
      selfSignUpEnabled: true,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
      },
      customAttributes: { newsletter: new StringAttribute({ mutable: true }) },
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Ton code ${BRAND.name}`,
        emailBody: `Bonjour ! Ton code ${BRAND.name} est {####}. Il expire dans une heure.`,
        smsMessage: `Ton code ${BRAND.name} est {####}`,
      },
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: { preSignUp, postConfirmation, postAuthentication },
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'SPEC §2 signs a member in right after sign-up with email and password only; MFA is not part of the product. Threat protection (PLUS, full function) guards sign-ins instead.',
    });

    for (const role of ROLES) {
      this.userPool.addGroup(`${role}Group`, { groupName: role, description: `Staff group ${role}` });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
