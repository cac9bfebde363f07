import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalTextField, TextField } from '@meridian/http';

/** Who: an e-mail, or a phone with its area code. */
export class AccountBody {
  @ApiProperty({ example: 'email' })
  @IsIn(['email', 'phone'], { message: 'account.typeInvalid' })
  type!: 'email' | 'phone';

  @TextField(254, { invalid: 'account.required', empty: 'account.required', tooLong: 'field.invalid' }, { example: 'ann@example.com' })
  account!: string;

  @OptionalTextField(5, { invalid: 'phone.areaCodeRequired', tooLong: 'phone.areaCodeRequired' }, { example: '61' })
  area_code?: string;
}

/** The fields a code-confirmed account change shares: who (type, account, area code), the code, the new password twice. */
export class CodeAndPasswordBody extends AccountBody {
  @TextField(12, { invalid: 'code.required', empty: 'code.required', tooLong: 'code.invalid' }, { example: '123456' })
  code!: string;

  @TextField(64, { invalid: 'password.required', empty: 'password.required', tooLong: 'password.length' }, { example: 'secret123' })
  password!: string;

  @TextField(64, { invalid: 'password.mismatch', tooLong: 'password.length' }, { example: 'secret123' })
  password2!: string;
}
