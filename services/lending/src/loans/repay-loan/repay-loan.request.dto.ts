import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TextField } from '@meridian/http';
import { LegacyIdDto } from '../queries/loans.request.dto';

export class RepayLoanRequestDto {
  @TextField(40, { invalid: 'loans.amountInvalid', tooLong: 'loans.amountInvalid' }, { example: '500', description: 'USDT from the funding wallet' })
  amount!: string;
}

/** `web/lendBack`: the loan and the amount, in the query (a GET in the specification). */
export class LegacyLendBackDto extends LegacyIdDto {
  @ApiProperty({ example: '500' }) @IsString({ message: 'loans.amountInvalid' }) @MaxLength(40, { message: 'loans.amountInvalid' }) amount!: string;
}
