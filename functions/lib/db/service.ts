import { Entity, Service, type Schema } from 'electrodb';
import { config } from '../config';
import { dynamo } from './client';
import { models, type Models } from './models';

/** One ElectroDB entity per model of `models`, under the same names and with the same precise types. */
type EntitiesOf<M> = { [K in keyof M]: M[K] extends Schema<infer A, infer F, infer C> ? Entity<A, F, C, M[K]> : never };

function createService() {
  const client = dynamo();
  const table = config().TABLE_NAME;
  // Object.fromEntries loses the names' pairing with their types; EntitiesOf restores it, key for key.
  const entities = Object.fromEntries(
    Object.entries(models).map(([name, model]) => [name, new Entity(model as Schema<string, string, string>, { client, table })]),
  ) as unknown as EntitiesOf<Models>;
  return new Service(entities, { client, table });
}

export type Db = ReturnType<typeof createService>;

let service: Db | undefined;

/** The ElectroDB service over the single table, created once per container. */
export function db(): Db {
  service ??= createService();
  return service;
}
