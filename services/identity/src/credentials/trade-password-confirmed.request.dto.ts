import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The trade password that confirms a change to the account's security settings. */
export class TradePasswordConfirmed {
  @ApiProperty({ example: '246810' })
  @IsString({ message: 'tradePassword.wrong' })
  @MaxLength(64, { message: 'tradePassword.wrong' })
  trade_password!: string;
}
