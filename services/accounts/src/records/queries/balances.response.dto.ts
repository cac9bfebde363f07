import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPE_KEYS, type AccountType } from '../../catalogue/account-types';

/** One coin of one account: what is free, what pending holds keep, and their worth in USDT. */
export class AssetRowResponseDto {
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty() available!: string;
  @ApiProperty() frozen!: string;
  @ApiProperty() usdt_value!: string;
}

export class AccountAssetsResponseDto {
  @ApiProperty({ enum: ACCOUNT_TYPE_KEYS, description: 'bba funding, bb spot, hy contract, hya contract margin, jg options, jg1 futures' })
  type!: AccountType;
  @ApiProperty({ type: [AssetRowResponseDto] }) rows!: AssetRowResponseDto[];
  @ApiProperty() total_usdt!: string;
}

/** Every account of the customer (or the one asked for) and the grand total in USDT. */
export class AssetsOverviewResponseDto {
  @ApiProperty({ type: [AccountAssetsResponseDto] }) accounts!: AccountAssetsResponseDto[];
  @ApiProperty() total_usdt!: string;
}
