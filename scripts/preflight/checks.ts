import { DEPLOY_SETTINGS, missingKeys, type DeploySettingId } from '../../shared/deploy-settings';

/**
 * The preflight's checks (issue 20, item 4): what an operator must still do before opening the product, read from AWS
 * with read-only calls behind these ports (scripts/preflight/aws-ports.ts implements them with the AWS SDK; the unit
 * test with a fake). Each gap is one finding; the CLI prints one line per finding and fails if there is any.
 */

/** The main stack's outputs the checks read (infra/stack.ts). */
export const STACK_OUTPUTS = { userPoolId: 'UserPoolId', alarmTopicArn: 'AlarmTopicArn', mailDomain: 'MailDomain', cognitoMail: 'CognitoMail' } as const;

/** The Cognito group whose first member the operator creates by hand (README, deploy checklist). */
export const ADMIN_GROUP = 'admin';

export interface PreflightPorts {
  /** The stack's outputs by key; undefined when the stack does not exist (not deployed in this account and region). */
  stackOutputs(): Promise<Readonly<Record<string, string>> | undefined>;
  /** The text of an SSM parameter or a secret's value; undefined when it does not exist. */
  setting(store: 'parameter' | 'secret', name: string): Promise<string | undefined>;
  /** SESv2 GetAccount: out of the sandbox, and sending enabled. */
  sesAccount(): Promise<{ productionAccess: boolean; sendingEnabled: boolean }>;
  /** SESv2 GetEmailIdentity; undefined when the identity does not exist. */
  emailIdentity(domain: string): Promise<{ verifiedForSending: boolean; dkimStatus: string; mailFromStatus: string | undefined } | undefined>;
  /** SNS ListSubscriptionsByTopic: each subscriber's endpoint and whether it confirmed. */
  topicSubscriptions(topicArn: string): Promise<ReadonlyArray<{ endpoint: string; confirmed: boolean }>>;
  /** Cognito ListUsersInGroup: how many users the group has (the first page is enough to know it is not empty). */
  groupSize(userPoolId: string, group: string): Promise<number>;
}

export type Finding =
  | { kind: 'stackMissing'; stack: string }
  | { kind: 'outputMissing'; output: string }
  | { kind: 'settingMissing'; setting: DeploySettingId; name: string; keys: readonly string[] }
  | { kind: 'sesSandbox' }
  | { kind: 'sesSendingDisabled' }
  | { kind: 'identityMissing'; domain: string }
  | { kind: 'identityUnverified'; domain: string; dkimStatus: string }
  | { kind: 'mailFromPending'; domain: string; status: string }
  | { kind: 'cognitoDefaultSender'; domain: string }
  | { kind: 'noAlarmSubscriber'; topicArn: string }
  | { kind: 'alarmSubscriptionPending'; endpoint: string }
  | { kind: 'noAdmin'; userPoolId: string }
  | { kind: 'checkFailed'; check: string; message: string };

/**
 * Runs every check, each on its own: one that AWS refuses (rights, throttling) is a finding, the others still run. The
 * stack is read first: when AWS cannot be reached at all (no credentials, wrong profile) that one line says so.
 */
export async function runPreflight(ports: PreflightPorts, { stack }: { stack: string }): Promise<Finding[]> {
  const failed = (check: string, error: unknown): Finding => ({ kind: 'checkFailed', check, message: error instanceof Error ? error.message : String(error) });
  const attempt = async (check: string, run: () => Promise<Finding[]>): Promise<Finding[]> => run().catch((error: unknown) => [failed(check, error)]);
  let outputs: Readonly<Record<string, string>> | undefined;
  try {
    outputs = await ports.stackOutputs();
  } catch (error) {
    return [failed('CloudFormation DescribeStacks', error)];
  }
  const settings = (Object.keys(DEPLOY_SETTINGS) as DeploySettingId[]).map((id) =>
    attempt(DEPLOY_SETTINGS[id].name, async () => {
      const { store, name } = DEPLOY_SETTINGS[id];
      const keys = missingKeys(DEPLOY_SETTINGS[id], await ports.setting(store, name));
      return keys.length > 0 ? [{ kind: 'settingMissing', setting: id, name, keys }] : [];
    }),
  );
  const account = attempt('SES GetAccount', async () => {
    const { productionAccess, sendingEnabled } = await ports.sesAccount();
    return [...(productionAccess ? [] : [{ kind: 'sesSandbox' } as const]), ...(sendingEnabled ? [] : [{ kind: 'sesSendingDisabled' } as const])];
  });
  const fromStack: Array<Promise<Finding[]>> = !outputs
    ? [Promise.resolve([{ kind: 'stackMissing', stack }])]
    : [
        Promise.resolve(Object.values(STACK_OUTPUTS).flatMap((output) => (outputs[output] ? [] : [{ kind: 'outputMissing', output } as const]))),
        outputs.MailDomain ? attempt('SES GetEmailIdentity', () => mailChecks(ports, outputs.MailDomain!, outputs.CognitoMail)) : Promise.resolve([]),
        outputs.AlarmTopicArn ? attempt('SNS ListSubscriptionsByTopic', () => alarmChecks(ports, outputs.AlarmTopicArn!)) : Promise.resolve([]),
        outputs.UserPoolId ? attempt('Cognito ListUsersInGroup', () => adminChecks(ports, outputs.UserPoolId!)) : Promise.resolve([]),
      ];
  return (await Promise.all([...settings, account, ...fromStack])).flat();
}

