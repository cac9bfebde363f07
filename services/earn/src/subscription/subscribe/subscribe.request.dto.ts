import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SubscribeRequestDto {
  @ApiProperty({ example: 'NOVA' })
  @IsString({ message: 'subscription.coinUnknown' })
  @MaxLength(16, { message: 'subscription.coinUnknown' })
  coinId!: string;
  @ApiProperty({ example: '100', description: 'Coins asked for, a decimal string with at most the coin’s decimals' })
  @IsString({ message: 'field.invalid' })
  @MaxLength(40, { message: 'field.invalid' })
  quantity!: string;
}
