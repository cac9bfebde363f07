import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

const DECIMAL = /^-?\d{1,20}(\.\d{1,12})?$/;

/**
 * A change to a contract's terms by staff: the fields given replace the current ones, the rest stay.
 * It reaches only positions opened after it; the reason is kept with the change.
 */
export class ConfigureContractDto {
  @ApiPropertyOptional({ description: 'Up to 100 on crypto, 25 elsewhere' }) @IsOptional() @IsInt() @Min(1) @Max(100) maxLeverage?: number;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) minLots?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) maxLots?: string;
  @ApiPropertyOptional({ description: 'Price units, a multiple of the tick size' }) @IsOptional() @Matches(DECIMAL) spread?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) openFeeRate?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) closeFeeRate?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) liquidationFeeRate?: string;
  @ApiPropertyOptional({ description: 'Financing paid by longs per charge' }) @IsOptional() @Matches(DECIMAL) financingLongRate?: string;
  @ApiPropertyOptional({ description: 'Financing paid by shorts per charge' }) @IsOptional() @Matches(DECIMAL) financingShortRate?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(DECIMAL) houseExposureCap?: string;
  @ApiProperty({ description: 'Why, kept with the change' }) @IsString() @MinLength(3) @MaxLength(500) reason!: string;
}
