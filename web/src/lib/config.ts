import type { RuntimeConfig } from '../../../shared/contract/runtime-config';

let loading: Promise<unknown> | undefined;
let checked: Promise<RuntimeConfig> | undefined;

/**
 * Fetches `/config.json` once, started at start-up without holding the first render: only the API client and
 * Amplify need it, and they wait for it. Nothing environment-specific is compiled into the bundle.
 */
export function loadConfig(): Promise<unknown> {
  loading ??= fetch('/config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  return loading;
}

/**
 * The runtime configuration, checked against the shared schema on first call (which loads zod, so zod stays out of
 * the first load of every page).
 */
export function config(): Promise<RuntimeConfig> {
  checked ??= Promise.all([loadConfig(), import('../../../shared/contract/runtime-config')]).then(([fetched, { runtimeConfigSchema }]) =>
    runtimeConfigSchema.parse(fetched),
  );
  return checked;
}

/**
 * One value of `/config.json` as fetched, before the schema checked it: for a caller that must not wait for zod
 * (the API client); a malformed value reads as absent.
 */
export async function uncheckedConfigValue(key: keyof RuntimeConfig): Promise<unknown> {
  const fetched = await loadConfig();
  return typeof fetched === 'object' && fetched !== null ? (fetched as Record<string, unknown>)[key] : undefined;
}
