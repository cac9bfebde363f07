import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError } from '@meridian/http';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
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

@Injectable()
export class OptionTradingService {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standings: CustomerStandings,
  ) {}

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

  async restrict(staffId: string, countries: string[], reason: string) {
    try {
      await this.core.submit({ type: 'RestrictOptionCountries', countries, staffId, reason, at: this.clock.now().toISOString() });
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
    return this.restrictions();
  }

  /** Accepted now, while the market trades: the strike is the first tick after this moment. */
  async place(customerId: string, body: PlaceOptionRequestDto) {
    const symbol = body.symbol.toUpperCase();
    if (!this.market.isTrading(symbol, this.clock.now())) throw AppError.badInput('contracts.marketClosed');
    const optionId = randomUUID();
    try {
      const standing = await this.standings.of(customerId);
      const { country, demo } = standing;
      // Real money stakes at most what the verification level and the risk profile allow (docs/kyc.md).
      const cap = commitmentCaps(standing).optionStake;
      if (cap && isDecimalText(body.amount) && Decimal.parse(body.amount).compare(Decimal.parse(cap.max)) > 0)
        throw AppError.badInput(cap.by === 'verification' ? 'options.stakeTierLimit' : 'options.stakeRiskLimit', { max: cap.max });
      await this.core.submit({
        type: 'PlaceOption',
        optionId,
        ownerId: customerId,
        symbol,
        direction: body.direction,
        seconds: body.seconds,
        amount: body.amount,
        jurisdiction: { country, demo },
        at: this.clock.now().toISOString(),
      });
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
    return presentOption(this.core.state.option(optionId)!);
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
