import type { DataSourceOptions } from 'typeorm';
import { ActorSubscriber } from '../platform/database/actor';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** The one DataSource configuration: PostgreSQL (a server or the embedded PGlite socket), migrations only. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Names the actor of every transaction for the history triggers (platform/database/actor.ts).
    subscribers: [ActorSubscriber],
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
  };
}
