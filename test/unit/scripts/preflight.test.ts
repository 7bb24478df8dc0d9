import { describeFinding, okSummary, runPreflight, type Finding, type PreflightPorts } from '../../../scripts/preflight/checks';
import { DEPLOY_SETTINGS, INITIAL_SETTING_VALUE, PLACEHOLDER } from '../../../shared/deploy-settings';
import { PRICE_KEYS } from '../../../shared/domain/billing';

/**
 * Issue 20, item 4: the preflight against a fake of the AWS calls it makes. Everything filled: no finding and a short
 * summary; each thing an operator can forget: exactly its finding, one line in French and in English.
 */

const STACK = 'LaMeute-prod';
const TOPIC = 'arn:aws:sns:eu-west-3:123456789012:alarms';
const filled: Record<string, string> = {
  [DEPLOY_SETTINGS.stripePrices.name]: JSON.stringify(Object.fromEntries(PRICE_KEYS.map((key) => [key, `price_${key}`]))),
  [DEPLOY_SETTINGS.stripeKeys.name]: JSON.stringify({ secretKey: 'sk_live_1', webhookSecret: 'whsec_1' }),
  [DEPLOY_SETTINGS.discordIds.name]: JSON.stringify({ clientId: '1', guildId: '2', roles: { gratuit: '3', premium: '4', expert: '5' } }),
  [DEPLOY_SETTINGS.discordKeys.name]: JSON.stringify({ botToken: 'bot', clientSecret: 'secret' }),
  [DEPLOY_SETTINGS.webPushIds.name]: JSON.stringify({ publicKey: 'BPublicVapid', subject: 'mailto:bonjour@lameute.fr' }),
  [DEPLOY_SETTINGS.webPushKeys.name]: JSON.stringify({ privateKey: 'private-vapid' }),
  [DEPLOY_SETTINGS.videoPlaybackKeys.name]: JSON.stringify({ privateKey: '-----BEGIN PRIVATE KEY-----' }),
};

/** AWS as an operator leaves it once the checklist is done; each test changes one thing. */
function readyAws() {
  return {
    outputs: { UserPoolId: 'eu-west-3_pool', AlarmTopicArn: TOPIC, MailDomain: 'lameute.fr', CognitoMail: 'SES' } as Record<string, string> | undefined,
    settings: { ...filled } as Record<string, string | undefined>,
    account: { productionAccess: true, sendingEnabled: true },
    identity: { verifiedForSending: true, dkimStatus: 'SUCCESS', mailFromStatus: 'SUCCESS' as string | undefined } as
      | { verifiedForSending: boolean; dkimStatus: string; mailFromStatus: string | undefined }
      | undefined,
    subscriptions: [{ endpoint: 'ops@lameute.fr', confirmed: true }],
    admins: 1,
    failing: null as null | keyof PreflightPorts,
  };
}
type Aws = ReturnType<typeof readyAws>;

function fakePorts(aws: Aws): PreflightPorts & { calls: string[] } {
  const calls: string[] = [];
  const call = async <T>(name: keyof PreflightPorts, detail: string, value: T): Promise<T> => {
    calls.push(`${name} ${detail}`.trim());
    if (aws.failing === name) throw new Error('AccessDenied');
    return value;
  };
  return {
    calls,
    stackOutputs: () => call('stackOutputs', '', aws.outputs),
    setting: (store, name) => call('setting', `${store} ${name}`, aws.settings[name]),
    sesAccount: () => call('sesAccount', '', aws.account),
    emailIdentity: (domain) => call('emailIdentity', domain, aws.identity),
    topicSubscriptions: (topicArn) => call('topicSubscriptions', topicArn, aws.subscriptions),
    groupSize: (pool, group) => call('groupSize', `${pool} ${group}`, aws.admins),
  };
}

const preflight = (aws: Aws) => runPreflight(fakePorts(aws), { stack: STACK });

it('finds nothing missing once every step is done, having asked each thing once, and says so in one line', async () => {
  const ports = fakePorts(readyAws());
  expect(await runPreflight(ports, { stack: STACK })).toEqual([]);
  expect(ports.calls.sort()).toEqual(
    [
      'stackOutputs',
      ...Object.values(DEPLOY_SETTINGS).map(({ store, name }) => `setting ${store} ${name}`),
      'sesAccount',
      'emailIdentity lameute.fr',
      `topicSubscriptions ${TOPIC}`,
      'groupSize eu-west-3_pool admin',
    ].sort(),
  );
  expect(okSummary('fr', STACK)).toMatch(/^Tout est prêt pour LaMeute-prod/);
  expect(okSummary('en', STACK)).toMatch(/^LaMeute-prod is ready/);
});

