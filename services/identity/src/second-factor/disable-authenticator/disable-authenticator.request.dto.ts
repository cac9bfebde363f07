import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A code from the customer's authenticator app (6 digits), or one of their recovery codes. */
export class AuthenticatorCodeBody {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'totp.wrong' })
  @IsNotEmpty({ message: 'totp.wrong' })
  @MaxLength(12, { message: 'totp.wrong' })
  code!: string;
}
