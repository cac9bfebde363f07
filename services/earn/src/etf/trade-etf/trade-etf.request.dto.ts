import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class EtfTradeRequestDto {
  @ApiProperty({ example: 'etf-low' }) @IsString({ message: 'earn.productUnknown' }) @MaxLength(40, { message: 'earn.productUnknown' }) fundId!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) @IsIn(['buy', 'sell'], { message: 'request.invalid' }) side!: 'buy' | 'sell';
  @ApiPropertyOptional({ example: '100', description: 'buy: USDT to spend' }) @IsOptional() @IsString({ message: 'earn.amountInvalid' }) @MaxLength(40) amount?: string;
  @ApiPropertyOptional({ example: '50', description: 'sell: units to sell' }) @IsOptional() @IsString({ message: 'etf.unitsInvalid' }) @MaxLength(40) units?: string;
}
