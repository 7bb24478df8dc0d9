import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Data } from '../../infra/constructs/data';
import { Schedules } from '../../infra/constructs/schedules';
import { jobs } from '../../shared/jobs/catalogue';
import { projectRoot } from './fixture';

/** Issue 21: a job that reads the team (the morning digest) may list the pool's groups; the other jobs may not. */
describe('jobs that read the team', () => {
  const build = { projectRoot, code: 'inline', logLevel: 'INFO' } as const;
  // Any existing handler stands in for a job: the code is an inline stub here.
  const entry = 'functions/system/handler.ts' as const;

  it('the digest reads the team; the due-by warning does not', () => {
    expect(jobs['staff-digest']).toMatchObject({ cron: '0 8 * * *', readsTeam: true });
    expect(jobs['ticket-due-soon']).toMatchObject({ cron: '*/15 * * * *' });
    expect(jobs['ticket-due-soon']?.readsTeam).toBeUndefined();
  });

  it('grants ListUsersInGroup on the pool and gives the pool id to those jobs alone', () => {
    const stack = new Stack(new App(), 'TeamJobs', { env: { region: 'eu-west-3' } });
    const userPool = new UserPool(stack, 'Pool');
    const schedules = new Schedules(stack, 'Schedules', {
      build,
      data: new Data(stack, 'Data'),
      userPool,
      jobs: {
        digest: { cron: '0 8 * * *', summary: 'Reads the team', entry, table: 'write', readsTeam: true },
        warning: { cron: '*/15 * * * *', summary: 'Reads tickets only', entry, table: 'write' },
      },
    });
    const template = Template.fromStack(stack);
    const id = (name: string) => stack.getLogicalId(schedules.jobs.get(name)!.node.defaultChild as CfnElement);
    const poolId = { Ref: stack.getLogicalId(userPool.node.defaultChild as CfnElement) };

    template.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ USER_POOL_ID: poolId }) } });
    const functions = template.findResources('AWS::Lambda::Function');
    expect(functions[id('digest')]?.Properties.Environment.Variables.USER_POOL_ID).toEqual(poolId);
    expect(functions[id('warning')]?.Properties.Environment.Variables.USER_POOL_ID).toBeUndefined();

    const listsTeam = (statement: { Action: string | string[] }) => [statement.Action].flat().includes('cognito-idp:ListUsersInGroup');
    const policiesOf = (name: string) =>
      Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
        (policy.Properties.Roles as Array<{ Ref: string }>).some(({ Ref }) => Ref === (functions[id(name)]?.Properties.Role['Fn::GetAtt'] as string[])[0]),
      );
    const statements = (name: string) => policiesOf(name).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>);
    expect(statements('digest').some(listsTeam)).toBe(true);
    expect(statements('warning').some(listsTeam)).toBe(false);
  });

  it('refuses a job that reads the team without the pool', () => {
    const stack = new Stack(new App(), 'NoPool', { env: { region: 'eu-west-3' } });
    expect(
      () =>
        new Schedules(stack, 'Schedules', {
          build,
          data: new Data(stack, 'Data'),
          jobs: { digest: { cron: '0 8 * * *', summary: 'Reads the team', entry, table: 'write', readsTeam: true } },
        }),
    ).toThrow(/user pool/);
  });
});
