import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { AppFunction } from '../../infra/constructs/app-function';
import { synthesizeStack } from './fixture';

/** The one test that runs esbuild on the real entries, as `npm run synth` and `cdk deploy` do. */
describe('function bundles (esbuild, local, no Docker)', () => {
  const { app, stack, template } = synthesizeStack({ functionCode: 'bundle' });
  const assembly = app.synth();
  const functions = template.findResources('AWS::Lambda::Function');
  const appFunctions = stack.node.findAll().filter((construct): construct is AppFunction => construct instanceof AppFunction);

  const bundleDir = (fn: AppFunction): string => {
    const code = functions[stack.getLogicalId(fn.node.defaultChild as CfnElement)]?.Properties.Code as { S3Key: string };
    return path.join(assembly.directory, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
  };

  it('bundles every function of the stack', () => {
    expect(appFunctions.length).toBeGreaterThanOrEqual(8);
  });

  it.each(appFunctions.map((fn) => [fn.node.path, fn] as const))('%s: minified ESM with require shim, source map, AWS SDK left to the runtime, ≤ 1 MB', (_path, fn) => {
    const dir = bundleDir(fn);
    const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);")).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
    expect(statSync(path.join(dir, 'index.mjs.map')).size).toBeGreaterThan(0);
    expect(code).toMatch(/export\s*\{[^}]*\bas handler\b|export\s*\{\s*handler\b/);
    // Minified: whole modules per line (unminified esbuild output averages well under 100 characters a line).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    expect(code).not.toContain('@smithy/smithy-client');
    expect(statSync(path.join(dir, 'index.mjs')).size).toBeLessThanOrEqual(1024 * 1024);
  });
});
