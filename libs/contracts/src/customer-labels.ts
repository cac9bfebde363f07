import { IDENTITY_SOURCE, IdentityIntegrationEvents, parseCustomerRegisteredV1 } from './identity.v1';

/** The part of a bus subscription this needs (kept structural so contracts depend on no transport). */
export interface LabelSubscription {
  consumer: string;
  sources: string[];
  types: string[];
  handle: (event: { data: unknown }, tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }) => Promise<void>;
}

/**
 * How a service keeps the names its staff screens show (`customer_id`, `account`, `kind` in its own
 * table), from identity's published registrations.
 */
export function customerLabelsSubscription(consumer: string, table: string): LabelSubscription {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  return {
    consumer,
    sources: [IDENTITY_SOURCE],
    types: [IdentityIntegrationEvents.customerRegistered],
    handle: async (event, tx) => {
      const data = parseCustomerRegisteredV1(event.data);
      await tx.query(
        `INSERT INTO ${table} (customer_id, account, kind) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id) DO UPDATE SET account = EXCLUDED.account, kind = EXCLUDED.kind`,
        [data.customerId, data.account, data.kind],
      );
    },
  };
}
