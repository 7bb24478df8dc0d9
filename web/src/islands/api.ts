import { endpoints } from 'virtual:api-endpoints';

type RouteName = keyof typeof endpoints;

let config: Promise<Record<string, unknown>> | undefined;

/** `/config.json`, fetched once (the API's address, the site's facts); `{}` when it cannot be read. */
export function runtimeConfig(): Promise<Record<string, unknown>> {
  config ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : {}))
    .then((value) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}))
    .catch(() => ({}));
  return config;
}

/**
 * A GET of the API by the contract's route name (web/vite/api-endpoints.ts), with the member's access token when
 * given; null when it fails: a static page then keeps what it shows without the data.
 */
export async function getApi<T>(name: RouteName, token?: string | null): Promise<T | null> {
  try {
    const apiUrl = (await runtimeConfig()).apiUrl;
    if (typeof apiUrl !== 'string') return null;
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${endpoints[name].path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