const cases: Array<[string, (aws: Aws) => void, Finding[], RegExp, RegExp]> = [
  [
    'a parameter left as the stack created it',
    (aws) => (aws.settings[DEPLOY_SETTINGS.stripePrices.name] = INITIAL_SETTING_VALUE),
    [{ kind: 'settingMissing', setting: 'stripePrices', name: '/la-meute/stripe/prices', keys: [...PRICE_KEYS] }],
    /^Paramètre SSM \/la-meute\/stripe\/prices : à renseigner \(premium_monthly, .*visio_60\)\.$/,
    /^SSM parameter \/la-meute\/stripe\/prices: to fill in/,
  ],
  [
    'one price of nine still a placeholder',
    (aws) => (aws.settings[DEPLOY_SETTINGS.stripePrices.name] = JSON.stringify({ ...JSON.parse(filled[DEPLOY_SETTINGS.stripePrices.name]!), visio_30: PLACEHOLDER })),
    [{ kind: 'settingMissing', setting: 'stripePrices', name: '/la-meute/stripe/prices', keys: ['visio_30'] }],
    /\(visio_30\)/,
    /\(visio_30\)/,
  ],
  [
    'a price added to the catalogue after the operator filled the others (absent from the parameter)',
    (aws) => {
      const { video_retour: _added, ...filledBefore } = JSON.parse(filled[DEPLOY_SETTINGS.stripePrices.name]!) as Record<string, string>;
      aws.settings[DEPLOY_SETTINGS.stripePrices.name] = JSON.stringify(filledBefore);
    },
    [{ kind: 'settingMissing', setting: 'stripePrices', name: '/la-meute/stripe/prices', keys: ['video_retour'] }],
    /^Paramètre SSM \/la-meute\/stripe\/prices : à renseigner \(video_retour\)\.$/,
    /^SSM parameter \/la-meute\/stripe\/prices: to fill in \(video_retour\)\.$/,
  ],
  [
    'a parameter whose value is not a JSON object, or a key left blank',
    (aws) => {
      aws.settings[DEPLOY_SETTINGS.discordIds.name] = 'clientId=1';
      aws.settings[DEPLOY_SETTINGS.stripeKeys.name] = JSON.stringify({ secretKey: 'sk_live_1', webhookSecret: '  ' });
    },
    [
      { kind: 'settingMissing', setting: 'stripeKeys', name: 'la-meute/stripe', keys: ['webhookSecret'] },
      { kind: 'settingMissing', setting: 'discordIds', name: '/la-meute/discord/ids', keys: ['clientId', 'guildId', 'roles.gratuit', 'roles.premium', 'roles.expert'] },
    ],
    /^Secret la-meute\/stripe : à renseigner \(webhookSecret\)\.$/,
    /^Secret la-meute\/stripe: to fill in \(webhookSecret\)\.$/,
  ],
  [
    'a secret that does not exist',
    (aws) => (aws.settings[DEPLOY_SETTINGS.discordKeys.name] = undefined),
    [{ kind: 'settingMissing', setting: 'discordKeys', name: 'la-meute/discord', keys: ['botToken', 'clientSecret'] }],
    /^Secret la-meute\/discord : à renseigner \(botToken, clientSecret\)\.$/,
    /^Secret la-meute\/discord: to fill in \(botToken, clientSecret\)\.$/,
  ],
  [
    'the Web Push (VAPID) keys left as the stack created them (the reminders’ notifications cannot be sent)',
    (aws) => {
      aws.settings[DEPLOY_SETTINGS.webPushIds.name] = INITIAL_SETTING_VALUE;
      aws.settings[DEPLOY_SETTINGS.webPushKeys.name] = undefined;
    },
    [
      { kind: 'settingMissing', setting: 'webPushIds', name: '/la-meute/web-push/ids', keys: ['publicKey', 'subject'] },
      { kind: 'settingMissing', setting: 'webPushKeys', name: 'la-meute/web-push', keys: ['privateKey'] },
    ],
    /^Paramètre SSM \/la-meute\/web-push\/ids : à renseigner \(publicKey, subject\)\.$/,
    /^SSM parameter \/la-meute\/web-push\/ids: to fill in \(publicKey, subject\)\.$/,
  ],
  [
    'only the VAPID private key missing (the public key filled)',
    (aws) => (aws.settings[DEPLOY_SETTINGS.webPushKeys.name] = JSON.stringify({ privateKey: PLACEHOLDER })),
    [{ kind: 'settingMissing', setting: 'webPushKeys', name: 'la-meute/web-push', keys: ['privateKey'] }],
    /^Secret la-meute\/web-push : à renseigner \(privateKey\)\.$/,
    /^Secret la-meute\/web-push: to fill in \(privateKey\)\.$/,
  ],
  [
    'a plan role missing from the Discord ids',
    (aws) => (aws.settings[DEPLOY_SETTINGS.discordIds.name] = JSON.stringify({ clientId: '1', guildId: '2', roles: { gratuit: '3', premium: '4' } })),
    [{ kind: 'settingMissing', setting: 'discordIds', name: '/la-meute/discord/ids', keys: ['roles.expert'] }],
    /\(roles\.expert\)/,
    /\(roles\.expert\)/,
  ],
  ['SES still in the sandbox', (aws) => (aws.account.productionAccess = false), [{ kind: 'sesSandbox' }], /bac à sable.*accès production/, /sandbox: request production access/],
  ['SES sending disabled', (aws) => (aws.account.sendingEnabled = false), [{ kind: 'sesSendingDisabled' }], /désactivé/, /disabled/],
  [
    'the domain not verified (DKIM records not published)',
    (aws) => (aws.identity = { verifiedForSending: false, dkimStatus: 'PENDING', mailFromStatus: 'PENDING' }),
    [
      { kind: 'identityUnverified', domain: 'lameute.fr', dkimStatus: 'PENDING' },
      { kind: 'mailFromPending', domain: 'lameute.fr', status: 'PENDING' },
    ],
    /n’est pas vérifiée \(DKIM : PENDING\).*CNAME DKIM/,
    /not verified \(DKIM: PENDING\).*DKIM CNAMEs/,
  ],
  ['the identity gone', (aws) => (aws.identity = undefined), [{ kind: 'identityMissing', domain: 'lameute.fr' }], /n’existe pas/, /does not exist/],
  [
    'a verified domain Cognito does not use yet',
    (aws) => (aws.outputs!.CognitoMail = 'COGNITO_DEFAULT'),
    [{ kind: 'cognitoDefaultSender', domain: 'lameute.fr' }],
    /"mailDomainVerified": true dans cdk\.json/,
    /"mailDomainVerified": true in cdk\.json/,
  ],
  ['an alarm topic without subscriber', (aws) => (aws.subscriptions = []), [{ kind: 'noAlarmSubscriber', topicArn: TOPIC }], /aucun abonné/, /no subscriber/],
  [
    'the alarm subscription not confirmed',
    (aws) => (aws.subscriptions = [{ endpoint: 'ops@lameute.fr', confirmed: false }]),
    [{ kind: 'alarmSubscriptionPending', endpoint: 'ops@lameute.fr' }],
    /ops@lameute\.fr attend sa confirmation/,
    /ops@lameute\.fr awaits confirmation/,
  ],
  ['no admin yet', (aws) => (aws.admins = 0), [{ kind: 'noAdmin', userPoolId: 'eu-west-3_pool' }], /premier admin/, /first admin/],
  ['the stack not deployed', (aws) => (aws.outputs = undefined), [{ kind: 'stackMissing', stack: STACK }], /LaMeute-prod n’existe pas/, /does not exist/],
  ['a stack from before the alarm topic', (aws) => delete aws.outputs!.AlarmTopicArn, [{ kind: 'outputMissing', output: 'AlarmTopicArn' }], /AlarmTopicArn/, /AlarmTopicArn/],
  [
    'a call AWS refuses (the others still run)',
    (aws) => (aws.failing = 'groupSize'),
    [{ kind: 'checkFailed', check: 'Cognito ListUsersInGroup', message: 'AccessDenied' }],
    /^Vérification impossible \(Cognito ListUsersInGroup\) : AccessDenied$/,
    /^Could not check \(Cognito ListUsersInGroup\): AccessDenied$/,
  ],
  [
    'no access to AWS at all: one line, not one per check',
    (aws) => (aws.failing = 'stackOutputs'),
    [{ kind: 'checkFailed', check: 'CloudFormation DescribeStacks', message: 'AccessDenied' }],
    /CloudFormation DescribeStacks/,
    /CloudFormation DescribeStacks/,
  ],
];

it.each(cases)('reports %s, and only that, one line in French and in English', async (_, change, expected, french, english) => {
  const aws = readyAws();
  change(aws);
  const findings = await preflight(aws);
  expect(findings).toEqual(expected);
  expect(describeFinding(findings[0]!, 'fr')).toMatch(french);
  expect(describeFinding(findings[0]!, 'en')).toMatch(english);
  for (const finding of findings) expect(describeFinding(finding, 'fr')).not.toContain('\n');
});
