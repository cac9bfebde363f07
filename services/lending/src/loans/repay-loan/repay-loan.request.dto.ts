import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { LegacyIdDto } from '../queries/loans.request.dto';

export class RepayLoanRequestDto {
  @ApiProperty({ example: '500', description: 'USDT from the funding wallet' })
  @IsString({ message: 'loans.amountInvalid' })
  @MaxLength(40, { message: 'loans.amountInvalid' })
  amount!: string;
}

/** `web/lendBack`: the loan and the amount, in the query (a GET in the specification). */
export class LegacyLendBackDto extends LegacyIdDto {
  @ApiProperty({ example: '500' }) @IsString({ message: 'loans.amountInvalid' }) @MaxLength(40, { message: 'loans.amountInvalid' }) amount!: string;
}
