import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mainStackName } from '../infra/stacks';

/**
 * `npm run migrate:dogs -- --profile <p> [--region r]` (issue 25): the one-off migration of a deployed table to several
 * dogs, run once by the operator after the deploy that brings them (infra/README.md, deploy checklist). Every member's
 * single dog profile becomes their first dog ('1') with its completions (functions/dogs/migrate-dogs.ts,
 * `migrateAllDogs`: one member at a time, each move a create-if-absent + delete). It is idempotent: a second run, or
 * one stopped half-way and started again, moves only what is left. Nothing depends on it having run (a member's first
 * read migrates them), it only leaves no legacy item behind. The table is the stack's `TableName` output.
 */
const usage = 'npm run migrate:dogs -- --profile <profil AWS> [--region <région>]';
const { values } = parseArgs({ options: { profile: { type: 'string' }, region: { type: 'string' }, help: { type: 'boolean', default: false } } });
if (values.help || !values.profile) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
// The region the stack is deployed in (cdk.json), unless told otherwise.
const context = (JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as { context: { region?: string } }).context;
const region = values.region ?? context.region ?? 'eu-west-3';
const stack = mainStackName('prod');

const { Stacks = [] } = await new CloudFormationClient({ profile: values.profile, region }).send(new DescribeStacksCommand({ StackName: stack }));
const table = Stacks[0]?.Outputs?.find(({ OutputKey }) => OutputKey === 'TableName')?.OutputValue;
if (!table) {
  console.error(`La pile ${stack} n’a pas de sortie TableName dans ${region} : déployez-la d’abord (npm run deploy).`);
  process.exit(1);
}
// The functions' DynamoDB client reads its table, region and credentials from the environment (functions/lib/config.ts).
Object.assign(process.env, { TABLE_NAME: table, AWS_REGION: region, AWS_PROFILE: values.profile });
const { db } = await import('../functions/lib/db/service');
const { migrateAllDogs } = await import('../functions/dogs/migrate-dogs');

console.log(`Migration des chiens de ${table} (${region})…`);
const totals = await migrateAllDogs(db(), new Date().toISOString(), (line) => console.log(line));
console.log(`Terminé : ${totals.members} membres parcourus, ${totals.profilesMoved} profils devenus leur premier chien, ${totals.validationsMoved} validations rattachées à ce chien.`);
