import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Who: an e-mail, or a phone with its area code. */
export class AccountBody {
  @ApiProperty({ example: 'email' })
  @IsIn(['email', 'phone'], { message: 'account.typeInvalid' })
  type!: 'email' | 'phone';

  @ApiProperty({ example: 'ann@example.com' })
  @IsString({ message: 'account.required' })
  @IsNotEmpty({ message: 'account.required' })
  @MaxLength(254, { message: 'field.invalid' })
  account!: string;

  @ApiPropertyOptional({ example: '61' })
  @IsOptional()
  @IsString({ message: 'phone.areaCodeRequired' })
  @MaxLength(5, { message: 'phone.areaCodeRequired' })
  area_code?: string;
}

/** The fields a code-confirmed account change shares: who (type, account, area code), the code, the new password twice. */
export class CodeAndPasswordBody extends AccountBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'code.required' })
  @IsNotEmpty({ message: 'code.required' })
  @MaxLength(12, { message: 'code.invalid' })
  code!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  @MaxLength(64, { message: 'password.length' })
  password!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.mismatch' })
  @MaxLength(64, { message: 'password.length' })
  password2!: string;
}
