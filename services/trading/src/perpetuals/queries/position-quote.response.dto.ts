import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { TickResponseDto } from '../../market/tick.response.dto';

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
