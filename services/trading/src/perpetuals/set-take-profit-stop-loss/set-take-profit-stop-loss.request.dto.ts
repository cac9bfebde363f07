import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { DECIMAL_TEXT } from '../api-properties';

export class TakeProfitStopLossRequestDto {
  @ApiProperty({ type: String, nullable: true, description: 'null removes it' }) @IsOptional() @Matches(DECIMAL_TEXT) takeProfit!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null removes it' }) @IsOptional() @Matches(DECIMAL_TEXT) stopLoss!: string | null;
}
