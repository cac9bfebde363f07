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
 * table), from identity's published registrations; with `withAreaCode`, also the phone's calling code
 * (an `area_code` column), which decides the jurisdiction until a country is verified.
 */
export function customerLabelsSubscription(consumer: string, table: string, { withAreaCode = false } = {}): LabelSubscription {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  return {
    consumer,
    sources: [IDENTITY_SOURCE],
    types: [IdentityIntegrationEvents.customerRegistered],
    handle: async (event, tx) => {
      const data = parseCustomerRegisteredV1(event.data);
      if (withAreaCode) {
        await tx.query(
          `INSERT INTO ${table} (customer_id, account, kind, area_code) VALUES ($1, $2, $3, $4)
           ON CONFLICT (customer_id) DO UPDATE SET account = EXCLUDED.account, kind = EXCLUDED.kind, area_code = EXCLUDED.area_code`,
          [data.customerId, data.account, data.kind, data.areaCode ?? null],
        );
        return;
      }
      await tx.query(
        `INSERT INTO ${table} (customer_id, account, kind) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id) DO UPDATE SET account = EXCLUDED.account, kind = EXCLUDED.kind`,
        [data.customerId, data.account, data.kind],
      );
    },
  };
}
