import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { TickResponseDto } from '../market/tick.response.dto';
import { ContractTermsResponseDto } from './contract-terms.response.dto';

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
