import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

/** Primary verification (multipart, with the images `front`, `back` and `handheld`): who the customer is. */
export class PrimaryVerificationRequestDto {
  @ApiProperty({ example: 'TH', description: 'Nationality, ISO 3166 alpha-2; fixed once verified' }) @IsString() @Matches(/^[A-Za-z]{2}$/) country!: string;
  @ApiProperty({ example: 'Somchai Jaidee' }) @IsString() @MinLength(2) @MaxLength(80) realName!: string;
  @ApiProperty({ enum: ['1', '2', '3', '4', '5'], description: '1 ID card, 2 passport, 3 driver’s licence, 4 residence permit, 5 other' })
  @IsIn(['1', '2', '3', '4', '5'])
  documentType!: string;
  @ApiProperty({ example: '1103700012345' }) @IsString() @Matches(/^[0-9A-Za-z -]{4,32}$/) documentNumber!: string;
  @ApiProperty({ example: 'Kasikorn Bank' }) @IsString() @MinLength(2) @MaxLength(80) bankName!: string;
  @ApiProperty({ example: '4111111111111111' }) @IsString() @Matches(/^\d{12,19}$/) cardNumber!: string;
}

/** Advanced verification (multipart, with the image `asset_proof`): where the customer's money comes from. */
export class AdvancedVerificationRequestDto {
  @ApiProperty({ example: 'engineer' }) @IsString() @MinLength(2) @MaxLength(80) occupation!: string;
  @ApiProperty({ example: 'salary' }) @IsString() @MinLength(2) @MaxLength(200) sourceOfWealth!: string;
  @ApiProperty({ example: '3000', description: 'USDT' }) @Matches(DECIMAL) monthlyIncome!: string;
  @ApiProperty({ example: '20000', description: 'USDT' }) @Matches(DECIMAL) expectedInvestment!: string;
  @ApiProperty({ enum: ['house', 'bank_deposit', 'stocks', 'company'] }) @IsIn(['house', 'bank_deposit', 'stocks', 'company']) assetProofType!: string;
}

/** Address verification (multipart, with the image `bill`: a utility or broadband bill). */
export class AddressVerificationRequestDto {
  @ApiProperty({ example: '99 Sukhumvit Road, Bangkok 10110' }) @IsString() @MinLength(5) @MaxLength(300) address!: string;
}
