import { routeKeyOf, type RouteDefinition } from '../../shared/contract/route';

export interface RouteMatch {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  segments: string[];
  /** Literal segments count: API Gateway prefers `/fiches/stats` over `/fiches/{id}`. */
  literals: number;
}

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const splitPath = (path: string) => path.split('/').slice(1);

/** API Gateway's route selection for the contract's routes: exact method, `{param}` segments, most specific first. */
export function createRouteMatcher(routes: readonly RouteDefinition[]): (method: string, path: string) => RouteMatch | undefined {
  const compiled: CompiledRoute[] = routes
    .map((route) => {
      const segments = splitPath(route.path);
      return { route, segments, literals: segments.filter((segment) => !isParameter(segment)).length };
    })
    .sort((a, b) => b.literals - a.literals);

  return (method, path) => {
    const requested = splitPath(path);
    for (const { route, segments } of compiled) {
      if (route.method !== method || segments.length !== requested.length) continue;
      const pathParameters: Record<string, string> = {};
      const matches = segments.every((segment, i) => {
        const value = requested[i] ?? '';
        if (!isParameter(segment)) return segment === value;
        if (value === '') return false;
        pathParameters[segment.slice(1, -1)] = safeDecode(value);
        return true;
      });
      if (matches) return { route, routeKey: routeKeyOf(route), pathParameters };
    }
    return undefined;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
