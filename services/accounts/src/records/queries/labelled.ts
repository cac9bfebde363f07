import type { SelectQueryBuilder } from 'typeorm';
import { accountsReadModels } from '../../accounts.read-models';
import type { Db } from '../../funding-store';
import { CustomerLabel } from '../read-models/customer-label.entity';

/** A request (a deposit, a withdrawal) with the name staff screens show for its customer, as `label`. */
export type Labelled<Row> = Row & { label?: CustomerLabel | null };

/** Rows of a request table as `r`, each with its customer's label where identity has published one. */
export async function labelled<Row extends { customerId: string }>(db: Db, entity: new () => Row): Promise<SelectQueryBuilder<Labelled<Row>>> {
  const query = (await accountsReadModels.on(db)).getRepository(entity).createQueryBuilder('r');
  return query.leftJoinAndMapOne('r.label', CustomerLabel, 'l', 'l.customerId = r.customerId') as SelectQueryBuilder<Labelled<Row>>;
}
