import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { ReceivingAccountEvent } from './domain/receiving-account.decider';
import { c2cReadModels } from '../c2c.read-models';
import { ReceivingAccount } from './read-models/receiving-account.entity';

const accountsOn = async (client: ProjectedStream['client']) => (await c2cReadModels.on(client)).getRepository(ReceivingAccount);

/** The registry as staff read it and support matches from it; written inline with each event. */
const receivingAccountEvents = streamProjection<ReceivingAccountEvent>('c2c-receiving-account-', {
  ReceivingAccountProposed: async ({ fiat, accountName, accountNumber, bankName, bankAddress, reason, staffId, at }, { id, client }) => {
    const row = { accountId: id, fiat, accountName, accountNumber, bankName, bankAddress, status: 'proposed' as const, proposedBy: staffId, proposedAt: new Date(at), reason };
    await (await accountsOn(client)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  ReceivingAccountConfirmed: async ({ staffId, at }, { id, client }) => {
    await (await accountsOn(client)).update(id, { status: 'active', confirmedBy: staffId, confirmedAt: new Date(at) });
  },
  ReceivingAccountRetired: async ({ staffId, reason, at }, { id, client }) => {
    await (await accountsOn(client)).update(id, { status: 'retired', retiredBy: staffId, retiredAt: new Date(at), retireReason: reason });
  },
});

export const receivingAccountsProjection = defineInlineProjection({
  name: 'c2c-receiving-accounts',
  owner: 'c2c',
  ...receivingAccountEvents,
  reset: c2cReadModels.emptied(ReceivingAccount),
});
