import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError, type AnswerWithEffect } from '@meridian/http';
import { CLOCK, PG_POOL, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { OPTION_RESTRICTIONS_LOOSER, TradingControlProposals } from '../admin/trading-control-proposals';
import { MarketDataService } from '../../market/market-data.service';
import { ContractCoreService } from '../contract-core.service';
import { ContractRejection } from '../domain/contract-core.types';
import type { OptionView } from '../domain/option-book';
import { Decimal } from '@meridian/money';
import { EU_AND_UK } from '../domain/jurisdiction';
import type { PlaceOptionRequestDto } from './option.dto';
import { commitmentCaps, CustomerStandings } from '../customer-standing';

const HISTORY_LIMIT = 100;

/** An option as its owner reads it: everything but the owner. */
const presentOption = ({ ownerId: _ownerId, ...option }: OptionView) => option;
export type PresentedOption = ReturnType<typeof presentOption>;

@Injectable()
export class OptionTradingService {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standings: CustomerStandings,
    private readonly proposals: TradingControlProposals,
  ) {
    // Four eyes (docs/security.md): taking a country off the list waits for a second admin or compliance member.
    proposals.register<{ countries: string[] }>('option-restrictions', {
      looser: OPTION_RESTRICTIONS_LOOSER,
      confirmRoles: ['admin', 'compliance'],
      read: async () => ({ countries: [...this.core.state.refusedOptionCountries()] }),
      apply: (_id, { countries }, by) => this.submitRestriction(countries, by.staffId, by.proposalId ? `${by.reason} (proposal ${by.proposalId} by ${by.proposerId})` : by.reason),
    });
  }

  products() {
    return this.core.state.allOptionTerms();
  }

  /** Whether real-money options are offered to this customer, and why not when they are not. */
  async eligibility(customerId: string) {
    const { country, basis, demo } = await this.standings.of(customerId);
    const refused = country !== null && !demo && this.core.state.refusedOptionCountries().includes(country);
    return { offered: !refused, country, basis, demo };
  }

  /** The staff setting: where real-money options are refused, with the EU and UK list for convenience. */
  restrictions() {
    return { id: 'current', countries: [...this.core.state.refusedOptionCountries()], euAndUk: [...EU_AND_UK] };
  }

  /** Adding a country applies at once; removing one becomes a proposal (`proposal` in the answer). */
  async restrict(staff: StaffPrincipal, countries: string[], reason: string) {
    const requested = { countries: [...new Set(countries.map((c) => c.trim().toUpperCase()))] };
    const proposal = await this.proposals.change('option-restrictions', 'current', staff, requested, reason);
    return { restrictions: this.restrictions(), proposal };
  }

  private async submitRestriction(countries: string[], staffId: string, reason: string): Promise<void> {
    try {
      await this.core.submit({ type: 'RestrictOptionCountries', countries, staffId, reason, at: this.clock.now().toISOString() });
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
  }

  /**
   * Accepted now, while the market trades: the strike is the first tick after this moment. The answer
   * is the option as the command left it in the core; with `answer` it is recorded under the request
   * id in the group commit of the command's event (a retry after a crash gets it back).
   */
  async place(customerId: string, body: PlaceOptionRequestDto, answer?: AnswerWithEffect<PresentedOption>) {
    const symbol = body.symbol.toUpperCase();
    if (!this.market.isTrading(symbol, this.clock.now())) throw AppError.badInput('contracts.marketClosed');
    const optionId = randomUUID();
    let placed: PresentedOption | undefined;
    const present = () => (placed = presentOption(this.core.state.option(optionId)!));
    try {
      const standing = await this.standings.of(customerId);
      const { country, demo } = standing;
      // Real money stakes at most what the verification level and the risk profile allow (docs/kyc.md).
      const cap = commitmentCaps(standing).optionStake;
      if (cap && isDecimalText(body.amount) && Decimal.parse(body.amount).compare(Decimal.parse(cap.max)) > 0)
        throw AppError.badInput(cap.by === 'verification' ? 'options.stakeTierLimit' : 'options.stakeRiskLimit', { max: cap.max });
      await this.core.submit(
        {
          type: 'PlaceOption',
          optionId,
          ownerId: customerId,
          symbol,
          direction: body.direction,
          seconds: body.seconds,
          amount: body.amount,
          jurisdiction: { country, demo },
          at: this.clock.now().toISOString(),
        },
        answer ? { requestId: answer.claim.requestId } : {},
        answer ? { claim: answer.claim, httpStatus: answer.httpStatus, answer: () => answer.body(present()) } : undefined,
      );
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
    return placed ?? present();
  }

  /** Waiting ones live from the core, settled ones from the read model, newest first. */
  async orders(customerId: string, status: 'pending' | 'history') {
    if (status === 'pending') {
      return this.core.state
        .optionsOf(customerId)
        .filter((option) => option.status === 'waiting')
        .sort((a, b) => (a.acceptedAt < b.acceptedAt ? 1 : -1))
        .map(presentOption);
    }
    const { rows } = await this.pool.query<{ view: OptionView }>(
      `SELECT view FROM contract_options WHERE owner_id = $1 AND status = 'settled' ORDER BY settled_at DESC LIMIT $2`,
      [customerId, HISTORY_LIMIT],
    );
    return rows.map((row) => presentOption(row.view));
  }
}

const isDecimalText = (text: string) => /^\d+(\.\d+)?$/.test(text);
