import { ApiProperty } from '@nestjs/swagger';

/** A coin's network: its deposit minimum, whether it is open each way, its withdrawal fee. */
export class ChainResponseDto {
  @ApiProperty({ example: 'ERC20' }) chain!: string;
  @ApiProperty() min_deposit!: string;
  @ApiProperty({ description: 'Staff opened it and gave it an address' }) deposit_enabled!: boolean;
  @ApiProperty() withdraw_enabled!: boolean;
  @ApiProperty({ description: 'Fixed, in the coin' }) withdraw_fee!: string;
  @ApiProperty() memo_required!: boolean;
  @ApiProperty({ description: 'A regular expression an address on this chain matches' }) address_pattern!: string;
}

export class CoinResponseDto {
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: 'Tether' }) name!: string;
  @ApiProperty({ description: 'Decimals of an amount' }) scale!: number;
  @ApiProperty({ description: 'Reference price, for values shown in USDT' }) usdt_price!: string;
  @ApiProperty({ type: [ChainResponseDto] }) chains!: ChainResponseDto[];
}

/** What can be deposited and withdrawn, on which chains. */
export class CatalogueResponseDto {
  @ApiProperty({ type: [CoinResponseDto] }) coins!: CoinResponseDto[];
}
