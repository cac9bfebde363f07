import { TextField } from '@meridian/http';

/** The trade password that confirms a change to the account's security settings. */
export class TradePasswordConfirmed {
  @TextField(64, { invalid: 'tradePassword.wrong', tooLong: 'tradePassword.wrong' }, { example: '246810' })
  trade_password!: string;
}
