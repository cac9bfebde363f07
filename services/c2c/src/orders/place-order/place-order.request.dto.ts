import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { PAYMENT_TYPES } from '../domain/c2c-terms';

/** Step one of a C2C purchase: how much USDT, paid in which currency, how. */
export class PlaceC2cOrderDto {
  @ApiProperty({ example: '1000', description: 'USDT to buy (up to 6 decimals)' }) @IsString({ message: 'c2c.amountInvalid' }) @MaxLength(40, { message: 'c2c.amountInvalid' }) amount!: string;
  @ApiProperty({ example: 'HKD', description: 'A currency of GET /c2c/rates' }) @IsString({ message: 'c2c.fiatInvalid' }) @MaxLength(8, { message: 'c2c.fiatInvalid' }) fiat!: string;
  @ApiProperty({ enum: PAYMENT_TYPES }) @IsIn(PAYMENT_TYPES, { message: 'c2c.paymentUnknown' }) payment!: string;
}
