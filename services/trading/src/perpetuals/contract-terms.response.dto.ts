import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

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
