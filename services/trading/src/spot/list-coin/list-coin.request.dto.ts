import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The new market's units and why it is listed. */
export class ListCoinRequestDto {
  @ApiProperty({ example: '0.0001', description: 'Price step in USDT' }) @IsString({ message: 'listing.stepsInvalid' }) @MaxLength(20, { message: 'listing.stepsInvalid' }) tickSize!: string;
  @ApiProperty({ example: '0.01', description: 'Quantity step in the coin' }) @IsString({ message: 'listing.stepsInvalid' }) @MaxLength(20, { message: 'listing.stepsInvalid' }) lotStep!: string;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
