import { Match } from 'aws-cdk-lib/assertions';
import { readDeploymentConfig } from '../../infra/config';
import { App } from 'aws-cdk-lib';
import { DEPLOY_SETTINGS, INITIAL_SETTING_VALUE } from '../../shared/deploy-settings';
import { PRICE_KEYS } from '../../shared/domain/billing';
import type { AppFunction } from '../../infra/constructs/app-function';
import { STACK_OUTPUTS } from '../../scripts/preflight/checks';
import { cdkContext, synthesizeStack } from './fixture';

/**
 * Issue 20, items 2 and 3: what the operator fills after deploying is created once with a constant value (neither a
 * context value nor the catalogue's keys reach it, so no deploy writes over it), and the mail domain's DNS records
 * come out of the stack.
 */

const { stack, template } = synthesizeStack();
type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (type: string, t = template) => Object.values(t.findResources(type)) as Resource[];
/** The properties of the catalogue's parameters and secrets in a template, in the template's order. */
const settingsOf = (t: typeof template) =>
  [...resourcesOf('AWS::SSM::Parameter', t), ...resourcesOf('AWS::SecretsManager::Secret', t)]
    .filter((resource) => Object.values(DEPLOY_SETTINGS).some((setting) => setting.name === resource.Properties.Name))
    .map((resource) => resource.Properties);

describe('deploy-time settings (SSM parameters and secrets)', () => {
  it('creates each parameter and secret of the catalogue under its name, with the same constant value naming no key', () => {
    expect(JSON.parse(INITIAL_SETTING_VALUE)).toEqual({ etat: 'a-renseigner' });
    for (const setting of Object.values(DEPLOY_SETTINGS)) {
      if (setting.store === 'parameter') template.hasResourceProperties('AWS::SSM::Parameter', { Name: setting.name, Type: 'String', Value: INITIAL_SETTING_VALUE });
      else template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: setting.name, SecretString: INITIAL_SETTING_VALUE, GenerateSecretString: Match.absent() });
    }
  });

  it('synthesizes the same values when the catalogue gains a key (a new price): the operator’s ids stay in place', () => {
    // The catalogue as a later version would have it: one more key in every setting (the prices' list is PRICE_KEYS).
    const keyLists = Object.values(DEPLOY_SETTINGS).map((setting) => setting.keys as unknown as string[]);
    for (const keys of keyLists) keys.push('cle_ajoutee');
    let withNewKey: typeof template;
    try {
      expect(PRICE_KEYS).toContain('cle_ajoutee');
      withNewKey = synthesizeStack().template;
    } finally {
      for (const keys of keyLists) keys.pop();
    }
    expect(settingsOf(withNewKey)).toHaveLength(Object.keys(DEPLOY_SETTINGS).length);
    expect(settingsOf(withNewKey)).toEqual(settingsOf(template));
  });

  it('takes no context value into them: a deploy given the old -c stripePrices / -c discord synthesizes the same values', () => {
    const withContext = synthesizeStack({
      context: {
        stripePrices: JSON.stringify(Object.fromEntries(PRICE_KEYS.map((key) => [key, `price_${key}`]))),
        discord: JSON.stringify({ clientId: '100000000000000001', guildId: '100000000000000002', roles: { gratuit: '200000000000000001', premium: '200000000000000002', expert: '200000000000000003' } }),
      },
    }).template;
    expect(settingsOf(withContext)).toHaveLength(Object.keys(DEPLOY_SETTINGS).length);
    expect(settingsOf(withContext)).toEqual(settingsOf(template));
    expect(JSON.stringify(withContext.toJSON())).not.toContain('price_premium_monthly');
    const config = readDeploymentConfig(new App({ context: cdkContext({ stripePrices: '{}', discord: '{}' }) }).node, {});
    expect(Object.keys(config)).not.toEqual(expect.arrayContaining(['stripePrices']));
    expect(Object.keys(config)).not.toEqual(expect.arrayContaining(['discord']));
  });

  it('names them to the functions that read them, each with a read grant on its own parameter', () => {
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const idOf = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as never);
    const variablesOf = (fn: AppFunction) => (functions[idOf(fn)]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const parameterReads = (fn: AppFunction) =>
      JSON.stringify(
        resourcesOf('AWS::IAM::Policy')
          .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: idOf(fn.role as never) }]))
          .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement)
          .filter((statement) => [statement.Action].flat().includes('ssm:GetParameter')),
      );
    for (const fn of [stack.api.functions.get('account')!, stack.events.consumers.get('discord-roles')!]) {
      expect(variablesOf(fn)).toMatchObject({ DISCORD_IDS_PARAMETER: { Ref: idOf(stack.discord.ids) } });
      expect(variablesOf(fn)).not.toHaveProperty('DISCORD_ROLES');
      expect(parameterReads(fn)).toContain(idOf(stack.discord.ids));
    }
    const payments = stack.api.functions.get('payments')!;
    expect(variablesOf(payments)).toMatchObject({ STRIPE_PRICES_PARAMETER: { Ref: idOf(stack.payments.ids) } });
    expect(parameterReads(payments)).toContain(idOf(stack.payments.ids));
    expect(parameterReads(payments)).not.toContain(idOf(stack.discord.ids));
  });
});

