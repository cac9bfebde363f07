import { OptionalTextField, TextField } from '@meridian/http';

export class LoginBody {
  @TextField(
    254,
    { invalid: 'account.passwordRequired', empty: 'account.passwordRequired', tooLong: 'auth.failed' },
    { example: 'ann@example.com' },
  )
  account!: string;

  @TextField(
    64,
    { invalid: 'account.passwordRequired', empty: 'account.passwordRequired', tooLong: 'auth.failed' },
    { example: 'secret123' },
  )
  password!: string;

  @OptionalTextField(5, { invalid: 'phone.areaCodeRequired', tooLong: 'phone.areaCodeRequired' }, { example: '61' })
  area_code?: string;

  @OptionalTextField(
    12,
    { invalid: 'totp.wrong', tooLong: 'totp.wrong' },
    { example: '123456', description: 'The authenticator code, when the customer has one on (or a recovery code)' },
  )
  totp_code?: string;
}
