import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { chainOf } from '../../catalogue/asset-catalogue';
import { DomainError } from '../../domain-error';
import { depositChannelDecider, depositChannelStream, type DepositChannel } from '../domain/deposit-channel';
import { FundingSettingsService, type DepositChannelView } from '../funding-settings.service';

/** A channel's id is its coin and chain: `USDT-TRC20`. */
const channelStream = (id: string) => {
  const [coin, chain] = id.split('-');
  return depositChannelStream(coin!, chain!);
};

/** Finance sets the platform's receiving address of a coin on a chain, checked with the chain's rules, and opens or closes it. */
@Injectable()
export class ConfigureDepositChannelHandler {
  private readonly configure;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly settings: FundingSettingsService,
  ) {
    this.configure = commandHandling({ store, clock, decider: depositChannelDecider, streamOf: channelStream });
  }

  async execute(staff: StaffPrincipal, id: string, channel: DepositChannel): Promise<DepositChannelView> {
    const [coin, chain] = id.split('-');
    if (!chainOf(coin ?? '', chain ?? '')) throw new DomainError('request.notFound');
    await this.configure(id, { type: 'ConfigureDepositChannel', data: { ...channel, coin: coin!, chain: chain!, staffId: staff.staffId } }, { metadata: { staffId: staff.staffId } });
    return (await this.settings.depositChannels()).find((c) => c.id === id)!;
  }
}
