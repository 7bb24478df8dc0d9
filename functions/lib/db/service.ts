import { Entity, Service } from 'electrodb';
import { config } from '../config';
import { dynamo } from './client';
import { models } from './models';

function createService() {
  const client = dynamo();
  const table = config().TABLE_NAME;
  return new Service(
    {
      profile: new Entity(models.profile, { client, table }),
      subscription: new Entity(models.subscription, { client, table }),
      points: new Entity(models.points, { client, table }),
      fiche: new Entity(models.fiche, { client, table }),
      dogProfile: new Entity(models.dogProfile, { client, table }),
      ficheProgress: new Entity(models.ficheProgress, { client, table }),
      pointTransaction: new Entity(models.pointTransaction, { client, table }),
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createService>;

let service: Db | undefined;

/** The ElectroDB service over the single table, created once per container. */
export function db(): Db {
  service ??= createService();
  return service;
}
