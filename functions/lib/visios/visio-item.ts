import type { EntityItem } from 'electrodb';
import type { Db } from '../db/service';

/** A visio as stored (ElectroDB item). */
export type VisioItem = EntityItem<Db['entities']['visio']>;
