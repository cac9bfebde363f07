import { ApiProperty } from '@nestjs/swagger';

/** Where to send a coin on a chain; only open channels answer. */
export class DepositAddressResponseDto {
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: 'ERC20' }) chain!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ description: 'The tag the chain needs beside the address; empty when it needs none' }) memo!: string;
  @ApiProperty({ example: '1' }) min_deposit!: string;
}
