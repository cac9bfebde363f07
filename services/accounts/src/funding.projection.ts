import type { ClientBase } from 'pg';
import { projectionOf, streamProjection, type ProjectedStream, type Projection, type RecordedEvent } from '@meridian/eventstore';
import { assetOf, Money } from '@meridian/money';
import { accountsReadModels } from './accounts.read-models';
import { FUNDING_ASSETS } from './catalogue/asset-catalogue';
import { Deposit } from './deposits/read-models/deposit.entity';
import { DepositChannel } from './settings/read-models/deposit-channel.entity';
import { BankCard } from './wallet-book/read-models/bank-card.entity';
import { WithdrawalAddress } from './wallet-book/read-models/withdrawal-address.entity';
import { Withdrawal } from './withdrawals/read-models/withdrawal.entity';
import type { DepositEvent } from './deposits/domain/deposit.decider';
import type { DepositChannelEvent } from './settings/domain/deposit-channel';
import type { WalletBookEvent } from './wallet-book/domain/wallet-book.decider';
import type { WithdrawalEvent } from './withdrawals/domain/withdrawal.decider';

const minor = (coin: string, amount: string) => Money.parse(assetOf(coin, FUNDING_ASSETS), amount).minor.toString();

const modelsOf = (client: ProjectedStream['client']) => accountsReadModels.on(client);

const deposits = streamProjection<DepositEvent>('deposit-', {
  DepositRequested: async (d, { id, client }) => {
    const row = { id, customerId: d.customerId, coin: d.coin, chain: d.chain, amount: minor(d.coin, d.amount), txHash: d.txHash, remark: d.remark, proofId: d.proof?.proofId ?? null, status: 'pending' as const, createdAt: new Date(d.at) };
    await (await modelsOf(client)).getRepository(Deposit).insert(row);
  },
  DepositApproved: async ({ staffId, note, final, at }, { id, client }) => {
    const deposits = (await modelsOf(client)).getRepository(Deposit);
    const { approvals } = await deposits.findOneByOrFail({ id });
    const status = final === false ? 'approving' : 'completed';
    await deposits.update(id, { status, approvals: [...approvals, { staff_id: staffId, note, at }], reviewedBy: staffId, reviewedAt: new Date(at), note });
  },
  DepositRejected: async ({ staffId, reason, at }, { id, client }) => {
    await (await modelsOf(client)).getRepository(Deposit).update(id, { status: 'rejected', reviewedBy: staffId, reviewedAt: new Date(at), reason });
  },
});

const withdrawals = streamProjection<WithdrawalEvent>('withdrawal-', {
  WithdrawalRequested: async (d, { id, client }) => {
    const amounts = { amount: minor(d.coin, d.amount), fee: minor(d.coin, d.fee), receive: minor(d.coin, d.receive) };
    const destination = { method: d.method, coin: d.coin, chain: d.chain, address: d.address, memo: d.memo, bank: d.bank };
    const review = { holdId: d.holdId, dualApproval: d.dualApproval, reviewHoldUntil: d.reviewHoldUntil ? new Date(d.reviewHoldUntil) : null, status: 'pending' as const };
    await (await modelsOf(client)).getRepository(Withdrawal).insert({ id, customerId: d.customerId, ...destination, ...amounts, ...review, createdAt: new Date(d.at) });
  },
  WithdrawalApproved: async ({ staffId, note, final, at }, { id, client }) => {
    const withdrawals = (await modelsOf(client)).getRepository(Withdrawal);
    const { approvals } = await withdrawals.findOneByOrFail({ id });
    const status = final ? 'completed' : 'approving';
    await withdrawals.update(id, { status, approvals: [...approvals, { staff_id: staffId, note, at }], reviewedBy: staffId, reviewedAt: new Date(at) });
  },
  WithdrawalRejected: async ({ staffId, reason, at }, { id, client }) => {
    await (await modelsOf(client)).getRepository(Withdrawal).update(id, { status: 'rejected', reason, reviewedBy: staffId, reviewedAt: new Date(at) });
  },
});

/** A channel's stream is named by its coin and chain: `settings-deposit-channel-USDT-TRC20`. */
const depositChannels = streamProjection<DepositChannelEvent>('settings-deposit-channel-', {
  DepositChannelConfigured: async ({ address, memo, enabled, staffId, at }, { id, client }) => {
    const [coin, chain] = id.split('-') as [string, string];
    await (await modelsOf(client)).getRepository(DepositChannel).upsert({ coin, chain, address, memo, enabled, updatedBy: staffId, updatedAt: new Date(at) }, ['coin', 'chain']);
  },
});

const walletBooks = streamProjection<WalletBookEvent>('wallet-book-', {
  WithdrawalAddressAdded: async (d, { id, client }) => {
    const address = { id: d.addressId, customerId: id, coin: d.coin, chain: d.chain, address: d.address, memo: d.memo, remark: d.remark, createdAt: new Date(d.at) };
    await (await modelsOf(client)).getRepository(WithdrawalAddress).insert(address);
  },
  WithdrawalAddressRemoved: async ({ addressId }, { client }) => {
    await (await modelsOf(client)).getRepository(WithdrawalAddress).delete({ id: addressId });
  },
  BankCardAdded: async ({ cardId, at, ...details }, { id, client }) => {
    await (await modelsOf(client)).getRepository(BankCard).insert({ id: cardId, customerId: id, details, createdAt: new Date(at) });
  },
  BankCardRemoved: async ({ cardId }, { client }) => {
    await (await modelsOf(client)).getRepository(BankCard).delete({ id: cardId });
  },
});

const funding = projectionOf(deposits, withdrawals, depositChannels, walletBooks);

/** Read models of the funding streams; inline in their append and rebuildable from the log. */
export const projectFundingEvent = (recorded: RecordedEvent, client: ClientBase): Promise<void> => funding.handle([recorded], client);

/** Empties funding's read models for a rebuild from the log. */
export const resetFundingReadModels = accountsReadModels.emptied(Deposit, Withdrawal, DepositChannel, WithdrawalAddress, BankCard);

export const fundingProjection: Projection = {
  name: 'accounts-funding',
  handle: projectFundingEvent,
  reset: resetFundingReadModels,
};
