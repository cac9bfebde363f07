import { TextField } from '@meridian/http';

/** A code from the customer's authenticator app (6 digits), or one of their recovery codes. */
export class AuthenticatorCodeBody {
  @TextField(12, { invalid: 'totp.wrong', empty: 'totp.wrong', tooLong: 'totp.wrong' }, { example: '123456' })
  code!: string;
}
