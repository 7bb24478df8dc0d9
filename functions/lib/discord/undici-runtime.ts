/**
 * What `@discordjs/rest` imports from `undici`, taken from the Lambda runtime's own globals (Node's fetch is undici):
 * bundling the package would add 900 KB to each function that talks to Discord, over the 1 MB budget. The deployed
 * bundles alias `undici` to this module (infra/constructs/app-function.ts); the REST clients are given `fetch` as
 * their `makeRequest` (functions/lib/discord/discord.ts), so undici's own `request` is never needed.
 */
export const FormData = globalThis.FormData;
export const Headers = globalThis.Headers;
export function request(): never {
  throw new Error('undici.request is not bundled: give the REST client makeRequest: fetch');
}
