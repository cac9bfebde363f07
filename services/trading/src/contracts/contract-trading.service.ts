import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError } from '@meridian/http';
import { Decimal, formatDecimalText } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../market/market-data.service';
import { ContractCoreService } from './contract-core.service';
import { commitmentCaps, CustomerStandings } from './customer-standing';
import { PLATFORM } from './domain/contract-core';
import { feeOf, initialMarginOf, liquidationPriceOf, maxLeverageFor, notionalOf, openPriceAt, quantityOf } from './domain/margin-math';
import { ContractRejection, type ContractCommand, type PositionView } from './domain/contract-core.types';
import { livePosition } from './position-live';
import type { ConfigureContractDto } from './admin/configure-contract.dto';
import type { ContractTerms, MaintenanceRule } from './domain/contract-terms';
import { continuousTiers } from './domain/default-contract-terms';
import type { AddMarginRequestDto, ClosePositionRequestDto, OpenPositionRequestDto, TakeProfitStopLossRequestDto } from './position-entry/position.request.dto';

const HISTORY_LIMIT = 100;

/** A position as its owner reads it: the core's view (without the owner) and its live figures. */
export function presentPosition(position: PositionView, mark: Parameters<typeof livePosition>[1]) {
  const { ownerId: _ownerId, ...view } = position;
  return { ...view, ...livePosition(position, mark) };
}

