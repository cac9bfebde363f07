import { ApiProperty } from '@nestjs/swagger';

/** One platform account's balance: what the house holds on that side of the books. */
export class PlatformAccountResponseDto {
  @ApiProperty({ example: 'platform:earn-payouts:USDT' }) id!: string;
  @ApiProperty({ example: 'platform:earn-payouts:USDT' }) account!: string;
  @ApiProperty({ example: 'USDT' }) asset!: string;
  @ApiProperty({ description: 'Negative: the platform has paid out more than it put in' }) balance!: string;
  @ApiProperty() updatedAt!: string;
}
