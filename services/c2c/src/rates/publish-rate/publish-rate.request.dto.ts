import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { OptionalTextField } from '@meridian/http';

/** A currency's rate as finance publishes it. */
export class PublishC2cRateDto {
  @ApiProperty({ example: '7.8', description: 'Fiat per USDT (up to 8 decimals)' }) @IsString() @MaxLength(24) rate!: string;
  @ApiProperty({ example: '10', description: 'USDT, the smallest order' }) @IsString() @MaxLength(24) min!: string;
  @ApiProperty({ example: '50000', description: 'USDT, the largest order' }) @IsString() @MaxLength(24) max!: string;
  @ApiProperty({ description: 'Customers may buy in this currency' }) @IsBoolean() enabled!: boolean;

  @OptionalTextField(500, {}, { maxLength: 500, description: 'Why: required when the change loosens (a lower rate, wider limits, the currency opened), which then waits for a second member' })
  reason?: string;
}
