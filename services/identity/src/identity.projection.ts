import { defineInlineProjection } from '@meridian/eventstore';
import { CUSTOMER_EVENT_TYPES } from './customers/customer.events';
import { projectCustomerEvent, resetCustomerReadModels } from './customers/customers.projection';
import type { StaffEvent } from './staff/staff.decider';
import { projectStaffEvent, resetStaffReadModels } from './staff/staff.projection';

const staffEvents: Record<StaffEvent['type'], true> = { StaffMemberCreated: true, StaffMemberUpdated: true, StaffSessionOpened: true, StaffSessionClosed: true };

/** Customers' and staff's read models, in the append's transaction of every identity stream. */
export const identityProjection = defineInlineProjection({
  name: 'identity',
  owner: 'identity',
  canHandle: [...CUSTOMER_EVENT_TYPES, ...Object.keys(staffEvents)],
  handle: async (events, client) => {
    // Read models only: what identity publishes, CustomerStore writes to the outbox.
    for (const event of events) {
      await projectCustomerEvent(event, client);
      await projectStaffEvent(event, client);
    }
  },
  reset: async (client) => {
    await resetCustomerReadModels(client);
    await resetStaffReadModels(client);
  },
});
