import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError, type AnswerWithEffect } from '@meridian/http';
import { Decimal, formatDecimalText } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { MarketDataService } from '../market/market-data.service';
import { instrumentOf } from '../market/instruments';
import { ContractCoreService } from './contract-core.service';
import { commitmentCaps, CustomerStandings } from './customer-standing';
import { PLATFORM } from './domain/contract-core';
import { liquidationPriceOf } from './domain/margin-math';
import type { StoredPositionClose, StoredPositionView } from './read-model/contract-read-model';
import { ContractRejection, type ContractCommand, type ContractEventData, type PositionView } from './domain/contract-core.types';
import type { AnswerRecord } from '../core/single-writer';
import { latestMark, livePosition } from './position-live';
import type { ConfigureContractDto } from './admin/configure-contract.dto';
import { CONTRACT_TERMS_LOOSER, TradingControlProposals } from './admin/trading-control-proposals';
import type { ContractTerms, MaintenanceRule } from './domain/contract-terms';
import { continuousTiers } from './domain/default-contract-terms';
import { checkContractTerms } from './domain/contract-terms.policy';
import type { AddMarginRequestDto, ClosePositionRequestDto, OpenPositionRequestDto, TakeProfitStopLossRequestDto } from './position-entry/position.request.dto';

const HISTORY_LIMIT = 100;

/** How a route answers a position, recorded with the command's event under the request id (`AnswerWithEffect`). */
export type PositionAnswer = AnswerWithEffect<PresentedPosition>;
export type PresentedPosition = ReturnType<typeof presentPosition>;

/**
 * A position as its owner reads it: the core's view (without the owner), its live figures, each close
 * as its own row and the totals they add up to (realised P&L and fees of the closes sum to the position's).
 */
export function presentPosition(position: PositionView, mark: Parameters<typeof livePosition>[1]) {
  const { ownerId: _ownerId, closes: stored = [], marginWhileOpen = null, ...view } = position as StoredPositionView;
  const closes = positionCloses(stored);
  const totalFees = [view.openFee, view.closeFee].reduce((sum, fee) => sum.add(Decimal.parse(fee)), Decimal.parse('0')).toString();
  return { ...view, ...livePosition(position, mark), closes, marginWhileOpen: marginWhileOpen ?? (view.status === 'open' ? view.margin : null), totalFees };
}

