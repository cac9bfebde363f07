import { Injectable } from '@nestjs/common';
import type { ProposalView } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_RATE_LOOSER, checkC2cRate, c2cRateDecider, c2cRateStream, type C2cRate } from '../domain/c2c-rate';
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
  constructor(
    private readonly rates: C2cRatesQuery,
    private readonly proposals: C2cControlProposals,
  ) {
    proposals.registerStream(C2C_RATE_SETTING, {
      looser: C2C_RATE_LOOSER,
      confirmRoles: ['admin', 'finance'],
      decider: c2cRateDecider,
      streamOf: c2cRateStream,
      read: (fiat) => this.rates.rate(fiat),
      commandOf: (fiat, rate, by) => ({ type: 'PublishC2cRate' as const, data: { fiat, rate, ...by } }),
    });
  }

  async change(
    staff: StaffPrincipal,
    fiat: string,
    rate: C2cRate,
    reason: string,
  ): Promise<C2cRateAsChanged & { proposal: ProposalView | null }> {
    // Checked whole before anything applies: a proposal never carries a rate the decider refuses.
    checkC2cRate(rate);
    const proposal = await this.proposals.change(C2C_RATE_SETTING, fiat, staff, rate, reason);
    return { ...(await this.rates.asChanged(fiat)), proposal };
  }
}
