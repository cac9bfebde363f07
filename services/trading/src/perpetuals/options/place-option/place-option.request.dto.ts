import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';

export class PlaceOptionRequestDto {
  @ApiProperty({ example: 'BTCUSDT' }) @IsString() @MaxLength(24) symbol!: string;
  @ApiProperty({ enum: ['rise', 'fall'] }) @IsIn(['rise', 'fall']) direction!: 'rise' | 'fall';
  @ApiProperty({ example: 60, description: 'One of the product’s durations' }) @IsInt() @Min(1) seconds!: number;
  @ApiProperty({ example: '100', description: 'USDT staked from the option account' }) @Matches(/^\d{1,20}(\.\d{1,6})?$/) amount!: string;
}
