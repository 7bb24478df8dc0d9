import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolRiskConfigurationAttachment,
  type CfnUserPoolClient,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { BRAND } from '../../shared/brand';
import { ROLES } from '../../shared/domain/roles';
import { VERIFICATION_CODE_SUBJECT, verificationCodeHtml } from '../../shared/verification-code-mail';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

export interface AuthProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  /**
   * The sender of Cognito's e-mails (codes, invitations) through SES, on the product's verified domain; Cognito's own
   * sender (about 50 e-mails a day) when absent. Cognito refuses an identity SES has not verified yet, so the stack
   * gives one only once the domain's DKIM records are published (`mailDomainVerified`, infra/README.md).
   */
  readonly sender?: { readonly address: string; readonly name: string; readonly domain: string; readonly region: string };
}

/** Cognito triggers answer within Cognito's 5-second limit. */
const TRIGGER_SETTINGS = { memorySize: 1024, timeout: Duration.seconds(5) } as const;

/** The app client only the API's auth Lambda uses: sign-up, reset confirmation, with a secret nobody else reads. */
export interface ServerClient {
  readonly client: UserPoolClient;
  /** The client secret, in Secrets Manager; read by one Lambda only. */
  readonly secret: Secret;
}

/**
 * Members and staff: the Cognito user pool (email sign-in, case-insensitive, SPEC §5 password rules, threat
 * protection blocking compromised passwords), the staff groups, the sign-up and sign-in triggers, the web app's
 * client (SRP, no secret) and the server's client (with a secret), the only one through which anyone signs up.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly serverClient: ServerClient;
  readonly triggers: { readonly preSignUp: AppFunction; readonly postConfirmation: AppFunction; readonly postAuthentication: AppFunction };

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const trigger = (name: string, description: string): AppFunction =>
      new AppFunction(this, name, { build: props.build, entry: `functions/auth/${name}.ts`, description, ...TRIGGER_SETTINGS });

    const preSignUp = trigger('pre-sign-up', 'Cognito pre-sign-up: the shared sign-up rules, again on the server');
    const postConfirmation = trigger('post-confirmation', "Cognito post-confirmation: creates the member's profile, subscription and points once");
    const postAuthentication = trigger('post-authentication', 'Cognito post-authentication: writes auth_login to the outbox');
    this.triggers = { preSignUp, postConfirmation, postAuthentication };
    for (const fn of [postConfirmation, postAuthentication]) {
      // Their events (profile_created, auth_login) go to the table's outbox, which the relay publishes.
      fn.bindTable(props.data, { access: 'write' });
    }
    for (const fn of [preSignUp, postConfirmation, postAuthentication]) {
      Validations.of(fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Cognito invokes its triggers synchronously and shows the failure to the caller; a dead-letter queue only serves asynchronous invocations.',
      });
    }

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      // GRATUIT@example.com and gratuit@example.com are one account (issue 9): the API lower-cases e-mails too.
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A new address replaces the current one only once verified; email being the username attribute, Cognito
      // refuses an address another account already has.
      keepOriginal: { email: true },
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
      email: props.sender
        ? UserPoolEmail.withSES({ fromEmail: props.sender.address, fromName: props.sender.name, sesRegion: props.sender.region, sesVerifiedDomain: props.sender.domain })
        : UserPoolEmail.withCognito(),
      // Issue 20: every account may add an authenticator app (TOTP); once it has, Cognito asks for its code at every
      // sign-in. Optional, since SPEC §2 signs a new member in with their password alone; the API requires it of
      // admins on admin routes (ADMIN_MFA_REQUIRED, functions/lib/auth/second-factor.ts). No SMS: no phone numbers,
      // no SNS spending, no SIM swapping.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // The code of a sign-up (which it confirms, issue 22), a resend, a new address or a reset: one French, branded
      // message (shared/verification-code-mail.ts), sent through SES from the product's domain once verified.
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: VERIFICATION_CODE_SUBJECT,
        emailBody: verificationCodeHtml(),
        smsMessage: `Ton code ${BRAND.name} est {####}`,
      },
      // An educator invited from /admin/educators (issue 14): Cognito e-mails the address and a temporary password, to
      // change at the first sign-in on the site.
      userInvitation: {
        emailSubject: `Bienvenue dans l’équipe ${BRAND.name}`,
        emailBody: `Bonjour,<br><br>Tu es invité(e) à rejoindre l’équipe des éducateurs ${BRAND.name}. Connecte-toi sur le site avec ton adresse {username} et le mot de passe provisoire {####}, puis choisis ton mot de passe. Ce mot de passe provisoire expire dans 7 jours.<br><br>À très vite,<br>L’équipe ${BRAND.name}`,
        smsMessage: `${BRAND.name} : identifiant {username}, mot de passe provisoire {####}`,
      },
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: { preSignUp, postConfirmation, postAuthentication },
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'SPEC §2 signs a member in right after sign-up with email and password only, so MFA is optional (TOTP, offered to everyone); the API requires it of admins on admin routes. Threat protection (PLUS, full function) guards every sign-in.',
    });

    for (const role of ROLES) {
      this.userPool.addGroup(`${role}Group`, { groupName: role, description: `Staff group ${role}` });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      // The web app signs in with SRP through Amplify, never through the hosted UI: without this, CDK would allow
      // the implicit and code grants with https://example.com as the callback.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.serverClient = this.addServerClient();
    // The pre-sign-up trigger cannot name the server client in its environment (pool → trigger → client → pool is
    // a cycle): it reads the client id from this parameter, once per container. Trigger and grant use the literal
    // name, not a reference to the parameter, which would close the cycle again.
    const parameterName = `/${Stack.of(this).stackName}/cognito/server-client-id`;
    new StringParameter(this, 'ServerClientId', {
      parameterName,
      description: 'Id of the only app client through which members sign up (read by the pre-sign-up trigger)',
      stringValue: this.serverClient.client.userPoolClientId,
    });
    preSignUp.addEnvironment('SERVER_CLIENT_ID_PARAMETER', parameterName);
    preSignUp.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameterName.slice(1) })],
      }),
    );

    // Cognito checks every password against known breaches where no API route can: a direct call to Cognito
    // (sign-up through another client is refused by the trigger; sign-in, password change and reset are not).
    new CfnUserPoolRiskConfigurationAttachment(this, 'CompromisedCredentials', {
      userPoolId: this.userPool.userPoolId,
      clientId: 'ALL',
      compromisedCredentialsRiskConfiguration: {
        actions: { eventAction: 'BLOCK' },
        eventFilter: ['SIGN_UP', 'SIGN_IN', 'PASSWORD_CHANGE'],
      },
    });
  }

  /**
   * The server's client: a secret, no sign-in flow, no OAuth. Its secret goes to Secrets Manager through
   * CloudFormation's `ClientSecret` attribute (the L2's `userPoolClientSecret` would add a custom-resource Lambda).
   */
  private addServerClient(): ServerClient {
    const client = this.userPool.addClient('ServerClient', {
      generateSecret: true,
      // Nobody signs in through this client: ADMIN_USER_PASSWORD_AUTH only lets the API check a signed-in member's
      // password before deleting their account (issue 22), an IAM-authorized call with the client's secret.
      authFlows: { userSrp: false, adminUserPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, givenName: true }).withCustomAttributes('newsletter'),
    });
    const secret = new Secret(this, 'ServerClientSecret', {
      description: 'Client secret of the Cognito server client (SECRET_HASH of sign-up and reset confirmation)',
      secretStringValue: SecretValue.resourceAttribute((client.node.defaultChild as CfnUserPoolClient).attrClientSecret),
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A Cognito app client secret cannot be rotated by a Secrets Manager rotation function; it changes only with a new client.',
    });
    return { client, secret };
  }
}
