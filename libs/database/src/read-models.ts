import type { ClientBase, Pool } from 'pg';
import { DataSource, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/** A class TypeORM maps to a table. */
type EntityClass = abstract new (...args: never[]) => object;

/** What a read model is read or written through: the process's pool, or the connection of a transaction under way. */
export type ReadModelConnection = Pick<ClientBase, 'query'>;

/** Its pool is never asked for: every query runner here is handed the connection it works on. */
function NoPool(): never {
  throw new Error('read models run on the connection they are given, never on a pool of their own');
}

/**
 * A service's read models as TypeORM entities (docs/architecture.md, "Read models are TypeORM entities").
 * `on(connection)` answers an EntityManager that works on the connection given: in a projection, the
 * append's transaction (its writes commit or roll back with the events); in a query, the pool.
 *
 * The entities' metadata is built once, without a connection of its own, so the same read models
 * serve every process, a rebuild from the log and a test's database alike. The manager never begins,
 * commits or releases anything: the transaction belongs to whoever began it (the event store or the
 * bus's inbox), and so does the connection.
 */
export class ReadModels {
  private metadata?: Promise<DataSource>;

  constructor(readonly entities: readonly EntityClass[]) {}

  async on(connection: ReadModelConnection): Promise<EntityManager> {
    const queryRunner = (await this.built()).createQueryRunner();
    // The query runner's own connection and transaction state: set, so that it neither takes a
    // connection from a pool nor wraps a save in a transaction of its own.
    Object.assign(queryRunner, { databaseConnection: connection, isTransactionActive: true });
    return queryRunner.manager;
  }

  /** A projection's `reset`: empties the tables of the entities given, in that order (children before parents). */
  emptied(...entities: EntityClass[]): (client: ReadModelConnection) => Promise<void> {
    return async (client) => {
      const models = await this.on(client);
      for (const entity of entities) await models.createQueryBuilder().delete().from(entity).execute();
    };
  }

  /** The DataSource the entities' metadata lives in; it never connects (see `NoPool`). */
  private built(): Promise<DataSource> {
    this.metadata ??= (async () => {
      const dataSource = new DataSource({ type: 'postgres', driver: { Pool: NoPool }, entities: [...this.entities], logging: false });
      await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
      return dataSource;
    })();
    return this.metadata;
  }
}

/**
 * The statements that would bring the database's tables to the entities, empty when they agree: a
 * test runs it after the migrations, so an entity and the migration that made its table cannot drift.
 * Tables no entity names are left out of the comparison. The DataSource is left as it is, never
 * destroyed: TypeORM's destroy would end the pool, which is the caller's.
 */
export async function entityDrift(pool: Pool, models: ReadModels): Promise<string[]> {
  function SharedPool(): Pool {
    return pool;
  }
  const dataSource = new DataSource({
    type: 'postgres',
    driver: { Pool: SharedPool },
    entities: [...models.entities],
    logging: false,
  });
  await dataSource.initialize();
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((query) => query.query);
}

/**
 * Changes one row under a lock on it, or makes it when there is none: for a row two kinds of message
 * add to (a customer's verification tiers), where an upsert would overwrite what the other brought.
 * Two first rows at once collide on the key; the loser's transaction fails and its message is retried
 * (the bus retries a handler until it succeeds), and it then finds the row to merge into.
 */
export async function mergeRow<Entity extends object>(
  rows: Repository<Entity>,
  key: FindOptionsWhere<Entity> & Partial<Entity>,
  merged: (held: Entity | null) => Partial<Entity>,
): Promise<void> {
  const held = await rows.findOne({ where: key, lock: { mode: 'pessimistic_write' } });
  if (held) await rows.update(key, merged(held) as QueryDeepPartialEntity<Entity>);
  else await rows.insert({ ...key, ...merged(null) } as QueryDeepPartialEntity<Entity>);
}
