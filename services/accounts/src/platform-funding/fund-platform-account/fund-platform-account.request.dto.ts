import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { FUNDABLE_ACCOUNTS, type FundableAccount } from './fund-platform-account.handler';

export class PlatformFundingDto {
  @ApiProperty({ example: '0b9b2f6e-8f2a-4c1e-9d53-3a7d3c1f2a10', description: 'Chosen by the client once per funding (hex, dashes allowed): a retry with the same id funds once' })
  @Matches(/^[0-9a-f-]{16,64}$/i, { message: 'request.invalid' })
  requestId!: string;

  @ApiProperty({ enum: FUNDABLE_ACCOUNTS }) @IsIn(FUNDABLE_ACCOUNTS, { message: 'request.invalid' }) to!: FundableAccount;
  @ApiProperty({ example: '10000', description: 'USDT' }) @IsString({ message: 'amount.invalid', context: { scale: 6 } }) @MaxLength(40) amount!: string;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
