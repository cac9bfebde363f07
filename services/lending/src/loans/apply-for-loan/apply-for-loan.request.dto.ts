import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

/** The form of `POST /api/v1/loans` (multipart: these fields and the files idFront, idBack and the optional proofs). */
export class ApplyForLoanRequestDto {
  @ApiProperty({ example: 'loan-7d' }) @IsString({ message: 'loans.productUnknown' }) @MaxLength(40, { message: 'loans.productUnknown' }) productId!: string;
  @ApiProperty({ example: '1000' }) @IsString({ message: 'loans.amountInvalid' }) @MaxLength(40, { message: 'loans.amountInvalid' }) amount!: string;
  @ApiProperty({ description: 'The loan agreement ticked' }) @Transform(toBoolean) @IsBoolean({ message: 'loans.agreementRequired' }) agreed!: boolean;
  @ApiProperty() @IsString({ message: 'field.required' }) @MaxLength(100) name!: string;
  @ApiProperty({ example: 'SG' }) @IsString({ message: 'field.required' }) @MaxLength(2) country!: string;
  @ApiProperty() @IsString({ message: 'field.required' }) @MaxLength(300) address!: string;
  @ApiProperty({ example: '1990-01-31' }) @IsString({ message: 'field.required' }) @MaxLength(10) birthDate!: string;
  @ApiProperty({ example: '+6591234567' }) @IsString({ message: 'field.required' }) @MaxLength(30) phone!: string;
  @ApiProperty({ example: '5000', description: 'USDT a month' }) @IsString({ message: 'field.required' }) @MaxLength(20) monthlyIncome!: string;
}
