import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { ProposalView, SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { C2C_RATE_LOOSER, checkC2cRate, c2cRateDecider, c2cRateStream, type C2cRate, type C2cRateCommand, type C2cRateEvent } from '../domain/c2c-rate';
import { C2cControlProposals } from '../c2c-control-proposals';
import { C2cRatesQuery, type C2cRateAsChanged } from '../queries/c2c-rates.query';

export const C2C_RATE_SETTING = 'c2c-rate';

/**
 * Finance publishes a currency's rate and order limits (docs/c2c.md). What tightens (a higher rate,
 * narrower limits, the currency closed) applies at once; what loosens is a proposal a second finance
 * or admin member confirms (`/admin/proposals/c2c`). An order placed meanwhile freezes the rate in force.
 */
@Injectable()
export class PublishC2cRateHandler {
  private readonly publish: ExecuteCommand<C2cRateCommand, C2cRateEvent, C2cRate>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly rates: C2cRatesQuery,
    private readonly proposals: C2cControlProposals,
  ) {
    this.publish = commandHandling({ store, clock, decider: c2cRateDecider, streamOf: c2cRateStream });
    proposals.register<C2cRate>(C2C_RATE_SETTING, {
      looser: C2C_RATE_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: (fiat) => this.rates.rate(fiat),
      apply: (fiat, rate, by) => this.apply(fiat, rate, by),
    });
  }

  async change(staff: StaffPrincipal, fiat: string, rate: C2cRate, reason: string): Promise<C2cRateAsChanged & { proposal: ProposalView | null }> {
    // Checked whole before anything applies: a proposal never carries a rate the decider refuses.
    checkC2cRate(rate);
    const proposal = await this.proposals.change(C2C_RATE_SETTING, fiat, staff, rate, reason);
    return { ...(await this.rates.asChanged(fiat)), proposal };
  }

  private async apply(fiat: string, rate: C2cRate, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    await this.publish(fiat, { type: 'PublishC2cRate', data: { fiat, rate, staffId, reason, ...proposal } }, { metadata: { staffId, ...proposal } });
  }
}
