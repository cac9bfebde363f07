import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { TickResponseDto } from '../../market/tick.response.dto';

const nullableText = { type: String, nullable: true } as const;

export class MarginTierResponseDto {
  @ApiProperty({ ...nullableText, description: 'USDT of notional; null: no ceiling' }) notionalUpTo!: string | null;
  @ApiProperty({ example: '0.005' }) rate!: string;
  @ApiProperty({ description: 'Maintenance margin = notional x rate - amount' }) amount!: string;
  @ApiProperty() maxLeverage!: number;
}

export class MaintenanceRuleResponseDto {
  @ApiProperty({ enum: ['tiers', 'share-of-initial'] }) kind!: 'tiers' | 'share-of-initial';
  @ApiPropertyOptional({ type: [MarginTierResponseDto] }) tiers?: MarginTierResponseDto[];
  @ApiPropertyOptional({ example: '0.5', description: 'Of the initial margin' }) share?: string;
}

export class FinancingResponseDto {
  @ApiProperty({ enum: ['daily', 'eight-hourly'], description: 'daily at 22:00 UTC; eight-hourly at 00:00, 08:00 and 16:00 UTC' }) kind!: 'daily' | 'eight-hourly';
  @ApiProperty({ description: 'Of the notional, paid by longs (negative: received)' }) longRate!: string;
  @ApiProperty({ description: 'Of the notional, paid by shorts (negative: received)' }) shortRate!: string;
  @ApiPropertyOptional({ description: 'Daily financing is charged three times on Wednesdays' }) tripleOnWednesday?: boolean;
}

/** A contract's terms: what a position opened now is held to for its whole life. */
export class ContractTermsResponseDto {
  @ApiProperty({ example: 'BTCUSDT' }) symbol!: string;
  @ApiProperty({ enum: ['hy', 'jg1'], description: 'hy: the contract account (crypto); jg1: the futures account' }) account!: 'hy' | 'jg1';
  @ApiProperty({ description: 'USDT per price point per lot' }) contractSize!: string;
  @ApiProperty() pointValueNote!: string;
  @ApiProperty() tickSize!: string;
  @ApiProperty() lotStep!: string;
  @ApiProperty() minLots!: string;
  @ApiProperty() maxLots!: string;
  @ApiProperty() maxLeverage!: number;
  @ApiProperty({ description: 'In price units: longs open at the tick plus half, close at the tick minus half' }) spread!: string;
  @ApiProperty() openFeeRate!: string;
  @ApiProperty() closeFeeRate!: string;
  @ApiProperty({ description: 'Of the notional at liquidation, from what is left of the margin, to the insurance fund' }) liquidationFeeRate!: string;
  @ApiProperty({ type: MaintenanceRuleResponseDto }) maintenance!: MaintenanceRuleResponseDto;
  @ApiProperty({ type: FinancingResponseDto }) financing!: FinancingResponseDto;
  @ApiProperty({ description: 'USDT: the most net exposure the house takes on this instrument' }) houseExposureCap!: string;
}

/** A contract as a customer reads its specification: its terms and the market it follows. */
export class ContractInstrumentResponseDto extends ContractTermsResponseDto {
  @ApiProperty({ example: 'Bitcoin' }) name!: string;
  @ApiProperty({ example: 'BTC', description: 'What the price is of' }) base!: string;
  @ApiProperty({ example: 'USDT', description: 'The currency the price is quoted in' }) quote!: string;
  @ApiProperty({ enum: ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'] }) category!: 'crypto' | 'forex' | 'stock' | 'index' | 'etf' | 'metal' | 'energy';
  @ApiProperty({ enum: ['24x7', 'forex', 'us-equity', 'cfd'], description: '24x7; forex: Sunday 22:00 to Friday 22:00 UTC; us-equity: weekdays 14:30-21:00 UTC; cfd: Sunday 22:00 to Friday 21:00 UTC with a daily break 21:00-22:00' })
  hours!: '24x7' | 'forex' | 'us-equity' | 'cfd';
}

/** One close of a position, partial or whole: its own lots, price, tick, realised P&L and fee. */
export class PositionCloseResponseDto {
  @ApiProperty() at!: string;
  @ApiProperty({ enum: ['user', 'take_profit', 'stop_loss', 'liquidation'] }) reason!: 'user' | 'take_profit' | 'stop_loss' | 'liquidation';
  @ApiProperty({ description: 'Lots closed by it' }) lots!: string;
  @ApiProperty({ ...nullableText, description: 'The tick plus or minus half the spread (liquidation: the tick)' }) price!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true, description: 'The recorded tick it used' }) tick!: TickResponseDto | null;
  @ApiProperty({ description: 'USDT realised by this close' }) realizedPnl!: string;
  @ApiProperty({ description: 'USDT: close fee (liquidation: the liquidation fee) of this close' }) fee!: string;
  @ApiProperty({ description: 'Whether it closed what was left of the position' }) whole!: boolean;
}

