import type { ClientBase } from 'pg';
import type { Projection, RecordedEvent } from '@meridian/eventstore';
import { assetOf, Money } from '@meridian/money';
import { FUNDING_ASSETS } from './catalogue/asset-catalogue';
import type { DepositEvent } from './deposits/domain/deposit.decider';
import type { DepositChannelEvent } from './settings/domain/deposit-channel';
import type { WalletBookEvent } from './wallet-book/domain/wallet-book.decider';
import type { WithdrawalEvent } from './withdrawals/domain/withdrawal.decider';

const minor = (coin: string, amount: string) => Money.parse(assetOf(coin, FUNDING_ASSETS), amount).minor.toString();
const idOf = (streamId: string, prefix: string) => streamId.slice(prefix.length);

async function projectDeposit(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  const id = idOf(recorded.streamId, 'deposit-');
  const event = { type: recorded.type, data: recorded.data } as DepositEvent;
  switch (event.type) {
    case 'DepositRequested': {
      const d = event.data;
      await client.query(
        `INSERT INTO deposits (id, customer_id, coin, chain, amount, tx_hash, remark, proof_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, 'pending', $9)`,
        [id, d.customerId, d.coin, d.chain, minor(d.coin, d.amount), d.txHash, d.remark, d.proof?.proofId ?? null, d.at],
      );
      return;
    }
    case 'DepositApproved':
      await client.query(
        `UPDATE deposits SET status = $5, approvals = approvals || $6::jsonb, reviewed_by = $2, reviewed_at = $3, note = $4 WHERE id = $1`,
        [id, event.data.staffId, event.data.at, event.data.note, event.data.final === false ? 'approving' : 'completed', JSON.stringify([{ staff_id: event.data.staffId, note: event.data.note, at: event.data.at }])],
      );
      return;
    case 'DepositRejected':
      await client.query(`UPDATE deposits SET status = 'rejected', reviewed_by = $2, reviewed_at = $3, reason = $4 WHERE id = $1`, [id, event.data.staffId, event.data.at, event.data.reason]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown deposit event ${JSON.stringify(unknown)}`);
    }
  }
}

async function projectWithdrawal(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  const id = idOf(recorded.streamId, 'withdrawal-');
  const event = { type: recorded.type, data: recorded.data } as WithdrawalEvent;
  switch (event.type) {
    case 'WithdrawalRequested': {
      const d = event.data;
      await client.query(
        `INSERT INTO withdrawals (id, customer_id, method, coin, chain, address, memo, bank, amount, fee, receive, hold_id, dual_approval,
           review_hold_until, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12, $13, $14, 'pending', $15)`,
        [id, d.customerId, d.method, d.coin, d.chain, d.address, d.memo, d.bank ? JSON.stringify(d.bank) : null, minor(d.coin, d.amount), minor(d.coin, d.fee), minor(d.coin, d.receive), d.holdId, d.dualApproval, d.reviewHoldUntil, d.at],
      );
      return;
    }
    case 'WithdrawalApproved':
      await client.query(
        `UPDATE withdrawals SET status = $2, approvals = approvals || $3::jsonb, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`,
        [id, event.data.final ? 'completed' : 'approving', JSON.stringify([{ staff_id: event.data.staffId, note: event.data.note, at: event.data.at }]), event.data.staffId, event.data.at],
      );
      return;
    case 'WithdrawalRejected':
      await client.query(`UPDATE withdrawals SET status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1`, [id, event.data.reason, event.data.staffId, event.data.at]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown withdrawal event ${JSON.stringify(unknown)}`);
    }
  }
}

async function projectDepositChannel(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as DepositChannelEvent;
  const [coin, chain] = idOf(recorded.streamId, 'settings-deposit-channel-').split('-') as [string, string];
  await client.query(
    `INSERT INTO deposit_channels (coin, chain, address, memo, enabled, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (coin, chain) DO UPDATE SET address = EXCLUDED.address, memo = EXCLUDED.memo, enabled = EXCLUDED.enabled,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [coin, chain, event.data.address, event.data.memo, event.data.enabled, event.data.staffId, event.data.at],
  );
}

async function projectWalletBook(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  const customerId = idOf(recorded.streamId, 'wallet-book-');
  const event = { type: recorded.type, data: recorded.data } as WalletBookEvent;
  switch (event.type) {
    case 'WithdrawalAddressAdded': {
      const d = event.data;
      await client.query(
        `INSERT INTO withdrawal_addresses (id, customer_id, coin, chain, address, memo, remark, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.addressId, customerId, d.coin, d.chain, d.address, d.memo, d.remark, d.at],
      );
      return;
    }
    case 'WithdrawalAddressRemoved':
      await client.query('DELETE FROM withdrawal_addresses WHERE id = $1', [event.data.addressId]);
      return;
    case 'BankCardAdded': {
      const { cardId, at, ...details } = event.data;
      await client.query(`INSERT INTO bank_cards (id, customer_id, details, created_at) VALUES ($1, $2, $3, $4)`, [cardId, customerId, JSON.stringify(details), at]);
      return;
    }
    case 'BankCardRemoved':
      await client.query('DELETE FROM bank_cards WHERE id = $1', [event.data.cardId]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown wallet book event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Read models of the funding streams; inline in their append and rebuildable from the log. */
export async function projectFundingEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  const stream = recorded.streamId;
  if (stream.startsWith('deposit-')) return projectDeposit(recorded, client);
  if (stream.startsWith('withdrawal-')) return projectWithdrawal(recorded, client);
  if (stream.startsWith('settings-deposit-channel-')) return projectDepositChannel(recorded, client);
  if (stream.startsWith('wallet-book-')) return projectWalletBook(recorded, client);
}

/** Empties funding's read models for a rebuild from the log. */
export async function resetFundingReadModels(client: ClientBase): Promise<void> {
  await client.query('DELETE FROM deposits');
  await client.query('DELETE FROM withdrawals');
  await client.query('DELETE FROM deposit_channels');
  await client.query('DELETE FROM withdrawal_addresses');
  await client.query('DELETE FROM bank_cards');
}

export const fundingProjection: Projection = {
  name: 'accounts-funding',
  handle: projectFundingEvent,
  reset: resetFundingReadModels,
};
