import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class PurchaseEarnRequestDto {
  @ApiProperty({ example: 'custody-7d' })
  @IsString({ message: 'earn.productUnknown' })
  @MaxLength(64, { message: 'earn.productUnknown' })
  productId!: string;

  @ApiProperty({ example: '1000', description: 'USDT, a decimal string' })
  @IsString({ message: 'earn.amountInvalid' })
  @MaxLength(40, { message: 'earn.amountInvalid' })
  amount!: string;
}
