import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_TYPES, type PaymentType } from '../../orders/domain/c2c-terms';

/** A currency a customer may buy USDT in now: the rate and the order limits. */
export class C2cPublicRateResponseDto {
  @ApiProperty({ example: 'HKD' }) fiat!: string;
  @ApiProperty({ example: '7.8', description: 'Fiat per USDT' }) rate!: string;
  @ApiProperty({ example: '10.000000', description: 'USDT, the smallest order' }) min!: string;
  @ApiProperty({ example: '50000.000000', description: 'USDT, the largest order' }) max!: string;
  @ApiProperty({ example: 2, description: 'How many decimals the currency writes amounts with' }) decimals!: number;
  @ApiProperty({ enum: PAYMENT_TYPES, isArray: true }) payments!: PaymentType[];
}

export class C2cPublicRatesResponseDto {
  @ApiProperty({ type: [C2cPublicRateResponseDto] }) items!: C2cPublicRateResponseDto[];
}

/** A currency's rate as finance manages it: in force or not, who changed it last. */
export class C2cRateResponseDto {
  @ApiProperty({ example: 'HKD' }) id!: string;
  @ApiProperty({ example: 'HKD' }) fiat!: string;
  @ApiProperty({ example: '7.8' }) rate!: string;
  @ApiProperty({ example: '10' }) min!: string;
  @ApiProperty({ example: '50000' }) max!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedBy!: string | null;
}

/** C2C's rules in force (one record, `default`). */
export class C2cRulesResponseDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({ example: '10000', description: 'USDT: a completion above it needs two different finance members' }) completionDualApprovalAboveUsdt!: string;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedBy!: string | null;
}
