import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { EVENT_STORE, type StaffPrincipal } from '@meridian/runtime';
import { COINS, chainOf } from '../catalogue/asset-catalogue';
import { FundingStore } from '../funding-store';
import { changeControlledSetting, type ChangeOutcome } from './control-proposals';
import { depositChannelDecider, depositChannelStream, type DepositChannel } from './deposit-channel';
import { withdrawalRulesDecider, withdrawalRulesStream, type WithdrawalRules } from './withdrawal-rules';

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

/** Finance staff's settings: deposit channels (address per coin and chain) and the withdrawal rules. */
@Injectable()
export class FundingSettingsService {
  constructor(
    private readonly funding: FundingStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async withdrawalRules(): Promise<WithdrawalRules> {
    return foldEvents(withdrawalRulesDecider, await this.store.readStream(withdrawalRulesStream()));
  }

  /** The rules and when staff last changed them (null: still the defaults of a fresh install). */
  async withdrawalRulesAsChanged(): Promise<{ rules: WithdrawalRules; changedAt: string | null }> {
    const events = await this.store.readStream(withdrawalRulesStream());
    return { rules: foldEvents(withdrawalRulesDecider, events), changedAt: events.at(-1)?.recordedAt ?? null };
  }

  /**
   * What tightens (or keeps) a control applies at once; what loosens one (a higher dual-approval
   * threshold, a shorter review hold, a higher limit, a lower fee...) becomes a proposal that takes
   * effect when another finance or admin staff member confirms it (settings/control-proposals.ts).
   */
  async changeWithdrawalRules(staff: StaffPrincipal, rules: WithdrawalRules, reason = ''): Promise<ChangeOutcome<WithdrawalRules>> {
    return this.funding.transaction((tx) => changeControlledSetting(tx, 'withdrawal-rules', 'default', staff, rules, reason));
  }

  /** Every coin and chain of the catalogue, configured or not. */
  async depositChannels(): Promise<DepositChannelView[]> {
    const { rows } = await this.funding.pool.query<{ coin: string; chain: string; address: string; memo: string; enabled: boolean; updated_by: string | null; updated_at: Date }>(
      'SELECT * FROM deposit_channels',
    );
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
          updated_by: row?.updated_by ?? null,
          updated_at: row?.updated_at.toISOString() ?? null,
        };
      }),
    );
  }

  async configureDepositChannel(staff: StaffPrincipal, id: string, channel: DepositChannel): Promise<DepositChannelView> {
    const [coin, chain] = id.split('-');
    if (!chainOf(coin ?? '', chain ?? '')) throw new AppError('request.notFound', 404, 404);
    await this.funding.transaction((tx) =>
      tx.run(depositChannelStream(coin!, chain!), depositChannelDecider, { type: 'ConfigureDepositChannel', data: { ...channel, coin: coin!, chain: chain!, staffId: staff.staffId }, metadata: { now: tx.now } }, { staffId: staff.staffId }),
    );
    return (await this.depositChannels()).find((c) => c.id === id)!;
  }
}
