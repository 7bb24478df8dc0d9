import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { DEPLOY_SETTINGS, missingKeys, type DeploySettingId } from '../../shared/deploy-settings';
import { config } from './config';
import { HttpError } from './http/errors';
import { logger } from './logger';
import { once } from './once';

/** The stores' answer for a name that does not exist (SSM, Secrets Manager): the operator has nothing to fill yet. */
const NOT_FOUND = new Set(['ParameterNotFound', 'ResourceNotFoundException']);

const providers = once(async () => {
  const { AWS_REGION, SECRETS_MANAGER_ENDPOINT, SSM_ENDPOINT } = config();
  return {
    parameter: new SSMProvider({ clientConfig: { region: AWS_REGION, ...(SSM_ENDPOINT ? { endpoint: SSM_ENDPOINT } : {}) } }),
    secret: new SecretsProvider({ clientConfig: { region: AWS_REGION, ...(SECRETS_MANAGER_ENDPOINT ? { endpoint: SECRETS_MANAGER_ENDPOINT } : {}) } }),
  };
});

/**
 * Deploy-time settings (shared/deploy-settings.ts), each read from the store its environment variable names, as their
 * JSON objects. While any key of any of them is absent or still the placeholder (or a name or a store's entry is
 * missing), it logs at error level each setting concerned, by name, with its missing keys, and answers the
 * catalogue's 503: a request gets a clear French refusal, a consumer's message fails and is retried. Always read from
 * the store (no provider cache): the caller keeps filled values for the container's life (`once`), so a placeholder
 * met once is read again on the next call, and what the operator puts is taken without a deployment.
 */
export async function readDeploySettings<I extends DeploySettingId>(names: Readonly<Record<I, string | undefined>>): Promise<Record<I, unknown>> {
  const read = await Promise.all(
    (Object.entries(names) as Array<[I, string | undefined]>).map(async ([id, name]) => {
      const setting = DEPLOY_SETTINGS[id];
      const text = name ? await fetchText(setting.store, name) : undefined;
      return { id, name: name ?? setting.name, store: setting.store, text, missing: missingKeys(setting, text) };
    }),
  );
  const unfilled = read.filter(({ missing }) => missing.length > 0);
  for (const { id, name, store, missing } of unfilled) logger.error('Configuration à renseigner après le déploiement', { setting: id, [store]: name, missingKeys: missing });
  if (unfilled.length > 0) throw new HttpError('SERVICE_NOT_CONFIGURED');
  return Object.fromEntries(read.map(({ id, text }) => [id, JSON.parse(text!) as unknown])) as Record<I, unknown>;
}

async function fetchText(store: 'parameter' | 'secret', name: string): Promise<string | undefined> {
  try {
    const { parameter, secret } = await providers();
    const value = store === 'parameter' ? await parameter.get(name, { forceFetch: true }) : await secret.get(name, { forceFetch: true });
    return typeof value === 'string' ? value : undefined;
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof Error && NOT_FOUND.has(cause.name)) return undefined;
    throw error;
  }
}
