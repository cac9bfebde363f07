import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { TickResponseDto } from '../../../market/tick.response.dto';

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
