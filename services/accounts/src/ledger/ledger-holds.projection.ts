import type { ClientBase } from 'pg';
import type { RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerEvent, parseAccount } from '@meridian/ledger';
import { accountsReadModels } from '../accounts.read-models';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { LedgerHold } from './read-models/ledger-hold.entity';

const holdsOn = async (client: ClientBase) => (await accountsReadModels.on(client)).getRepository(LedgerHold);

/** Pending holds by the account they came from, so "frozen" is one indexed sum. */
export async function projectLedgerHolds(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('ledger-')) return;
  const event = decodeLedgerEvent({ type: recorded.type, data: recorded.data }, FUNDING_ASSETS);
  switch (event.type) {
    case 'HoldPlaced': {
      const parsed = parseAccount(event.data.from);
      await (await holdsOn(client)).insert({
        holdId: event.data.holdId,
        account: event.data.from,
        customerId: parsed.type === 'user' ? parsed.customerId : null,
        asset: event.data.amount.asset.code,
        amount: event.data.amount.minor.toString(),
        status: 'pending',
        placedAt: new Date(event.data.at),
      });
      return;
    }
    case 'HoldPosted':
    case 'HoldVoided':
      await (await holdsOn(client)).update(event.data.holdId, { status: event.type === 'HoldPosted' ? 'posted' : 'voided', resolvedAt: new Date(event.data.at) });
      return;
    case 'EntryPosted':
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown ledger event ${JSON.stringify(unknown)}`);
    }
  }
}