async function mailChecks(ports: PreflightPorts, domain: string, cognitoMail: string | undefined): Promise<Finding[]> {
  const identity = await ports.emailIdentity(domain);
  if (!identity) return [{ kind: 'identityMissing', domain }];
  const findings: Finding[] = [];
  if (!identity.verifiedForSending) findings.push({ kind: 'identityUnverified', domain, dkimStatus: identity.dkimStatus });
  if (identity.mailFromStatus !== undefined && identity.mailFromStatus !== 'SUCCESS') findings.push({ kind: 'mailFromPending', domain, status: identity.mailFromStatus });
  // Cognito may use the domain only once it is verified (it refuses an unverified one at deploy): then it should.
  if (identity.verifiedForSending && cognitoMail !== 'SES') findings.push({ kind: 'cognitoDefaultSender', domain });
  return findings;
}

async function alarmChecks(ports: PreflightPorts, topicArn: string): Promise<Finding[]> {
  const subscriptions = await ports.topicSubscriptions(topicArn);
  if (subscriptions.length === 0) return [{ kind: 'noAlarmSubscriber', topicArn }];
  const pending = subscriptions.filter(({ confirmed }) => !confirmed).map(({ endpoint }) => ({ kind: 'alarmSubscriptionPending', endpoint }) as const);
  return subscriptions.some(({ confirmed }) => confirmed) ? [] : pending;
}

async function adminChecks(ports: PreflightPorts, userPoolId: string): Promise<Finding[]> {
  return (await ports.groupSize(userPoolId, ADMIN_GROUP)) > 0 ? [] : [{ kind: 'noAdmin', userPoolId }];
}

export type Language = 'fr' | 'en';

/** One line per finding, in the operator's language, saying what is missing and what to do (README, deploy checklist). */
export function describeFinding(finding: Finding, lang: Language): string {
  const fr = lang === 'fr';
  switch (finding.kind) {
    case 'stackMissing':
      return fr ? `La pile ${finding.stack} n’existe pas dans ce compte et cette région : déployez-la (npm run deploy).` : `Stack ${finding.stack} does not exist in this account and region: deploy it (npm run deploy).`;
    case 'outputMissing':
      return fr ? `La sortie ${finding.output} manque à la pile : redéployez la version actuelle.` : `The stack has no ${finding.output} output: deploy the current version.`;
    case 'settingMissing': {
      const { store } = DEPLOY_SETTINGS[finding.setting];
      const what = fr ? (store === 'parameter' ? 'Paramètre SSM' : 'Secret') : store === 'parameter' ? 'SSM parameter' : 'Secret';
      return fr ? `${what} ${finding.name} : à renseigner (${finding.keys.join(', ')}).` : `${what} ${finding.name}: to fill in (${finding.keys.join(', ')}).`;
    }
    case 'sesSandbox':
      return fr ? `SES est encore dans le bac à sable : demandez l’accès production (console SES, « Request production access »).` : 'SES is still in the sandbox: request production access (SES console, "Request production access").';
    case 'sesSendingDisabled':
      return fr ? `L’envoi d’e-mails SES est désactivé pour ce compte.` : 'SES sending is disabled for this account.';
    case 'identityMissing':
      return fr ? `L’identité SES ${finding.domain} n’existe pas : redéployez la pile.` : `The SES identity ${finding.domain} does not exist: deploy the stack.`;
    case 'identityUnverified':
      return fr
        ? `L’identité SES ${finding.domain} n’est pas vérifiée (DKIM : ${finding.dkimStatus}) : publiez les trois CNAME DKIM des sorties MailDnsRecord*.`
        : `The SES identity ${finding.domain} is not verified (DKIM: ${finding.dkimStatus}): publish the three DKIM CNAMEs of the MailDnsRecord* outputs.`;
    case 'mailFromPending':
      return fr
        ? `Le domaine MAIL FROM de ${finding.domain} n’est pas prêt (${finding.status}) : publiez son MX et son SPF (sorties MailDnsRecord*).`
        : `The MAIL FROM domain of ${finding.domain} is not ready (${finding.status}): publish its MX and SPF (MailDnsRecord* outputs).`;
    case 'cognitoDefaultSender':
      return fr
        ? `${finding.domain} est vérifié mais Cognito envoie encore avec son expéditeur par défaut : mettez "mailDomainVerified": true dans cdk.json, puis redéployez.`
        : `${finding.domain} is verified but Cognito still sends with its default sender: set "mailDomainVerified": true in cdk.json, then deploy.`;
    case 'noAlarmSubscriber':
      return fr ? `Le sujet des alarmes n’a aucun abonné : déployez avec -c alarmEmail=<adresse> (ou cdk.json).` : 'The alarm topic has no subscriber: deploy with -c alarmEmail=<address> (or cdk.json).';
    case 'alarmSubscriptionPending':
      return fr ? `L’abonnement aux alarmes de ${finding.endpoint} attend sa confirmation : cliquez le lien de l’e-mail d’AWS.` : `The alarm subscription of ${finding.endpoint} awaits confirmation: click the link in AWS's e-mail.`;
    case 'noAdmin':
      return fr ? `Aucun membre dans le groupe ${ADMIN_GROUP} : créez le premier admin (README).` : `No user in the ${ADMIN_GROUP} group: create the first admin (README).`;
    case 'checkFailed':
      return fr ? `Vérification impossible (${finding.check}) : ${finding.message}` : `Could not check (${finding.check}): ${finding.message}`;
  }
}

/** The closing line when nothing is missing. */
export function okSummary(lang: Language, stack: string): string {
  const count = Object.keys(DEPLOY_SETTINGS).length;
  return lang === 'fr'
    ? `Tout est prêt pour ${stack} : ${count} réglages renseignés, SES vérifié et hors bac à sable, alarmes suivies, un admin au moins.`
    : `${stack} is ready: ${count} settings filled, SES verified and out of the sandbox, alarms watched, at least one admin.`;
}
