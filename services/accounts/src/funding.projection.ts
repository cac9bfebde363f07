import type { ClientBase } from 'pg';
import { emptyTables, projectionOf, streamProjection, type Projection, type RecordedEvent } from '@meridian/eventstore';
import { assetOf, Money } from '@meridian/money';
import { FUNDING_ASSETS } from './catalogue/asset-catalogue';
import type { DepositEvent } from './deposits/domain/deposit.decider';
import type { DepositChannelEvent } from './settings/domain/deposit-channel';
import type { WalletBookEvent } from './wallet-book/domain/wallet-book.decider';
import type { WithdrawalEvent } from './withdrawals/domain/withdrawal.decider';

const minor = (coin: string, amount: string) => Money.parse(assetOf(coin, FUNDING_ASSETS), amount).minor.toString();

const deposits = streamProjection<DepositEvent>('deposit-', {
  DepositRequested: (d, { id, client }) =>
    client.query(
      `INSERT INTO deposits (id, customer_id, coin, chain, amount, tx_hash, remark, proof_id, status, created_at)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, 'pending', $9)`,
      [id, d.customerId, d.coin, d.chain, minor(d.coin, d.amount), d.txHash, d.remark, d.proof?.proofId ?? null, d.at],
    ),
  DepositApproved: ({ staffId, note, final, at }, { id, client }) =>
    client.query(
      `UPDATE deposits SET status = $5, approvals = approvals || $6::jsonb, reviewed_by = $2, reviewed_at = $3, note = $4 WHERE id = $1`,
      [id, staffId, at, note, final === false ? 'approving' : 'completed', JSON.stringify([{ staff_id: staffId, note, at }])],
    ),
  DepositRejected: ({ staffId, reason, at }, { id, client }) =>
    client.query(`UPDATE deposits SET status = 'rejected', reviewed_by = $2, reviewed_at = $3, reason = $4 WHERE id = $1`, [id, staffId, at, reason]),
});

const withdrawals = streamProjection<WithdrawalEvent>('withdrawal-', {
  WithdrawalRequested: (d, { id, client }) =>
    client.query(
      `INSERT INTO withdrawals (id, customer_id, method, coin, chain, address, memo, bank, amount, fee, receive, hold_id, dual_approval,
         review_hold_until, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12, $13, $14, 'pending', $15)`,
      [id, d.customerId, d.method, d.coin, d.chain, d.address, d.memo, d.bank ? JSON.stringify(d.bank) : null, minor(d.coin, d.amount), minor(d.coin, d.fee), minor(d.coin, d.receive), d.holdId, d.dualApproval, d.reviewHoldUntil, d.at],
    ),
  WithdrawalApproved: ({ staffId, note, final, at }, { id, client }) =>
    client.query(
      `UPDATE withdrawals SET status = $2, approvals = approvals || $3::jsonb, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`,
      [id, final ? 'completed' : 'approving', JSON.stringify([{ staff_id: staffId, note, at }]), staffId, at],
    ),
  WithdrawalRejected: ({ staffId, reason, at }, { id, client }) =>
    client.query(`UPDATE withdrawals SET status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1`, [id, reason, staffId, at]),
});

/** A channel's stream is named by its coin and chain: `settings-deposit-channel-USDT-TRC20`. */
const depositChannels = streamProjection<DepositChannelEvent>('settings-deposit-channel-', {
  DepositChannelConfigured: ({ address, memo, enabled, staffId, at }, { id, client }) => {
    const [coin, chain] = id.split('-') as [string, string];
    return client.query(
      `INSERT INTO deposit_channels (coin, chain, address, memo, enabled, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (coin, chain) DO UPDATE SET address = EXCLUDED.address, memo = EXCLUDED.memo, enabled = EXCLUDED.enabled,
         updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [coin, chain, address, memo, enabled, staffId, at],
    );
  },
});

const walletBooks = streamProjection<WalletBookEvent>('wallet-book-', {
  WithdrawalAddressAdded: (d, { id, client }) =>
    client.query(
      `INSERT INTO withdrawal_addresses (id, customer_id, coin, chain, address, memo, remark, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [d.addressId, id, d.coin, d.chain, d.address, d.memo, d.remark, d.at],
    ),
  WithdrawalAddressRemoved: ({ addressId }, { client }) => client.query('DELETE FROM withdrawal_addresses WHERE id = $1', [addressId]),
  BankCardAdded: ({ cardId, at, ...details }, { id, client }) =>
    client.query(`INSERT INTO bank_cards (id, customer_id, details, created_at) VALUES ($1, $2, $3, $4)`, [cardId, id, JSON.stringify(details), at]),
  BankCardRemoved: ({ cardId }, { client }) => client.query('DELETE FROM bank_cards WHERE id = $1', [cardId]),
});

const funding = projectionOf(deposits, withdrawals, depositChannels, walletBooks);

/** Read models of the funding streams; inline in their append and rebuildable from the log. */
export const projectFundingEvent = (recorded: RecordedEvent, client: ClientBase): Promise<void> => funding.handle([recorded], client);

/** Empties funding's read models for a rebuild from the log. */
export const resetFundingReadModels = emptyTables('deposits', 'withdrawals', 'deposit_channels', 'withdrawal_addresses', 'bank_cards');

export const fundingProjection: Projection = {
  name: 'accounts-funding',
  handle: projectFundingEvent,
  reset: resetFundingReadModels,
};