/** Each close's own realised P&L and fee: the difference of the position's running totals before and after it. */
export function positionCloses(stored: readonly StoredPositionClose[]) {
  let realized = Decimal.parse('0');
  let fees = Decimal.parse('0');
  return stored.map((close) => {
    const realizedAfter = Decimal.parse(close.realizedPnlAfter);
    const feesAfter = Decimal.parse(close.closeFeeAfter);
    const row = {
      at: close.at,
      reason: close.reason,
      lots: close.lots,
      price: close.price,
      tick: close.tick,
      realizedPnl: realizedAfter.subtract(realized).toString(),
      fee: feesAfter.subtract(fees).toString(),
      whole: close.whole,
    };
    realized = realizedAfter;
    fees = feesAfter;
    return row;
  });
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
    private readonly proposals: TradingControlProposals,
  ) {
    // Four eyes on terms (docs/security.md): what loosens a contract's terms waits for a second admin.
    proposals.register<ContractTerms>('contract-terms', {
      looser: CONTRACT_TERMS_LOOSER,
      confirmRoles: ['admin'],
      read: async (symbol) => {
        const { id: _id, ...terms } = this.contractForStaff(symbol);
        return terms;
      },
      apply: (_symbol, terms, by) =>
        this.run({ type: 'ConfigureContract', terms, staffId: by.staffId, reason: by.proposalId ? `${by.reason} (proposal ${by.proposalId} by ${by.proposerId})` : by.reason, at: this.now() }),
    });
  }

  /** Every contract's terms with the market it follows: its name, what it is priced in, and when it trades. */
  instruments() {
    return this.core.state.allTerms().flatMap((terms) => {
      const market = instrumentOf(terms.symbol);
      return market ? [{ ...terms, name: market.name, base: market.base, quote: market.quote, category: market.category, hours: market.hours }] : [];
    });
  }

  /**
   * What opening would cost at the latest recorded tick, before the customer commits: the entry, the
   * margin and fee held, the liquidation price, the most leverage this size allows. It runs the very
   * checks the open runs (`ContractCore.planOpen`: lot step and range, leverage by instrument and by
   * the tier of the resulting notional, take-profit and stop-loss, the house's cap) and the market's
   * hours, and answers the refusal the open would give. Only the account's balance and the risk
   * profile's cap, which need the customer, are left to the open.
   */
  quote(body: OpenPositionRequestDto) {
    const symbol = body.symbol.toUpperCase();
    const tick = this.tradingTick(symbol);
    const plan = this.decide(() =>
      this.core.state.planOpen({
        symbol,
        side: body.side,
        orderType: body.type,
        price: body.type === 'limit' ? body.price : undefined,
        leverage: body.leverage,
        lots: body.lots,
        takeProfit: body.takeProfit ?? null,
        stopLoss: body.stopLoss ?? null,
        tick,
      }),
    );
    const { terms, entry, quantity, notional } = plan;
    const margin = formatDecimalText(plan.margin, 6);
    const fee = formatDecimalText(plan.fee, 6);
    return {
      symbol,
      tick: plan.tick,
      entryPrice: entry.toString(),
      quantity: quantity.toString(),
      notional: notional.rescale(6, 'half-even').toString(),
      margin,
      openFee: fee,
      total: formatDecimalText(plan.margin + plan.fee, 6),
      liquidationPrice: liquidationPriceOf({ side: body.side, quantity: quantity.toString(), entryPrice: entry.toString(), margin, initialMargin: margin, terms }),
      maxLeverage: plan.maxLeverage,
    };
  }

  /** The mark a customer sees: the latest recorded tick of the instrument (newer than any the core applied). */
  markOf(symbol: string) {
    return latestMark(this.core.state.markOf(symbol), this.market.lastTick(symbol));
  }

  /**
   * The customer's calls below answer the position as the command left it in the core, and with
   * `answer` that answer is recorded under the request id in the group commit of the command's event
   * (a retry after a crash gets it back; DESIGN.md invariant 4).
   */
  async open(customerId: string, body: OpenPositionRequestDto, answer?: PositionAnswer) {
    const symbol = body.symbol.toUpperCase();
    const positionId = randomUUID();
    return this.answered(positionId, customerId, answer, {
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
  }

  /** Real money: the risk profile's cap on one position's margin, carried in the command so a replay decides alike. */
  private async marginCap(customerId: string): Promise<{ maxMargin?: string }> {
    const max = commitmentCaps(await this.standings.of(customerId)).contractMargin;
    return max === null ? {} : { maxMargin: max };
  }

  async close(customerId: string, positionId: string, body: ClosePositionRequestDto, answer?: PositionAnswer) {
    const position = this.own(positionId, customerId);
    // The newer of the feed's tick and the core's mark: the one the core closes at, so the command (and the history row read from it) names it.
    const tick = latestMark(this.core.state.markOf(position.symbol), this.tradingTick(position.symbol));
    return this.answered(positionId, customerId, answer, { type: 'ClosePosition', positionId, ownerId: customerId, lots: body.lots, tick, at: this.now() });
  }

  async setTakeProfitStopLoss(customerId: string, positionId: string, body: TakeProfitStopLossRequestDto, answer?: PositionAnswer) {
    const position = this.own(positionId, customerId);
    return this.answered(positionId, customerId, answer, {
      type: 'SetTakeProfitStopLoss',
      positionId,
      ownerId: customerId,
      takeProfit: body.takeProfit ?? null,
      stopLoss: body.stopLoss ?? null,
      tick: this.market.lastTick(position.symbol),
      at: this.now(),
    });
  }

  async addMargin(customerId: string, positionId: string, body: AddMarginRequestDto, answer?: PositionAnswer) {
    this.own(positionId, customerId);
    return this.answered(positionId, customerId, answer, { type: 'AddMargin', positionId, ownerId: customerId, amount: body.amount, ...(await this.marginCap(customerId)), at: this.now() });
  }

  async cancel(customerId: string, positionId: string, answer?: PositionAnswer) {
    this.own(positionId, customerId);
    return this.answered(positionId, customerId, answer, { type: 'CancelPendingOpen', positionId, ownerId: customerId, at: this.now() });
  }

  /**
   * Runs a customer's command on a position and answers the position as the command left it. Under a
   * request id it is read from the core right after the command ran, and the group commit records
   * that very answer with the event; without one, once the event is durable.
   */
  private async answered(positionId: string, customerId: string, answer: PositionAnswer | undefined, command: ContractCommand): Promise<PresentedPosition> {
    let view: PresentedPosition | undefined;
    const present = () => (view = this.present(positionId, customerId));
    await this.run(command, answer && { claim: answer.claim, httpStatus: answer.httpStatus, answer: () => answer.body(present()) });
    return view ?? present();
  }

  /** Open and pending from the core, live; history (closed, cancelled, liquidated) from the read model, newest first. */
  async positions(customerId: string, status: 'open' | 'pending' | 'history' = 'open') {
    if (status !== 'history') {
      return this.core.state
        .positionsOf(customerId)
        .filter((p) => p.status === status)
        .sort((a, b) => (a.openedAt < b.openedAt ? 1 : -1))
        .map((p) => presentPosition(p, this.markOf(p.symbol)));
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

  /**
   * A staff change of terms: what is given replaces the current figure; positions already open keep
   * theirs. What tightens applies at once; what loosens becomes a proposal another admin confirms.
   */
  async configure(staff: StaffPrincipal, symbol: string, change: ConfigureContractDto) {
    const current = this.contractForStaff(symbol);
    const { id: _id, ...terms } = current;
    const { reason, financingLongRate, financingShortRate, marginTiers, maintenanceShare, ...figures } = change;
    const next: ContractTerms = {
      ...terms,
      ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
      financing: { ...terms.financing, ...(financingLongRate !== undefined ? { longRate: financingLongRate } : {}), ...(financingShortRate !== undefined ? { shortRate: financingShortRate } : {}) },
      maintenance: changedMaintenance(terms.maintenance, marginTiers, maintenanceShare),
    };
    // The published ceilings are checked before anything applies: a proposal never carries terms the core refuses.
    try {
      checkContractTerms(next, terms);
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
    const proposal = await this.proposals.change('contract-terms', current.id, staff, next, reason);
    return { terms: this.contractForStaff(symbol), proposal };
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
      houseBuffer: this.houseBuffer(),
      financing: minor(PLATFORM.financing),
      fees: minor(PLATFORM.fees),
    };
  }

  /** The house against its buffer, as the liabilities page shows it (`ContractCore.houseBuffer`). */
  houseBuffer() {
    const buffer = this.core.state.houseBuffer();
    const usdt = (minor: bigint) => formatDecimalText(minor, 6);
    return {
      share: buffer.share,
      optionsMaxPayout: usdt(buffer.optionsMaxPayout),
      netContractExposure: usdt(buffer.netContractExposure),
      required: usdt(buffer.required),
      balance: usdt(buffer.balance),
      takingNewExposure: buffer.takingNewExposure,
    };
  }

  /** Staff set the share of net contract exposure the house keeps on top of its options' payouts (null: not enforced), with a reason. */
  async configureHouseBuffer(staffId: string, share: string | null, reason: string) {
    await this.run({ type: 'ConfigureHouseBuffer', share, staffId, reason, at: this.now() });
    return this.houseBuffer();
  }

  private present(positionId: string, customerId: string) {
    const position = this.own(positionId, customerId);
    return presentPosition(position, this.markOf(position.symbol));
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

  /** A check the core makes outside a command (the quote's): its refusal in the customer's language. */
  private decide<T>(check: () => T): T {
    try {
      return check();
    } catch (error) {
      if (error instanceof ContractRejection) throw AppError.badInput(error.key as never, error.params);
      throw error;
    }
  }

  /** With `answer`, the route's answer is recorded under the request id in the group commit of the command's event. */
  private async run(command: ContractCommand, answer?: AnswerRecord<ContractEventData>): Promise<void> {
    try {
      await this.core.submit(command, answer ? { requestId: answer.claim.requestId } : {}, answer);
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
