/** Written at build time by web/vite/api-endpoints.ts from the contract (shared/contract/routes.ts). */
declare module 'virtual:api-endpoints' {
  // An ambient module may not import by relative path: its types name the contract through import() types.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  type RouteDefinition = import('../../../../shared/contract/route').RouteDefinition;
  type RouteName = import('../../../../shared/contract/routes').RouteName;
  /* eslint-enable @typescript-eslint/consistent-type-imports */

  export type Endpoint = Pick<RouteDefinition, 'method' | 'path' | 'access'>;
  export const endpoints: Record<RouteName, Endpoint>;
}
