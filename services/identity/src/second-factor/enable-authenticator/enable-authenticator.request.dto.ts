import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AuthenticatorCodeBody } from '../disable-authenticator/disable-authenticator.request.dto';

/** Turning the authenticator on: a current code from it and the customer's login password. */
export class EnableAuthenticatorBody extends AuthenticatorCodeBody {
  @ApiProperty({ description: 'The login password: a stolen session alone cannot turn the authenticator on' })
  @MaxLength(128, { message: 'password.wrongOld' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  password!: string;
}
