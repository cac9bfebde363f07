import { Injectable } from '@nestjs/common';
import type { LooseningRules } from '@meridian/decider';
import { DomainError } from '@meridian/decider';
import type { ProposalView } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { TradingControlProposals } from '../../perpetuals/admin/trading-control-proposals';
import { feeRatePpm, feeRateText, MAX_SPOT_FEE_PPM } from '../domain/spot-fee-rates';
import { SpotCoreService } from '../spot-core.service';

/** The spot books' fee rates as a controlled setting: decimal fractions of what the customer receives. */
export interface SpotFeeSetting {
  makerRate: string;
  takerRate: string;
}

/**
 * A lower fee rate loosens a control, as a lower contract fee does (`CONTRACT_TERMS_LOOSER`): the
 * platform gives away revenue it has priced in (at zero, wash trading runs free), so a second finance
 * or admin member confirms it. A higher rate applies at once, and only to orders accepted after it:
 * an order keeps the rates it was accepted under, so a customer's resting order never pays more than
 * the rate it was placed at (docs/security.md, "Insider: four eyes").
 */
export const SPOT_FEES_LOOSER: LooseningRules<SpotFeeSetting> = { makerRate: 'lower', takerRate: 'lower' };

export const SPOT_FEES_SETTING = 'spot-fees';
/** One set of rates for every spot book (the setting id its proposals name). */
export const SPOT_FEES_ID = 'default';

/** Staff change the spot fee rates through trading's control proposals (a cut waits for a second member). */
@Injectable()
export class ConfigureSpotFeesHandler {
  constructor(
    private readonly core: SpotCoreService,
    private readonly proposals: TradingControlProposals,
  ) {
    proposals.registerCoreSetting<SpotFeeSetting>(SPOT_FEES_SETTING, {
      looser: SPOT_FEES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: async () => this.setting(),
      submit: (_id, { makerRate, takerRate }, change) => this.core.submit({ type: 'ConfigureSpotFees', makerRate, takerRate, ...change }),
    });
  }

  /** The rates new orders pay, the highest staff may set, and who changed them last (null: the defaults). */
  view() {
    const fees = this.core.state.feeRates();
    return {
      id: SPOT_FEES_ID,
      makerRate: feeRateText(fees.makerPpm),
      takerRate: feeRateText(fees.takerPpm),
      maxRate: feeRateText(MAX_SPOT_FEE_PPM),
      updatedAt: fees.changedAt,
      updatedBy: fees.changedBy,
    };
  }

  /** A higher rate applies at once; a lower one is answered as a proposal a second finance or admin member confirms. */
  async change(staff: StaffPrincipal, requested: SpotFeeSetting, reason: string): Promise<{ fees: ReturnType<ConfigureSpotFeesHandler['view']>; proposal: ProposalView | null }> {
    if (reason.trim() === '') throw new DomainError('review.reasonRequired');
    // Checked and written the core's way before anything applies: `0.0010` and `0.001` are one rate.
    const setting = { makerRate: this.normalised(requested.makerRate), takerRate: this.normalised(requested.takerRate) };
    const proposal = await this.proposals.change(SPOT_FEES_SETTING, SPOT_FEES_ID, staff, setting, reason.trim());
    return { fees: this.view(), proposal };
  }

  private setting(): SpotFeeSetting {
    const { makerRate, takerRate } = this.view();
    return { makerRate, takerRate };
  }

  private normalised(rate: string): string {
    return feeRateText(feeRatePpm(typeof rate === 'string' ? rate.trim() : rate));
  }
}
