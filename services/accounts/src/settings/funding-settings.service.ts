import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore, type Queryable } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { accountsReadModels } from '../accounts.read-models';
import { COINS } from '../catalogue/asset-catalogue';
import { FundingStore } from '../funding-store';
import { withdrawalRulesDecider, withdrawalRulesStream, type WithdrawalRules } from './domain/withdrawal-rules';
import { DepositChannel } from './read-models/deposit-channel.entity';

export interface DepositChannelView {
  id: string;
  coin: string;
  chain: string;
  address: string;
  memo: string;
  enabled: boolean;
  min_deposit: string;
  updated_by: string | null;
  updated_at: string | null;
}

/** Finance staff's settings as they stand: deposit channels (address per coin and chain) and the withdrawal rules. */
@Injectable()
export class FundingSettingsService {
  constructor(
    private readonly funding: FundingStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Read on `db`: inside a transaction that holds a lock, its own connection, never a second one from the pool. */
  async withdrawalRules(db?: Queryable): Promise<WithdrawalRules> {
    return foldEvents(withdrawalRulesDecider, await this.store.readStream(withdrawalRulesStream(), 1, db));
  }

  /** The rules and when staff last changed them (null: still the defaults of a fresh install). */
  async withdrawalRulesAsChanged(): Promise<{ rules: WithdrawalRules; changedAt: string | null }> {
    const events = await this.store.readStream(withdrawalRulesStream());
    return { rules: foldEvents(withdrawalRulesDecider, events), changedAt: events.at(-1)?.recordedAt ?? null };
  }

  /** Every coin and chain of the catalogue, configured or not. */
  async depositChannels(): Promise<DepositChannelView[]> {
    const rows = await (await accountsReadModels.on(this.funding.pool)).getRepository(DepositChannel).find();
    return COINS.flatMap((coin) =>
      coin.chains.map((chain) => {
        const row = rows.find((r) => r.coin === coin.asset.code && r.chain === chain.chain);
        return {
          id: `${coin.asset.code}-${chain.chain}`,
          coin: coin.asset.code,
          chain: chain.chain,
          address: row?.address ?? '',
          memo: row?.memo ?? '',
          enabled: row?.enabled ?? false,
          min_deposit: chain.minDeposit,
          updated_by: row?.updatedBy ?? null,
          updated_at: row?.updatedAt.toISOString() ?? null,
        };
      }),
    );
  }
}
