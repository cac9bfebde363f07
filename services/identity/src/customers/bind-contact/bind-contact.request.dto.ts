import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AccountBody } from '../account.request.dto';

/** A new phone or e-mail: the code sent to it (scene `bind`) and the trade password. */
export class BindContactBody extends AccountBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'code.required' })
  @IsNotEmpty({ message: 'code.required' })
  @MaxLength(12, { message: 'code.invalid' })
  code!: string;

  @ApiProperty({ example: '246810' })
  @IsString({ message: 'tradePassword.wrong' })
  @MaxLength(64, { message: 'tradePassword.wrong' })
  trade_password!: string;
}
