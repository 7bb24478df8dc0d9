import { runtimeConfigSchema, type RuntimeConfig } from '../../../shared/contract/runtime-config';

let current: RuntimeConfig | undefined;

/** Fetches and validates `/config.json` once, at start-up. Nothing environment-specific is compiled into the bundle. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  current = runtimeConfigSchema.parse(await response.json());
  return current;
}

/** The runtime configuration; only valid after `loadConfig()` resolved (main.tsx awaits it before rendering). */
export function config(): RuntimeConfig {
  if (!current) throw new Error('La configuration n’est pas encore chargée');
  return current;
}
