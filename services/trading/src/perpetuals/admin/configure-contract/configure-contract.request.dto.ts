import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';

const DECIMAL = /^-?\d{1,20}(\.\d{1,12})?$/;

/** One maintenance tier as staff set it; its maintenance amount is worked out so tiers stay continuous. */
export class MarginTierInputDto {
  @ApiProperty({ type: String, nullable: true, description: 'USDT of notional this tier reaches; null on the last tier' })
  @ValidateIf((tier: MarginTierInputDto) => tier.notionalUpTo !== null)
  @Matches(DECIMAL)
  notionalUpTo!: string | null;

  @ApiProperty({ example: '0.005' }) @Matches(DECIMAL) rate!: string;
  @ApiProperty({ example: 100 }) @IsInt() @Min(1) @Max(100) maxLeverage!: number;
}

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

  @ApiPropertyOptional({ type: [MarginTierInputDto], description: 'Contracts with tiers by notional: the whole ladder, lowest first' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => MarginTierInputDto)
  marginTiers?: MarginTierInputDto[];

  @ApiPropertyOptional({ description: 'Contracts whose maintenance is a share of the initial margin: that share, e.g. 0.5' })
  @IsOptional()
  @Matches(DECIMAL)
  maintenanceShare?: string;
  @ApiProperty({ description: 'Why, kept with the change' }) @IsString() @MinLength(3) @MaxLength(500) reason!: string;
}