/** The customer's contract calls: each checks what it can, then asks the contract core, which decides. */
@Injectable()
export class ContractTradingService {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standings: CustomerStandings,
  ) {}

  instruments() {
    return this.core.state.allTerms();
  }

  /**
   * What opening would cost at the last recorded tick, before the customer commits: the entry, the
   * margin and fee held, the liquidation price, the most leverage this size allows. The core decides
   * again when the order comes; this only describes it.
   */
  quote(body: OpenPositionRequestDto) {
    const symbol = body.symbol.toUpperCase();
    const terms = this.core.state.termsOf(symbol);
    if (!terms) throw AppError.badInput('contracts.unknownInstrument');
    const tick = this.core.state.markOf(symbol) ?? this.market.lastTick(symbol);
    if (!tick) throw AppError.badInput('contracts.noPrice');
    let lots: Decimal;
    try {
      lots = Decimal.parse(body.lots);
    } catch {
      throw AppError.badInput('field.invalid', { field: 'lots' });
    }
    const entry = body.type === 'limit' && body.price ? Decimal.parse(body.price) : openPriceAt(tick.price, body.side, terms.spread);
    const quantity = quantityOf(lots.toString(), terms);
    const notional = notionalOf(quantity, entry);
    const margin = initialMarginOf(notional, body.leverage);
    const fee = feeOf(notional, terms.openFeeRate);
    const liquidationPrice = quantity.isPositive()
      ? liquidationPriceOf({ side: body.side, quantity: quantity.toString(), entryPrice: entry.toString(), margin: margin.toString(), initialMargin: margin.toString(), terms })
      : null;
    return {
      symbol,
      tick,
      entryPrice: entry.toString(),
      quantity: quantity.toString(),
      notional: notional.rescale(6, 'half-even').toString(),
      margin: margin.toString(),
      openFee: fee.toString(),
      total: margin.add(fee).toString(),
      liquidationPrice,
      maxLeverage: maxLeverageFor(terms, notional),
    };
  }

  async open(customerId: string, body: OpenPositionRequestDto) {
    const symbol = body.symbol.toUpperCase();
    const positionId = randomUUID();
    await this.run({
      type: 'OpenPosition',
      positionId,
      ownerId: customerId,
      symbol,
      side: body.side,
      orderType: body.type,
      price: body.type === 'limit' ? body.price : undefined,
      leverage: body.leverage,
      lots: body.lots,
      takeProfit: body.takeProfit ?? null,
      stopLoss: body.stopLoss ?? null,
      tick: this.tradingTick(symbol),
      ...(await this.marginCap(customerId)),
      at: this.now(),
    });
    return this.present(positionId, customerId);
  }

  /** Real money: the risk profile's cap on one position's margin, carried in the command so a replay decides alike. */
  private async marginCap(customerId: string): Promise<{ maxMargin?: string }> {
    const max = commitmentCaps(await this.standings.of(customerId)).contractMargin;
    return max === null ? {} : { maxMargin: max };
  }

  async close(customerId: string, positionId: string, body: ClosePositionRequestDto) {
    const position = this.own(positionId, customerId);
    await this.run({ type: 'ClosePosition', positionId, ownerId: customerId, lots: body.lots, tick: this.tradingTick(position.symbol), at: this.now() });
    return this.present(positionId, customerId);
  }

  async setTakeProfitStopLoss(customerId: string, positionId: string, body: TakeProfitStopLossRequestDto) {
    const position = this.own(positionId, customerId);
    await this.run({ type: 'SetTakeProfitStopLoss', positionId, ownerId: customerId, takeProfit: body.takeProfit ?? null, stopLoss: body.stopLoss ?? null, tick: this.market.lastTick(position.symbol), at: this.now() });
    return this.present(positionId, customerId);
  }

  async addMargin(customerId: string, positionId: string, body: AddMarginRequestDto) {
    this.own(positionId, customerId);
    await this.run({ type: 'AddMargin', positionId, ownerId: customerId, amount: body.amount, ...(await this.marginCap(customerId)), at: this.now() });
    return this.present(positionId, customerId);
  }

  async cancel(customerId: string, positionId: string) {
    this.own(positionId, customerId);
    await this.run({ type: 'CancelPendingOpen', positionId, ownerId: customerId, at: this.now() });
    return this.present(positionId, customerId);
  }

  /** Open and pending from the core, live; history (closed, cancelled, liquidated) from the read model, newest first. */
  async positions(customerId: string, status: 'open' | 'pending' | 'history' = 'open') {
    if (status !== 'history') {
      return this.core.state
        .positionsOf(customerId)
        .filter((p) => p.status === status)
        .sort((a, b) => (a.openedAt < b.openedAt ? 1 : -1))
        .map((p) => presentPosition(p, this.core.state.markOf(p.symbol) ?? this.market.lastTick(p.symbol)));
    }
    const { rows } = await this.pool.query<{ view: PositionView }>(
      `SELECT view FROM contract_positions WHERE owner_id = $1 AND status IN ('closed', 'cancelled', 'liquidated') ORDER BY closed_at DESC NULLS LAST LIMIT $2`,
      [customerId, HISTORY_LIMIT],
    );
    return rows.map((row) => presentPosition(row.view, undefined));
  }

  /** Every contract's current terms, as staff list them (`id` is the symbol). */
  contractsForStaff() {
    return this.core.state.allTerms().map((terms) => ({ id: terms.symbol, ...terms }));
  }

  contractForStaff(symbol: string) {
    const terms = this.core.state.termsOf(symbol.toUpperCase());
    if (!terms) throw new AppError('request.notFound', 404, 404);
    return { id: terms.symbol, ...terms };
  }

  /** A staff change of terms: what is given replaces the current figure; positions already open keep theirs. */
  async configure(staffId: string, symbol: string, change: ConfigureContractDto) {
    const current = this.contractForStaff(symbol);
    const { id: _id, ...terms } = current;
    const { reason, financingLongRate, financingShortRate, marginTiers, maintenanceShare, ...figures } = change;
    const next: ContractTerms = {
      ...terms,
      ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
      financing: { ...terms.financing, ...(financingLongRate !== undefined ? { longRate: financingLongRate } : {}), ...(financingShortRate !== undefined ? { shortRate: financingShortRate } : {}) },
      maintenance: changedMaintenance(terms.maintenance, marginTiers, maintenanceShare),
    };
    await this.run({ type: 'ConfigureContract', terms: next, staffId, reason, at: this.now() });
    return this.contractForStaff(symbol);
  }

  /** What staff watch: the house's net exposure per instrument and the platform accounts contracts move. */
  house() {
    const live = this.core.state.livePositions();
    const minor = (account: string) => formatDecimalText(this.core.state.balance(account), 6);
    return {
      instruments: this.core.state.allTerms().map((terms) => {
        const net = this.core.state.netExposure(terms.symbol);
        const tick = this.market.lastTick(terms.symbol);
        return {
          symbol: terms.symbol,
          netQuantity: net.toString(),
          netNotional: tick ? net.multiply(Decimal.parse(tick.price), 6, 'half-even').toString() : null,
          houseExposureCap: terms.houseExposureCap,
          openPositions: live.filter((p) => p.symbol === terms.symbol && p.status === 'open').length,
        };
      }),
      insuranceFund: minor(PLATFORM.insurance),
      house: minor(PLATFORM.house),
      financing: minor(PLATFORM.financing),
      fees: minor(PLATFORM.fees),
    };
  }

  private present(positionId: string, customerId: string) {
    const position = this.own(positionId, customerId);
    return presentPosition(position, this.core.state.markOf(position.symbol) ?? this.market.lastTick(position.symbol));
  }

  private own(positionId: string, customerId: string): PositionView {
    const position = this.core.state.position(positionId);
    if (!position || position.ownerId !== customerId) throw AppError.badInput('contracts.positionNotFound');
    return position;
  }

  /** The last recorded tick of a market that trades now: positions open and close only then. */
  private tradingTick(symbol: string) {
    if (!this.core.state.termsOf(symbol)) throw AppError.badInput('contracts.unknownInstrument');
    const tick = this.market.lastTick(symbol);
    if (!this.market.isTrading(symbol, this.clock.now())) throw AppError.badInput('contracts.marketClosed');
    if (!tick) throw AppError.badInput('contracts.noPrice');
    return tick;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private async run(command: ContractCommand): Promise<void> {
    try {
      await this.core.submit(command);
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
  }
}

/** The ladder staff set, with each tier's amount worked out so the maintenance margin stays continuous. */
function changedMaintenance(current: MaintenanceRule, tiers: ConfigureContractDto['marginTiers'], share: string | undefined): MaintenanceRule {
  if (tiers !== undefined) {
    if (current.kind !== 'tiers') throw AppError.badInput('contracts.termsInvalid', { field: 'marginTiers' });
    return { kind: 'tiers', tiers: continuousTiers(tiers.map(({ notionalUpTo, rate, maxLeverage }) => ({ notionalUpTo, rate, maxLeverage }))) };
  }
  if (share !== undefined) {
    if (current.kind !== 'share-of-initial') throw AppError.badInput('contracts.termsInvalid', { field: 'maintenanceShare' });
    return { kind: 'share-of-initial', share };
  }
  return current;
}
