import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** A change of the house market maker's quotes on one book; fields left out keep their value. */
export class MarketMakerSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, description: 'Spread between the best bid and ask, in basis points' }) @IsOptional() @IsInt() spreadBp?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 20 }) @IsOptional() @IsInt() levels?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 500, description: 'Distance between levels, in basis points' }) @IsOptional() @IsInt() levelStepBp?: number;
  @ApiPropertyOptional({ description: 'The first level’s size in the base coin, whole lots' }) @IsOptional() @IsString() @MaxLength(40) quantity?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Each further level adds this % of the first level’s size' }) @IsOptional() @IsInt() sizeGrowthPct?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'Sizes vary by up to ± this %' }) @IsOptional() @IsInt() variationPct?: number;

  @ApiProperty({ maxLength: 500, description: 'Why, kept with the change' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
