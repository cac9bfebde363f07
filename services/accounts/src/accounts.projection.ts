import { defineInlineProjection } from '@meridian/eventstore';
import { ACCOUNTS_PROJECTED_EVENT_TYPES } from './accounts-event-types';
import { projectFundingEvent, resetFundingReadModels } from './funding.projection';
import { projectLedgerEvent, resetLedgerReadModels } from './ledger/ledger-balances.projection';
import { projectLedgerHolds } from './ledger/ledger-holds.projection';

/** The ledger's and funding's read models, in the append's transaction of every accounts stream. */
export const accountsProjection = defineInlineProjection({
  name: 'accounts',
  owner: 'accounts',
  canHandle: ACCOUNTS_PROJECTED_EVENT_TYPES,
  handle: async (events, client) => {
    // Read models only: the CustomerUpdated push is written by the use case that appends (customer-updates.ts).
    for (const event of events) {
      await projectLedgerEvent(event, client);
      await projectLedgerHolds(event, client);
      await projectFundingEvent(event, client);
    }
  },
  reset: async (client) => {
    await resetLedgerReadModels(client);
    await resetFundingReadModels(client);
  },
});
