import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { kb, printTable } from './stats';

const BUDGET_BYTES = 1024 * 1024;

/**
 * Issue 2 budget: each Lambda bundle ≤ 1 MB minified. Synthesizes the real stack (esbuild bundling as
 * deployed) and measures each function's bundled code in cdk.out.
 */
export async function benchLambdaBundles(root: string): Promise<void> {
  const out = join(root, 'cdk.out');
  execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string; properties?: { templateFile?: string } }> };
  const rows: Array<Record<string, string>> = [];
  for (const artifact of Object.values(manifest.artifacts)) {
    if (artifact.type !== 'aws:cloudformation:stack' || !artifact.properties?.templateFile) continue;
    const template = JSON.parse(readFileSync(join(out, artifact.properties.templateFile), 'utf8')) as {
      Resources: Record<string, { Type: string; Metadata?: Record<string, string> }>;
    };
    for (const [id, resource] of Object.entries(template.Resources)) {
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || !assetPath) continue;
      const file = ['index.mjs', 'index.js'].map((name) => join(out, assetPath, name)).find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (!file) continue;
      const size = statSync(file).size;
      rows.push({ function: id.replace(/[0-9A-F]{8}$/, ''), bundle: kb(size), 'within 1 MB': size <= BUDGET_BYTES ? 'oui' : 'NON' });
    }
  }
  printTable('Lambda bundles (esbuild, minified, as deployed) — budget ≤ 1 MB each', rows);
}
