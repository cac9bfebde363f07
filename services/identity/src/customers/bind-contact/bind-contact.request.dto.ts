import { TextField } from '@meridian/http';
import { AccountBody } from '../account.request.dto';

/** A new phone or e-mail: the code sent to it (scene `bind`) and the trade password. */
export class BindContactBody extends AccountBody {
  @TextField(12, { invalid: 'code.required', empty: 'code.required', tooLong: 'code.invalid' }, { example: '123456' })
  code!: string;

  @TextField(64, { invalid: 'tradePassword.wrong', tooLong: 'tradePassword.wrong' }, { example: '246810' })
  trade_password!: string;
}