/** A perpetual position with its frozen terms, the ticks it used, and its live figures at the last tick. */
export class PositionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty({ enum: ['hy', 'jg1'] }) account!: 'hy' | 'jg1';
  @ApiProperty({ enum: ['long', 'short'] }) side!: 'long' | 'short';
  @ApiProperty({ enum: ['market', 'limit'] }) orderType!: 'market' | 'limit';
  @ApiProperty(nullableText) limitPrice!: string | null;
  @ApiProperty() leverage!: number;
  @ApiProperty() lots!: string;
  @ApiProperty({ description: 'lots x contract size' }) quantity!: string;
  @ApiProperty({ ...nullableText, description: 'The tick plus or minus half the spread' }) entryPrice!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true }) entryTick!: TickResponseDto | null;
  @ApiProperty({ description: 'USDT held for it now' }) margin!: string;
  @ApiProperty() initialMargin!: string;
  @ApiProperty(nullableText) takeProfit!: string | null;
  @ApiProperty(nullableText) stopLoss!: string | null;
  @ApiProperty() openFee!: string;
  @ApiProperty() closeFee!: string;
  @ApiProperty({ description: 'Overnight financing paid so far' }) financing!: string;
  @ApiProperty({ description: 'Of what has been closed so far' }) realizedPnl!: string;
  @ApiProperty({ enum: ['pending', 'open', 'closed', 'cancelled', 'liquidated'] }) status!: 'pending' | 'open' | 'closed' | 'cancelled' | 'liquidated';
  @ApiProperty(nullableText) closePrice!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true }) closeTick!: TickResponseDto | null;
  @ApiProperty({ ...nullableText, enum: ['user', 'take_profit', 'stop_loss', 'liquidation'] }) closeReason!: 'user' | 'take_profit' | 'stop_loss' | 'liquidation' | null;
  @ApiProperty({ type: ContractTermsResponseDto, description: 'The terms it opened under' }) terms!: ContractTermsResponseDto;
  @ApiProperty() openedAt!: string;
  @ApiProperty(nullableText) closedAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'The last recorded tick' }) markPrice!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true }) markTick!: TickResponseDto | null;
  @ApiProperty(nullableText) unrealizedPnl!: string | null;
  @ApiProperty(nullableText) maintenanceMargin!: string | null;
  @ApiProperty(nullableText) liquidationPrice!: string | null;
  @ApiProperty({ ...nullableText, description: 'Maintenance margin over equity; 1 or more is liquidation' }) marginRatio!: string | null;
  @ApiProperty({ description: 'A pending open: margin and fee held until it fills or is cancelled' }) heldForOpen!: string;
  @ApiProperty({ type: [PositionCloseResponseDto], description: 'Each close, oldest first: their realised P&L sums to realizedPnl, their fees to closeFee' }) closes!: PositionCloseResponseDto[];
  @ApiProperty({ ...nullableText, description: 'USDT held for it just before its first close (open: held now)' }) marginWhileOpen!: string | null;
  @ApiProperty({ description: 'USDT: open fee plus close fees' }) totalFees!: string;
}

export class ContractExposureResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ description: 'Units, longs minus shorts: the house holds the other side' }) netQuantity!: string;
  @ApiProperty({ ...nullableText, description: 'USDT at the last tick' }) netNotional!: string | null;
  @ApiProperty() houseExposureCap!: string;
  @ApiProperty() openPositions!: number;
}

export class HouseBufferResponseDto {
  @ApiProperty({ ...nullableText, description: 'Of the net contract exposure, e.g. 0.10; null: the buffer is not enforced' }) share!: string | null;
  @ApiProperty({ description: 'USDT: what the waiting options would take from the house if every one won (stake x payout rate)' }) optionsMaxPayout!: string;
  @ApiProperty({ description: 'USDT: sum over instruments of |longs - shorts| x the mark' }) netContractExposure!: string;
  @ApiProperty({ description: 'USDT: optionsMaxPayout + share x netContractExposure' }) required!: string;
  @ApiProperty({ description: 'USDT: platform:house:USDT now' }) balance!: string;
  @ApiProperty({ description: 'False while the balance is below the buffer: opens and option orders that add exposure are refused; closes, settlements and payouts never are' })
  takingNewExposure!: boolean;
}

export class ContractHouseResponseDto {
  @ApiProperty({ type: [ContractExposureResponseDto] }) instruments!: ContractExposureResponseDto[];
  @ApiProperty({ description: 'platform:insurance:USDT' }) insuranceFund!: string;
  @ApiProperty({ description: 'platform:house:USDT: what customers lost minus what they won' }) house!: string;
  @ApiProperty({ type: HouseBufferResponseDto, description: 'The house against the buffer it must hold before taking new exposure' }) houseBuffer!: HouseBufferResponseDto;
  @ApiProperty({ description: 'platform:financing:USDT' }) financing!: string;
  @ApiProperty({ description: 'platform:fees:USDT from contracts' }) fees!: string;
}

/** What an open would cost at the last tick, shown before the customer confirms. */
export class PositionQuoteResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ type: TickResponseDto, description: 'The tick it is priced at' }) tick!: TickResponseDto;
  @ApiProperty() entryPrice!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty({ description: 'USDT' }) notional!: string;
  @ApiProperty({ description: 'Initial margin held' }) margin!: string;
  @ApiProperty() openFee!: string;
  @ApiProperty({ description: 'Margin plus fee: what the account must hold' }) total!: string;
  @ApiProperty(nullableText) liquidationPrice!: string | null;
  @ApiProperty({ description: 'The most leverage a position of this size may take' }) maxLeverage!: number;
}

/** One entry of the liquidation log (staff). */
export class LiquidationResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() customerId!: string;
  @ApiProperty({ description: 'The customer’s account name' }) account!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty({ enum: ['long', 'short'] }) side!: 'long' | 'short';
  @ApiProperty() leverage!: number;
  @ApiProperty() lots!: string;
  @ApiProperty(nullableText) entryPrice!: string | null;
  @ApiProperty({ ...nullableText, description: 'The recorded tick’s price it was liquidated at' }) closePrice!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true }) closeTick!: TickResponseDto | null;
  @ApiProperty() initialMargin!: string;
  @ApiProperty({ description: 'To platform:insurance' }) liquidationFee!: string;
  @ApiProperty() realizedPnl!: string;
  @ApiProperty() openedAt!: string;
  @ApiProperty(nullableText) closedAt!: string | null;
}
