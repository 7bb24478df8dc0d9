import type { RuntimeConfig } from '../../../shared/contract/runtime-config';

let fetched: unknown;
let checked: Promise<RuntimeConfig> | undefined;

/**
 * Fetches `/config.json` once, at start-up. Nothing environment-specific is compiled into the bundle.
 * The shared schema checks it when a module loaded on demand first needs it (`config()`), so zod stays out of
 * the first load of every page.
 */
export async function loadConfig(): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  fetched = await response.json();
}

/** The runtime configuration, checked against the shared schema on first call (which loads zod). */
export function config(): Promise<RuntimeConfig> {
  checked ??= import('../../../shared/contract/runtime-config').then(({ runtimeConfigSchema }) => runtimeConfigSchema.parse(fetched));
  return checked;
}

/**
 * One value of `/config.json` as fetched, before the schema checked it: only for a start-up decision that must not
 * wait for zod and reads a malformed value as absent (whether Amplify may hold a session).
 */
export function uncheckedConfigValue(key: keyof RuntimeConfig): unknown {
  return typeof fetched === 'object' && fetched !== null ? (fetched as Record<string, unknown>)[key] : undefined;
}
