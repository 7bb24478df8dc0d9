import { routes } from '../../shared/contract/routes';
import { routeEntries, routeExamples } from './support/route-examples';

/** The examples the authorization test sends must be valid calls, or it would test validation instead. */
describe('exemples de requêtes du contrat', () => {
  test('chaque route a un exemple', () => {
    expect(Object.keys(routeExamples).sort()).toEqual(Object.keys(routes).sort());
  });

  test.each(routeEntries)('%s : l’exemple respecte les schémas de la route', (name, route) => {
    const example = routeExamples[name] as { body?: unknown; query?: unknown; params?: unknown };
    for (const part of ['body', 'query', 'params'] as const) {
      const schema = route[part];
      if (schema) expect(schema.safeParse(example[part] ?? (part === 'body' ? undefined : {})).error).toBeUndefined();
      else expect(example[part]).toBeUndefined();
    }
  });
});
