import type { ClientBase } from 'pg';
import type { RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerEvent, parseAccount } from '@meridian/ledger';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';

/** Pending holds by the account they came from, so "frozen" is one indexed sum. */
export async function projectLedgerHolds(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('ledger-')) return;
  const event = decodeLedgerEvent({ type: recorded.type, data: recorded.data }, FUNDING_ASSETS);
  switch (event.type) {
    case 'HoldPlaced': {
      const parsed = parseAccount(event.data.from);
      await client.query(
        `INSERT INTO ledger_holds (hold_id, account, customer_id, asset, amount, status, placed_at) VALUES ($1, $2, $3, $4, $5::numeric, 'pending', $6)`,
        [event.data.holdId, event.data.from, parsed.type === 'user' ? parsed.customerId : null, event.data.amount.asset.code, event.data.amount.minor.toString(), event.data.at],
      );
      return;
    }
    case 'HoldPosted':
    case 'HoldVoided':
      await client.query(`UPDATE ledger_holds SET status = $2, resolved_at = $3 WHERE hold_id = $1`, [
        event.data.holdId,
        event.type === 'HoldPosted' ? 'posted' : 'voided',
        event.data.at,
      ]);
      return;
    case 'EntryPosted':
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown ledger event ${JSON.stringify(unknown)}`);
    }
  }
}
