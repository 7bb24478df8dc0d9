import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { mainStackName } from '../../infra/stacks';
import { awsPorts } from './aws-ports';
import { describeFinding, okSummary, runPreflight, type Language } from './checks';

/**
 * `npm run preflight -- --profile <p> [--region r] [--lang fr|en]` (issue 20, item 4): the last step of the deploy
 * checklist (README). Read-only AWS calls; prints what is still missing, one line each, and exits 1, or prints a short
 * summary and exits 0.
 */
const usage = 'npm run preflight -- --profile <profil AWS> [--region <région>] [--lang fr|en]';
const { values } = parseArgs({
  options: { profile: { type: 'string' }, region: { type: 'string' }, lang: { type: 'string', default: 'fr' }, help: { type: 'boolean', default: false } },
});
if (values.help || !values.profile || (values.lang !== 'fr' && values.lang !== 'en')) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
const lang: Language = values.lang;
// The region and stage the stack is deployed with (cdk.json), unless told otherwise.
const context = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: { region?: string } }).context;
const region = values.region ?? context.region ?? 'eu-west-3';
const stack = mainStackName('prod');

const findings = await runPreflight(awsPorts({ profile: values.profile, region, stack }), { stack });
if (findings.length === 0) {
  console.log(`✔ ${okSummary(lang, stack)}`);
} else {
  for (const finding of findings) console.log(`✘ ${describeFinding(finding, lang)}`);
  process.exitCode = 1;
}
