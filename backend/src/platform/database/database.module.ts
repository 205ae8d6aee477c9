import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken, getEntityManagerToken } from '@nestjs/typeorm';
import type { Database } from './database';

/** Closes the DataSource, then the embedded server, when the application closes. */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(private readonly database: Database) {}
  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

/**
 * Provides an already opened (migrated, seeded) DataSource under @nestjs/typeorm's tokens, so feature modules use
 * `TypeOrmModule.forFeature([Entity])` and `@InjectRepository(Entity)` as usual. One place owns its shutdown.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: Database): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: getDataSourceToken(), useValue: database.dataSource },
        { provide: getEntityManagerToken(), useValue: database.dataSource.manager },
        { provide: DatabaseLifecycle, useFactory: () => new DatabaseLifecycle(database) },
      ],
      exports: [getDataSourceToken(), getEntityManagerToken()],
    };
  }
}
