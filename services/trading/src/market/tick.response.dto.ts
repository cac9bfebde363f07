import { ApiProperty } from '@nestjs/swagger';

/** A recorded tick of the price feed, as every outcome that used one names it. */
export class TickResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ description: 'The tick’s sequence number in the tick store' }) seq!: number;
  @ApiProperty() at!: string;
  @ApiProperty() price!: string;
  @ApiProperty({ example: 'simulated' }) source!: string;
}
