import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';
import { TextField } from '@meridian/http';

/** A coin's terms as staff publish them, with the reason kept beside them. */
export class CoinOfferingRequestDto {
  @TextField(60, { invalid: 'subscription.nameInvalid', tooLong: 'subscription.nameInvalid' }, { maxLength: 60 })
  name!: string;
  @ApiProperty({ minimum: 0, maximum: 8 }) @IsInt({ message: 'subscription.scaleInvalid' }) scale!: number;
  @ApiProperty({ example: '0.5', description: 'USDT per coin' })
  @IsString({ message: 'subscription.figuresInvalid' })
  @MaxLength(24)
  issuePrice!: string;
  @ApiProperty({ example: '1000000' }) @IsString({ message: 'subscription.figuresInvalid' }) @MaxLength(24) issueVolume!: string;
  @ApiProperty({ example: '10000000' }) @IsString({ message: 'subscription.figuresInvalid' }) @MaxLength(24) circulation!: string;
  @ApiProperty({ example: '2026-12-01T00:00:00.000Z' })
  @IsString({ message: 'subscription.windowInvalid' })
  @MaxLength(40)
  startsAt!: string;
  @ApiProperty({ example: '2026-12-03T00:00:00.000Z' }) @IsString({ message: 'subscription.windowInvalid' }) @MaxLength(40) endsAt!: string;
  @ApiProperty({ example: '2026-12-05' }) @IsString({ message: 'subscription.listingInvalid' }) @MaxLength(10) listingDate!: string;
  @ApiProperty({ minimum: 0, maximum: 365 }) @IsInt({ message: 'subscription.lockupInvalid' }) lockupDays!: number;
  @ApiProperty({ example: '0.01' }) @IsString({ message: 'subscription.feeInvalid' }) @MaxLength(12) feeRate!: string;
  @ApiProperty({ example: '50000' }) @IsString({ message: 'subscription.figuresInvalid' }) @MaxLength(24) maxPerCustomer!: string;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