describe('e-mail that leaves (SES and Cognito)', () => {
  it('gives the domain identity a MAIL FROM subdomain and outputs every DNS record to publish: three DKIM CNAMEs, MX, SPF, DMARC', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'lameute.fr',
      MailFromAttributes: { MailFromDomain: 'envoi.lameute.fr', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const outputs = Object.entries(template.toJSON().Outputs as Record<string, { Value: unknown }>).filter(([key]) => key.startsWith('MailDnsRecord'));
    const shown = outputs.map(([, output]) => JSON.stringify(output.Value));
    const identity = stack.getLogicalId(stack.outbound.identity.node.defaultChild as never);
    for (const n of [1, 2, 3]) {
      expect(shown).toContainEqual(expect.stringMatching(new RegExp(`${identity}","DkimDNSTokenName${n}".* CNAME .*${identity}","DkimDNSTokenValue${n}"`)));
    }
    expect(shown).toContainEqual(expect.stringContaining('envoi.lameute.fr MX 10 feedback-smtp.eu-west-3.amazonses.com'));
    expect(shown).toContainEqual(expect.stringContaining('envoi.lameute.fr TXT \\"v=spf1 include:amazonses.com ~all\\"'));
    expect(shown).toContainEqual(expect.stringContaining('_dmarc.lameute.fr TXT \\"v=DMARC1; p=none;\\"'));
    expect(outputs).toHaveLength(6);
  });

  it('keeps Cognito’s sender until the domain is verified (Cognito refuses an unverified identity), then sends through SES from it', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' } });
    const verified = synthesizeStack({ context: { mailDomainVerified: 'true', mailDomain: 'lameute.example' } });
    verified.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'La Meute <bonjour@lameute.example>',
        SourceArn: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':ses:eu-west-3:'), Match.stringLikeRegexp(':identity/lameute.example$')])] },
      },
    });
    verified.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'lameute.example' });
  });

  it('outputs what the preflight reads (scripts/preflight): the mail domain, Cognito’s sender, the pool and the alarm topic', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    for (const key of Object.values(STACK_OUTPUTS)) expect(outputs).toHaveProperty(key);
    expect([outputs.MailDomain?.Value, outputs.CognitoMail?.Value]).toEqual(['lameute.fr', 'COGNITO_DEFAULT']);
  });

  it('refuses a mailDomainVerified that is not true or false', () => {
    expect(() => readDeploymentConfig(new App({ context: { mailDomainVerified: 'yes' } }).node, {})).toThrow(/mailDomainVerified/);
  });
});
