import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { FIATS } from '../../orders/domain/c2c-terms';

/** A receiving account finance adds to the registry; a second member confirms it before support may use it. */
export class RegisterReceivingAccountDto {
  @ApiProperty({ enum: FIATS, description: 'The currency it receives' }) @IsIn(FIATS, { message: 'c2c.fiatInvalid' }) fiat!: string;
  @ApiProperty({ example: 'Meridian Trading Ltd' }) @IsString() @MaxLength(120) accountName!: string;
  @ApiProperty({ example: '012-345678-001' }) @IsString() @MaxLength(64) accountNumber!: string;
  @ApiProperty({ example: 'HSBC Hong Kong' }) @IsString() @MaxLength(120) bankName!: string;
  @ApiProperty({ example: '1 Queen’s Road Central, Hong Kong' }) @IsString() @MaxLength(200) bankAddress!: string;
  @ApiProperty({ maxLength: 500, description: 'Why it is added (the second member reads it)' }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
